# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).

## File primitives (fsio)

fsio-write-name = { $path }: no se pudo usar: no es una ruta de archivo: { $cause }
fsio-write-create-folder = { $path }: no se pudo crear su carpeta: { $cause }
fsio-write-create-temporary = { $path }: no se pudo crear un archivo temporal junto a él: { $cause }
fsio-write-write = { $path }: no se pudo escribir: { $cause }
fsio-write-sync = { $path }: no se pudo sincronizar con el disco: { $cause }
fsio-write-replace = { $path }: no se pudo reemplazar: { $cause }
fsio-write-create = { $path }: no se pudo crear: { $cause }
fsio-write-keep = { $path }: no se pudo conservar una copia: { $cause }
fsio-write-forbidden-name = { $path }: no se pudo guardar con ese nombre: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] una carpeta
    [fifo] una tubería con nombre
   *[special] un dispositivo u otro archivo especial
}
# After a file's path.
fsio-read-io = no se puede leer: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] es una carpeta, no un archivo normal, así que no se ha leído
    [fifo] es una tubería con nombre, no un archivo normal, así que no se ha leído
   *[special] es un dispositivo u otro archivo especial, no un archivo normal, así que no se ha leído
}
# After a file's path.
fsio-read-too-large = es demasiado grande ({ $bytes } bytes; se leen como máximo { $cap })
fsio-cause-no-file-name = falta el nombre del archivo
fsio-cause-every-name-taken = todos los nombres posibles están ocupados
fsio-cause-never-replaced = { $kind ->
    [folder] es una carpeta, no un archivo normal, así que nunca se reemplaza
    [fifo] es una tubería con nombre, no un archivo normal, así que nunca se reemplaza
   *[special] es un dispositivo u otro archivo especial, no un archivo normal, así que nunca se reemplaza
}
fsio-cause-held = otro programa lo tiene abierto (un editor, una copia de seguridad o un antivirus): ciérralo allí y vuelve a intentarlo ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows reserva el nombre { $device } para un dispositivo, aunque lleve extensión: elige otro nombre
fsio-name-trailing = Windows quita el punto o el espacio del final de un nombre de archivo, así que se guardaría con otro nombre: quítalo
# $code is like U+0009.
fsio-name-control = los nombres de archivo de Windows no pueden contener el carácter de control { $code }: quítalo
fsio-name-character = los nombres de archivo de Windows no pueden contener «{ $character }»: elige otro nombre

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: se esperaba un valor
quote-too-deep = { $line }:{ $column }: demasiados niveles de paréntesis anidados (ningún archivo de Hopcard anida tanto)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } no puede ser un nombre aquí
quote-open-comment = { $line }:{ $column }: un comentario que nunca se cierra
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} en total)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
# Spanish: each follows a singular subject ("el nombre del jugador 2",
# "el texto"), so the verbs are in the third person singular.

entry-line-break = debe ocupar una sola línea (contiene un salto de línea)
entry-control = contiene el carácter de control { $code }, que no se puede imprimir
entry-direction-mark = contiene la marca de dirección invisible { $code }, que cambiaría el orden del texto
entry-invisible = contiene el carácter invisible { $code }, que no se vería en la tarjeta
entry-blank-looking = contiene { $code }, un carácter que parece un espacio en blanco pero no lo es
entry-private-use = contiene el carácter de uso privado { $code }, que cada fuente muestra de una manera
entry-not-a-character = contiene { $code }, que no es un carácter que Hopcard conozca
entry-card-line = contiene «{ $character }», que podría hacer que se leyera como otra línea de la tarjeta
entry-too-long = { $chars ->
    [one] tiene { $chars } carácter; caben como máximo { $max }
   *[other] tiene { $chars } caracteres; caben como máximo { $max }
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = nivel desconocido { $given }: se esperaba greedy, easy, medium o strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = tiene un acta de disputa que no es coherente: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = campo `{ $field }`: { $why }
storage-too-large = es demasiado grande para ser un archivo de partida ({ $bytes } bytes; como máximo, { $cap })
storage-not-text = no es un archivo de texto (no es UTF-8), así que no es un archivo de partida
storage-syntax = no es un archivo de partida legible (¿está dañado o cortado?): { $problem }
storage-newer-format = lo escribió una versión más reciente de Hopcard (formato de archivo { $format }; esta versión lee hasta el { $latest })
storage-card = contiene una tarjeta que no encaja con su partida: { $problem }
storage-replay = tiene un historial que no se puede reproducir: evento { $event }: { $reason }
storage-mismatch = no concuerda con su propio historial (¿se editó a mano?): { $problem }
# RON is the name of the file format.
storage-serialize = no se pudo escribir la partida como RON: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = la posición guardada es { $stored }, pero las jugadas llevan a { $replayed }
storage-plies-differ = la lista de jugadas vigentes no coincide con el historial
# $stored and $replayed are status lines in quotes.
storage-status-differs = el estado guardado es { $stored }, pero las jugadas llevan a { $replayed }
storage-record-fingerprint = la partida ya no coincide con la huella digital de su registro (se borró, añadió, modificó o movió a mano una jugada, una jugada deshecha o una disputa)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = indica { $format }, pero { $what }: ¿se rebajó el formato a mano?
storage-lowered-record = el archivo lleva la huella digital del registro de la partida (`record`), algo que Hopcard escribe a partir del formato 2
storage-lowered-raised-in = la disputa { $number } indica la partida en la que se planteó (`raised_in`), algo que Hopcard escribe a partir del formato 3
storage-saved-not-a-time = { $saved } no es una hora escrita por Hopcard (como 2025-03-14 19:30 UTC)
storage-status-empty = está vacío, pero Hopcard siempre escribe la línea de estado
storage-record-missing = falta, pero este formato de archivo siempre guarda la huella digital del registro (¿se quitó a mano?)
storage-dispute-rules = disputa { $number }: se juzgó con reglas que no son las de la tarjeta
storage-card-slots = { $players } jugadores, pero { $slots ->
    [one] { $slots } espacio de confirmación
   *[other] { $slots } espacios de confirmación
}
storage-card-first = empieza el jugador { $first }, pero la tarjeta indica { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = estado de la tarjeta: { $seal }
storage-card-start = la posición inicial { $start } no es la de la tarjeta, { $card }
storage-replay-differs = su número de jugada, su jugador o su marca de intercambio no coinciden con lo que registró el motor

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items ("Partida > Recuperar…", "Partida > Guardar como…").

session-damaged-autosave = No se pudo leer la partida guardada automáticamente ({ $problem }). Se ha movido aparte, sin cambios, a { $path }.
session-damaged-preferences-kept = No se pudieron leer tus preferencias ({ $problem }). Se han conservado, sin cambios, en { $path }, y se usan los valores predeterminados.
session-damaged-preferences = No se pudieron leer tus preferencias ({ $problem }), así que se usan los valores predeterminados.
session-folder-unwritable = No se puede escribir en la carpeta de datos de Hopcard { $path } ({ $problem }), así que esta ventana no guarda nada automáticamente ni conserva partidas: guarda tu partida en un archivo (Partida > Guardar como…).
session-autosave-off = La partida guardada automáticamente en { $path } no se pudo leer ({ $problem }) ni mover aparte, así que el guardado automático está desactivado en esta ventana: ese archivo se deja como está.
# $kept is how many of its entries were kept.
session-damaged-recent = La lista de partidas recientes estaba dañada; se ha movido aparte, a { $path }, y { $kept ->
    [0] no se pudo leer ninguna de sus entradas
    [one] se ha conservado su única entrada legible
   *[other] se han conservado sus { $kept } entradas legibles
}.
session-finished-kept = La partida terminada de la última vez se ha conservado como { $path } (Partida > Recuperar…).
session-separate-kept = La partida de una segunda ventana se ha conservado como { $path } (Partida > Recuperar…).
# $holds is one of the session-holds- messages.
session-foreign-file = Se guardó en { $path }, pero ese archivo { $holds }, así que ahora la partida no pertenece a ningún archivo: Guardar preguntará dónde guardarla.
session-newest-in-file = Su copia más reciente es su archivo, { $path }.
session-belongs-to = Pertenece al archivo { $path }.
session-behind = Sin guardar desde la jugada { $since }: { $cause }
session-file-failure = No se ha guardado en { $path }: { $cause }
session-other-kept = Lo que contenía se ha conservado como { $path } (Partida > Recuperar…).
session-other-not-kept = Lo que contiene no se ha podido poner aparte: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } contiene { $holds }, no esta partida, así que no se ha reemplazado.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } contiene { $holds }, no esta partida, así que no se ha reemplazado. { $kept }
session-no-game = aún no hay ninguna partida
session-read-only = esta ventana muestra la partida en solo lectura (otra ventana de Hopcard la está jugando)
session-case-open = las disputas pertenecen a la partida: vuelve primero a ella
session-keep-failed = no se pudo conservar la partida actual para recuperarla, así que no se ha reemplazado: { $cause }
session-not-saved = no se ha guardado la partida: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] la declaración
   *[change] el cambio acordado
} tiene { $chars ->
    [one] { $chars } carácter
   *[other] { $chars } caracteres
}; caben como máximo { $max }, así que no se ha cambiado
session-too-large = la partida ocuparía { $bytes } bytes, más de lo que admite un archivo de partida ({ $cap }), así que no se ha cambiado nada
session-recent-not-stored = no se ha guardado la lista de partidas recientes: { $cause }
session-slot-locked = otra ventana de Hopcard está jugando la partida guardada automáticamente (tiene su bloqueo { $path })
session-slots-busy = los { $count } espacios de guardado automático están en uso
session-game-too-large = la partida ocuparía { $bytes } bytes, más de los { $cap } que admite un archivo de partida
session-no-folder-to-keep = no hay ninguna carpeta donde conservarla
# The status line when another window took this window's autosave.
session-slot-lost = ahora es otra ventana de Hopcard la que guarda automáticamente aquí (la carpeta de datos se borró o se sustituyó mientras esta ventana estaba abierta), así que esta ventana ha dejado de guardar automáticamente: guarda la partida en un archivo
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = no existe
# $game is session-describe or session-describe-finished.
session-holds-another-game = contiene otra partida ({ $game })
session-holds-unreadable = no se puede leer como partida ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = algo que { $problem }
session-other-holds-later = una copia posterior de esta partida ({ $game })
session-other-holds-another = otra partida ({ $game })
session-other-holds-not-a-game = algo que no es una partida que Hopcard pueda leer ({ $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, terminada
session-not-kept-unreadable = no se pudo leer
session-not-kept-no-folder = esta ventana no tiene ninguna carpeta de datos donde conservarlo
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } y { $last }
session-players-separator = {", "}

session-holds-not-this-game = contiene { $holds }, no esta partida

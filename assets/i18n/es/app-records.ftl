# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Disputa { $number } resuelta ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Tablero congelado por la disputa { $number }: haz clic en la ficha que se mueve
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Tablero congelado por la disputa { $number }: haz clic por orden en las casillas del recorrido
dispute-panel-heading = Disputa { $number } (abierta)
dispute-panel-frozen = El tablero está congelado: registra el desacuerdo y después resuélvelo.
dispute-panel-position = Posición al plantear la disputa (todas las casillas):
dispute-panel-raised-by = Planteada por:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Planteada por { $name }
# $time is a date and a time ("2026-11-30 06:12 +01:00").
dispute-panel-time = Fecha y hora: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Turno de: { $name } (jugada { $number })
dispute-panel-piece-none = Ficha que se mueve: haz clic en ella en el tablero
dispute-panel-piece = Ficha que se mueve: { $hole }
dispute-panel-route = Recorrido propuesto: { $route }
dispute-panel-remove-last = Quitar última casilla
dispute-panel-clear-route = Borrar ficha y recorrido
dispute-panel-verdict = Veredicto según la tarjeta de la partida: { $verdict }
dispute-panel-clause-cited = Cláusula invocada:
# A choice of the clause the dispute cites.
dispute-panel-clause = Cláusula { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Declaración de { $name }
dispute-panel-resolve = Resolver
dispute-panel-apply = Aplicar la tarjeta
dispute-panel-apply-allows = La tarjeta lo permite: se jugará { $route }.
dispute-panel-apply-refuses = La tarjeta lo rechaza: no se moverá nada.
dispute-panel-apply-not-yet = Elige primero la ficha y al menos una casilla de llegada
dispute-panel-withdraw = Retirar la disputa
dispute-panel-withdraw-hint = No cambia nada; la partida continúa
dispute-panel-agreed-change = Cambio acordado (entra en vigor en una partida nueva)
dispute-panel-rule-none = ninguno: el cambio se describe con nuestras palabras
dispute-panel-rule-change = Cambio de regla para la próxima tarjeta
dispute-panel-agree = Acordar un cambio para una partida nueva
dispute-panel-agree-hint = La tarjeta de la próxima partida incluye el cambio y todos los jugadores la confirman; esta partida conserva su tarjeta
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = cláusula { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Imagen de la posición disputada, recorrido { $route }
dispute-panel-record-fingerprint = Huella digital del registro de la partida: { $fingerprint } (toda la partida hasta ahora: jugadas, jugadas deshechas y disputas)
# The dispute log window's title.
dispute-panel-window = Disputas
dispute-panel-export-text = Exportar como texto…
dispute-panel-export-ron = Exportar como RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Copiar la huella digital del registro de la partida
dispute-panel-no-disputes = No hay disputas en esta partida.
dispute-panel-exported = Registro de disputas guardado en { $path }
dispute-panel-not-exported = No se pudo exportar el registro de disputas: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Mostrar la tarjeta
card-view-show-not-yet = Cuando todos los jugadores hayan confirmado la tarjeta en el formulario de la partida nueva.
card-view-menu-export-text = Exportar tarjeta como texto…
card-view-menu-export-ron = Exportar tarjeta como RON…
card-view-menu-import = Importar tarjeta…
card-view-exported = Tarjeta exportada a { $path } (huella digital { $fingerprint })
card-view-not-exported = No se ha exportado la tarjeta: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = Se ha importado { $name }: versión { $version }, sin cambios desde que se tomó su huella digital. Empieza una partida nueva con sus reglas o modifícala (lo que retira las confirmaciones).
card-view-imported-changed = Se ha importado { $name }: versión { $version }, MODIFICADA DESDE QUE SE TOMÓ SU HUELLA DIGITAL. Revisa cada línea; todos los jugadores deben volver a confirmarla.
card-view-imported-unsealed = Se ha importado { $name }: versión { $version }, aún sin huella digital. Todos los jugadores deben confirmarla.
card-view-proposed-change = Cambio propuesto: versión { $next } de la tarjeta. La partida en curso conserva la versión { $version } hasta el final; esta versión entra en vigor cuando todos los jugadores la hayan confirmado y se empiece con ella una partida nueva.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Jugadores: { $players }
card-view-date = Fecha: { $date }
card-view-rulebook = Juego o reglamento consultado: { $rulebook }
card-view-rulebook-none = Juego o reglamento consultado: no consta
card-view-changes = Cambios acordados: { $changes }
card-view-changes-none = Cambios acordados: ninguno
card-view-replaces = Sustituye a la versión { $version }: { $changes }
card-view-effective = En vigor desde: { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with; $time a date and a time.
card-view-confirmed = { $name } confirmó como «{ $by }» el { $time }
card-view-not-confirmed = { $name } NO ha confirmado
card-view-fingerprint = Huella digital: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Copiar la huella digital de la tarjeta
card-view-status = Estado de la tarjeta: { $seal }
card-view-unconfirmed = Falta la confirmación de { $names }
card-view-copy = Copiar
card-view-copy-hint = Copiar la huella digital completa (64 dígitos) al portapapeles
card-view-export-pdf = Exportar como PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = en
# The US paper size.
card-view-paper-letter = Carta
# The card window's title.
card-view-window = La tarjeta de reglas
card-view-read-only = Solo lectura: las reglas de una partida en curso nunca cambian.
card-view-setup-confirmed = La tarjeta tal como la confirmaron todos los jugadores: la partida que empieces se rige por ella. Cualquier cambio en el formulario retira las confirmaciones.
card-view-setup-changed = Modificada después de que todos los jugadores la confirmaran: hay que volver a confirmarla para exportarla o imprimirla.
card-view-version = Versión { $version }
card-view-export-text = Exportar como texto…
card-view-export-ron = Exportar como RON…
card-view-propose = Proponer un cambio

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = cláusula { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = cláusula { $clause }, { $title }: { $from } → sin elegir (con tres o más jugadores hay que elegirla)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = cláusula { $clause } { $from } → { $to }
card-changes-option-short-unchosen = cláusula { $clause } { $from } → por elegir
card-changes-player-removed = Jugador { $number } eliminado
card-changes-player-removed-named = Jugador { $number } ({ $name }) eliminado
card-changes-player-added = Jugador { $number } ({ $colour }) añadido
card-changes-other-camps-to-choose = cláusula { $clause }: regla de las puntas de otros jugadores por elegir
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } jugador: { $changes }.
   *[other] { $count } jugadores: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } jugador: { $changes }. Confirmaciones retiradas.
   *[other] { $count } jugadores: { $changes }. Confirmaciones retiradas.
}
card-changes-far-after = La tarjeta tiene fecha del { $date }, más de un año después de hoy ({ $today }): ¿es correcto?
card-changes-far-before = La tarjeta tiene fecha del { $date }, más de un año antes de hoy ({ $today }): ¿es correcto?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Revisión: el tablero tras la jugada { $number } de { $moves }, { $player } { $proposal }
review-start = Revisión: el inicio, antes de la jugada 1 de { $moves }
review-back = Atrás
# The keys that do the same (hover text).
review-back-keys = Re Pág o Izquierda
review-forward = Adelante
review-forward-keys = Av Pág o Derecha
review-exit = Volver a la partida
review-exit-key = Esc
review-continue = Continuar desde aquí…
review-continue-hint = { $count ->
    [one] Deshacer la jugada posterior: todos los jugadores deben estar de acuerdo
   *[other] Deshacer las { $count } jugadas posteriores: todos los jugadores deben estar de acuerdo
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Guardar la partida
files-prompt-open = Abrir una partida
files-prompt-card-text = Exportar la tarjeta como texto imprimible
files-prompt-card-ron = Exportar la tarjeta como RON (se puede volver a importar)
files-prompt-import-card = Importar una tarjeta de reglas (RON)
files-prompt-disputes-text = Exportar el registro de disputas como texto
files-prompt-disputes-ron = Exportar el registro de disputas como RON
files-prompt-card-pdf = Exportar la tarjeta como PDF (lista para imprimir)
files-prompt-record-text = Exportar el registro de la partida como texto
files-prompt-disputes-pdf = Exportar las actas de las disputas como PDF (listas para imprimir)
files-open-failed = No se pudo abrir la partida: { $error }
files-open-stopped = No se pudo abrir { $path }: la lectura se detuvo inesperadamente
files-menu-save = Guardar
files-menu-save-as = Guardar como…
files-menu-open = Abrir…
files-menu-recent = Abrir reciente
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Recuperar…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard ya está abierto
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Carpeta de datos: { $path }
files-locked-read-only = Abrir la partida en solo lectura
files-locked-separate = Empezar una partida aparte
# The resume offer.
files-resume-heading = Partida sin terminar
# $when is the date or time it was saved; $players who plays it.
files-resume-question = ¿Reanudar la partida sin terminar del { $when } entre { $players }?
files-resume-moves = { $count ->
    [one] { $count } jugada hecha hasta ahora.
   *[other] { $count } jugadas hechas hasta ahora.
}
files-resume = Reanudar
files-resume-decline = Empezar una partida nueva
files-resume-kept = Si no reanudas una partida, se conserva: Partida > Recuperar… la recupera.
# The Recover window.
files-recover-window = Recuperar una partida
files-recover-intro = Partidas conservadas al sustituirlas o no reanudarlas, de la más reciente a la más antigua.
files-recover-reading = Leyendo las partidas conservadas…
files-recover-none = No hay partidas conservadas.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } jugada)
   *[other] { $when }: { $players } ({ $count } jugadas)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } jugada, terminada)
   *[other] { $when }: { $players } ({ $count } jugadas, terminada)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = ¿Guardar la partida actual?
files-question-unsaved = { $count ->
    [one] La partida del tablero tiene { $count } jugada. No se ha guardado en ningún archivo.
   *[other] La partida del tablero tiene { $count } jugadas. No se ha guardado en ningún archivo.
}
files-question-behind = { $count ->
    [one] La partida del tablero tiene { $count } jugada. Su archivo { $path } no tiene las últimas jugadas.
   *[other] La partida del tablero tiene { $count } jugadas. Su archivo { $path } no tiene las últimas jugadas.
}
files-question-kept = Si no la guardas, se conserva igualmente: Partida > Recuperar… la recupera.
files-question-lost = Esta ventana no tiene carpeta de datos: si no la guardas, se perderá.
files-save = Guardar
files-dont-save = No guardar
files-cancel = Cancelar
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } contiene otra partida
# $holds says which game the file holds.
files-other-holds = { $path } contiene ahora { $holds }, no esta partida, así que no se ha guardado nada en él.
files-other-lost = Si lo reemplazas, se pierde lo que contiene el archivo: esta ventana no tiene carpeta de datos donde conservarlo.
files-save-as = Guardar como…
files-replace = Reemplazar
# The status line under the board.
files-status-read-only = Solo lectura: otra ventana de Hopcard está jugando esta partida.
files-status-no-file = sin guardar en un archivo
files-status-autosave-off = guardado automático desactivado
files-status-autosaving = guardando automáticamente…
files-status-autosaved = guardada automáticamente
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Partida: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = Se ha abierto { $path }.
file-flow-kept = La partida anterior se ha conservado como { $kept } (Partida > Recuperar…).
file-flow-opened-kept = Se ha abierto { $path }. La partida anterior se ha conservado como { $kept } (Partida > Recuperar…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Se ha reanudado la partida sin terminar. { $problem }
file-flow-resumed = Se ha reanudado la partida sin terminar.
file-flow-declined-kept = La partida sin terminar se ha conservado como { $kept } (Partida > Recuperar…).
file-flow-not-imported = Tarjeta no importada: { $path }: { $error }
file-flow-card-changed = No se ha exportado la tarjeta a { $path }: ha cambiado después de que los jugadores la confirmaran. Antes, todos los jugadores deben volver a confirmarla.
file-flow-record-written = Registro de la partida guardado en { $path }
file-flow-record-not-written = No se ha guardado el registro de la partida: { $error }
file-flow-saved = Partida guardada en { $path }.
file-flow-saved-kept = Partida guardada en { $path }. Lo que contenía antes ese archivo se ha conservado como { $kept } (Partida > Recuperar…).
file-flow-saved-no-recent = Partida guardada en { $path }, pero no se pudo actualizar la lista de recientes: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = No se ha guardado: { $path } sigue conteniendo { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = No se ha guardado: { $path } sigue conteniendo { $holds }. { $kept }
file-flow-not-opened-read-only = No se ha abierto { $path }: esta ventana es de solo lectura. Ábrelo en una partida aparte.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; esta partida no se guarda automáticamente

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = Esperando al diálogo de archivos… (o escribe una ruta y pulsa Aceptar)
file-dialog-no-dialog = no se pudo abrir el diálogo de archivos: { $error }; escribe una ruta
file-dialog-nothing-chosen = No se eligió ningún archivo en el diálogo (¿no hay portal de escritorio?). Escribe una ruta y pulsa Aceptar.
file-dialog-path = Ruta del archivo
file-dialog-ok = Aceptar
file-dialog-browse = Examinar…
file-dialog-cancel = Cancelar
file-dialog-exists = { $path } ya existe. ¿Quieres reemplazarlo?
file-dialog-replace = Reemplazar
file-dialog-other-name = Elegir otro nombre

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Ejemplo de recuento: intercambio de la última entrada
explainer-swap-explanation = Rojo tiene nueve fichas en su destino; Azul está en D1, la última casilla que le falta a Rojo en su destino. Con la opción swap, la décima ficha de Rojo puede entrar en D1 con un paso y la ficha de Azul pasa a E6: Rojo completa las diez y gana, y todas las fichas siguen en el tablero.
explainer-ten-title = Ejemplo de recuento: diez fichas propias
explainer-ten-explanation = Las mismas casillas con la opción ten-own: Rojo necesita sus diez fichas en el destino, D1 está ocupada y nunca se permite un paso a una casilla ocupada. Rojo no ha ganado y debe seguir jugando.
explainer-available-title = Ejemplo de recuento: casillas disponibles
explainer-available-explanation = Las mismas casillas con la opción available-hole: todas las casillas del destino de Rojo están ocupadas (nueve de Rojo y una de Azul) y Rojo tiene fichas en él, así que Rojo ya ha ganado, aunque su décima ficha siga fuera.
explainer-case-1-title = Caso 1: con un paso lateral no se puede pasar
explainer-case-1-explanation = La última ficha de Rojo, en E3, no puede avanzar hacia su destino, pero sí dar un paso lateral a E2 o a E4. Solo se puede pasar si no hay ninguna jugada legal, así que no se permite pasar (cláusula 6). Prueba E3-E4.
explainer-case-2-title = Caso 2: una ficha que ha llegado se queda en el destino
explainer-case-2-explanation = La ficha de Rojo en D1 está en su destino. Salir con un paso a E5 se rechaza por el bloqueo every-landing de la tarjeta (cláusula 3); moverse dentro del destino, como D1-D2, sí está permitido.
explainer-case-3-title = Caso 3: no hay intercambio a mitad de partida
explainer-case-3-explanation = Azul está en D1, en el destino de Rojo, pero Rojo solo tiene cinco fichas en su destino. El intercambio es solo para la entrada final de la décima ficha, así que se rechaza el paso a D1 (cláusula 5).
explainer-case-4-title = Caso 4: nueve en el destino no es una victoria
explainer-case-4-explanation = Rojo tiene nueve fichas en su destino y Azul ocupa la última casilla, pero la décima ficha de Rojo está lejos: aún no hay ninguna entrada legal con la que intercambiar, así que Rojo no ha ganado. El final que se aplica es el que eligió la tarjeta antes de empezar a jugar.
explainer-case-5-title = Caso 5: tu propia punta de salida siempre es tuya
explainer-case-5-explanation = La punta de salida de Rojo es también el destino de Azul. Aunque las puntas de otros jugadores estén cerradas (no-entry), la punta de salida y el destino de cada jugador siguen permitidos, así que Rojo puede volver con un paso a N2.
explainer-case-6-title = Caso 6: una regla nueva espera a una partida nueva
explainer-case-6-explanation = Esta partida se acordó con la opción ten-own, así que la ficha de Azul en D1 bloquea a Rojo. Una regla de intercambio propuesta ahora necesitaría una tarjeta nueva confirmada por ambos jugadores y empezaría a aplicarse en la próxima partida; la partida actual conserva sus reglas.

# The banner above the board while a case is shown.
explainer-banner = Explicación de reglas: { $title }
explainer-banner-unknown = Explicación de reglas: un caso
explainer-back = Volver a la partida
# $proposal is a route (E6-D1) or "pass".
explainer-try = Probar: { $proposal }
explainer-try-pass-hint = Pedir pasar: el veredicto y la jugada que lo impide
explainer-try-route-hint = Poner este recorrido en el tablero con su veredicto
explainer-nothing-to-try = Nada que probar: con esta opción la partida ya está ganada.
explainer-judged-card = Veredicto según las opciones de la propia tarjeta.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Veredicto según las opciones de la tarjeta, salvo { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = No se ha impreso nada: no se pudo crear el PDF ({ $error }).
print-out-not-written = No se ha impreso nada: no se pudo escribir { $path } ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Nada en este ordenador puede imprimir ni mostrar un PDF (se ha probado { $tried }). El PDF está en { $pdf }: ábrelo con un visor de PDF para imprimirlo.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } no pudo recibir el PDF ({ $status }). El PDF está en { $pdf }: ábrelo con un visor de PDF para imprimirlo.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = la impresión se detuvo sin terminar

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = Lu
calendar-tuesday = Ma
calendar-wednesday = Mi
calendar-thursday = Ju
calendar-friday = Vi
calendar-saturday = Sá
calendar-sunday = Do
# The screen-reader name of the month that opens under the date.
calendar-name = Calendario
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Año anterior
calendar-previous-month = Mes anterior
calendar-next-month = Mes siguiente
calendar-next-year = Año siguiente

## The Game menu's commands

commands-hint = Sugerir jugada
commands-dispute = Abrir disputa

## The app's own lines in the status line, and the window's start

app-printed = Enviado al sistema para imprimir: { $pdf }
app-printing = Creando el PDF para imprimir…
app-nothing-to-print = Aún no hay nada que imprimir: no todos los jugadores han confirmado la tarjeta.
# $level is the computer's level (easy, medium, …).
app-computer-turn = Es el turno del ordenador ({ $level }); espera a que juegue.
# $result says who won.
app-game-over = La partida ha terminado. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = No se ha jugado { $proposal }: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = No se puede empezar: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = caso { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: no se ha encontrado ninguna pantalla (DISPLAY y WAYLAND_DISPLAY no están definidas); ejecútalo en una sesión de escritorio o usa un subcomando (hopcard --help)
app-window-failed = hopcard: no se pudo abrir la ventana: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = está vacío
app-window-file-not-text = no es texto UTF-8
app-window-file-damaged = el archivo de la ventana { $file } está dañado: { $problem }

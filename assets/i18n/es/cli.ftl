# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop escribe un lanzador freedesktop; solo sirve para escritorios de Linux y BSD
cli-install-no-home = no se encuentra la carpeta personal en la que instalar
cli-install-no-executable = no se encuentra el ejecutable en uso: { $cause }
cli-install-not-utf8 = la ruta del ejecutable { $path } no es UTF-8 válido; una entrada de escritorio no puede indicarla
cli-install-line-break = la ruta del ejecutable { $path } contiene un salto de línea
cli-install-bad-target = { $path } no tiene carpeta superior o nombre de archivo
cli-install-create-dir = no se puede crear { $path }: { $cause }
cli-install-write = no se puede escribir { $path }: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = se ha ejecutado { $tool } { $path }
cli-install-cache-missing = { $tool } no está instalado; se omite
cli-install-cache-failed = { $tool } { $path } ha fallado ({ $why }); los archivos sí están instalados

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = posición no válida: { $error }
cli-missing-route = falta el recorrido
cli-bad-route = recorrido no válido: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: se esperaba uno de estos valores: { $values }
cli-with-card = --{ $flag } no se puede combinar con --card: la tarjeta fija las reglas
cli-card-flag = --card { $error }
cli-unknown-level = nivel desconocido { $given }: se esperaba greedy, easy, medium o strong
cli-table = { $players } jugadores: se puede jugar con 2, 3, 4 o 6
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: no existe la disputa { $number }
cli-no-dispute = { $path }: no hay ninguna disputa que imprimir
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } ya existe: elige otro nombre o añade --replace para reemplazarlo
cli-same-as-input = { $path } es el archivo que se está leyendo: elige otro nombre para la salida
cli-player-form = --player { $given }: se esperaba COLOUR:NAME, p. ej., red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: el color debe ser una palabra en minúsculas, p. ej., { $colours }
cli-player-no-name = --player { $given }: falta el nombre
cli-player-count = { $count ->
    [one] se ha indicado { $count } --player: una tarjeta tiene 2, 3, 4 o 6 jugadores
   *[other] se han indicado { $count } --player: una tarjeta tiene 2, 3, 4 o 6 jugadores
}
cli-confirm-form = --confirm { $given }: se esperaba COLOUR:INITIALS, p. ej., red:AB
cli-confirm-no-colour = --confirm { $given }: ningún --player tiene ese color
cli-confirm-no-initials = --confirm { $given }: faltan las iniciales
# $problem is one of the entry- messages (a singular subject before it).
cli-confirm-initials = --confirm { $given }: el texto de las iniciales { $problem }
cli-confirm-no-seat = --confirm { $given }: no existe ese jugador
cli-confirm-already = --confirm { $given }: ese jugador ya ha confirmado
cli-date = --date: { $error }
cli-first = --first { $given }: ningún --player tiene ese color
cli-not-ready = no se puede crear la tarjeta: { $problem }
cli-not-ready-hint = no se puede crear la tarjeta: { $problem } (añade --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } no es un subcomando ni un archivo (consulta hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: falta la confirmación de { $missing }; solo una tarjeta que han confirmado todos los jugadores, sin cambios desde entonces, fija las reglas (consulta hopcard card verify)
cli-card-changed = { $path }: la tarjeta se modificó después de tomar su huella digital (la huella digital no coincide); solo una tarjeta que han confirmado todos los jugadores, sin cambios desde entonces, fija las reglas (consulta hopcard card verify)
cli-card-no-fingerprint = { $path }: la tarjeta aún no tiene huella digital; solo una tarjeta que han confirmado todos los jugadores, sin cambios desde entonces, fija las reglas (consulta hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } es { $kind ->
    [folder] una carpeta
    [fifo] una FIFO (tubería con nombre)
    [char-device] un dispositivo de caracteres
    [block-device] un dispositivo de bloques
    [socket] un socket
   *[special] un archivo especial
}, no un archivo normal: se esperaba { $expected ->
    [card] una tarjeta de reglas
    [game] un archivo de partida
   *[log] un registro de disputas o un archivo de partida
}
cli-input-too-large = { $path } ocupa { $bytes } bytes, demasiado para { $expected ->
    [card] una tarjeta de reglas
    [game] un archivo de partida
   *[log] un registro de disputas o un archivo de partida
} (como máximo, { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = falta la confirmación de { $missing } (añade --confirm COLOUR:INITIALS por cada jugador presente)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = se ha escrito { $path } (versión { $version } de la tarjeta, huella digital { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = sin cambios desde que se tomó su huella digital: { $fingerprint } ({ $path })
cli-verify-changed = MODIFICADA desde que se tomó su huella digital: ahora es { $fingerprint } ({ $path })
cli-verify-no-fingerprint = aún sin huella digital: sería { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = coincide con la huella digital en papel, { $paper }
cli-verify-paper-differs = NO COINCIDE con la huella digital en papel: se esperaba { $paper } y el archivo da { $fingerprint }
cli-verify-unconfirmed = falta la confirmación de { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = registro de la partida
cli-fp-dispute = disputa { $number }
cli-fp-matches = coincide con la huella digital en papel: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = NO COINCIDE con la huella digital en papel: se esperaba { $paper } y el archivo da { $found }
cli-fp-differs-none = NO COINCIDE con la huella digital en papel: se esperaba { $paper } y el archivo no da ninguna huella digital
cli-fp-no-dispute = NO COINCIDE con la huella digital en papel: se esperaba { $paper } y el archivo no tiene la disputa { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Huella digital del registro de la partida: { $fingerprint } (toda la partida hasta ahora: jugadas, jugadas deshechas y disputas)
cli-dispute-pdf-wrote = se ha escrito { $path } ({ $count ->
    [one] { $count } acta de disputa
   *[other] { $count } actas de disputas
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = se ha escrito { $path }
cli-output-failed = no se pudo escribir la salida: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; ¿querías decir { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = Para más información, prueba: { $command } --help
cli-usage-unexpected = argumento inesperado { $given }
cli-usage-unexpected-dash = argumento inesperado { $given } (para darlo como valor, pon -- delante)
cli-usage-unexpected-after = argumento inesperado { $given } después de { $prior }
cli-usage-unknown-subcommand = subcomando desconocido { $given }
cli-usage-needs-value = { $arg } necesita un valor
cli-usage-expected-one-of = { $arg } { $given }: se esperaba uno de estos valores: { $values }
cli-usage-not-a-value = { $arg } { $given }: no es un valor admitido
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = valor inesperado { $given } después de { $arg }
# Here $given is a number: how many values were given.
cli-usage-values = { $arg } admite { $wanted ->
    [one] { $wanted } valor
   *[other] { $wanted } valores
}, pero se { $given ->
    [one] ha dado { $given }
   *[other] han dado { $given }
}
# $args are the missing arguments' names.
cli-usage-missing = falta indicar { $args }
cli-usage-missing-argument = falta un argumento
cli-usage-needs-subcommand = { $command } necesita un subcomando
cli-usage-needs-subcommand-of = { $command } necesita un subcomando: { $valid }
cli-usage-no-equals = { $arg } necesita su valor después de «=»
cli-usage-not-utf8 = un argumento no es texto UTF-8
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = este argumento
cli-usage-more-than-once = { $arg } no se puede indicar más de una vez
cli-usage-conflict = { $arg } no se puede usar junto con { $others }
cli-usage-conflict-others = { $arg } no se puede usar junto con los demás argumentos
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies (a ply is one "jugada").
cli-match-game = partida { $number }: { $result } tras { $plies } jugadas: { $last }
    {"  "}{ $back } jugadas antes del final: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = la profundidad { $depth } de perft es excesiva: como máximo, { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } de { $total } jugadas desde la raíz, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = interrumpido en { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = esta versión se compiló sin la aplicación de escritorio (característica «desktop»); usa un subcomando (hopcard --help)

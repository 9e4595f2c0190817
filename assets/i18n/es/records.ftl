# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# Spanish: a dispute record is an "acta (de disputa)", the dispute log the
# "registro de disputas", the game record the "registro de la partida".

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (casilla vacía)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = aún sin elegir
dispute-route-no-landing = { $route } (aún sin casilla de llegada)
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = Aplicar la tarjeta
dispute-resolution-withdrawn = Retirada
dispute-resolution-change = Acordar un cambio para una partida nueva
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = cláusula { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = NINGUNA: no se pueden comprobar su hora, sus declaraciones ni su resolución (un acta anterior a las huellas digitales de las actas, o una a la que se le quitó la huella digital)
dispute-fingerprint-record = { $fingerprint } (abarca todas las líneas de esta acta: compárala con el papel)
dispute-fingerprint-chain = { $fingerprint } (abarca todas las líneas de esta acta, la partida en la que se planteó la disputa y todas las disputas anteriores: compárala con el papel)

## Why a dispute request was refused

dispute-error-none-open = no hay ninguna disputa abierta
dispute-error-unknown-player = no existe el jugador { $player }
dispute-error-no-route = la disputa aún no indica ningún recorrido: haz clic en la ficha que se mueve y después en sus casillas de llegada
dispute-error-empty-change = escribe primero el cambio que acuerdan los jugadores
# $problem says what is wrong with the typed text.
dispute-error-entry = el texto { $problem }

## A dispute record as text (labels padded so the values line up)

dispute-text-title-open = Disputa { $number } (abierta)
dispute-text-title-resolved = Disputa { $number } (resuelta)
dispute-text-raised-by = Planteada por:       { $name }
dispute-text-time = Fecha y hora:        { $time }
dispute-text-turn = Turno de:            { $name } (jugada { $move_number })
dispute-text-piece = Ficha que se mueve:  { $piece }
dispute-text-route = Recorrido propuesto: { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Cláusula invocada:   { $clause }. { $text }
dispute-text-verdict = Veredicto:           { $verdict }
dispute-text-rules = Reglas:
dispute-text-position = Posición:            { $position }
dispute-text-statements = Declaraciones:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (sin declaración)
dispute-text-no-resolution = Resolución:          aún ninguna (el tablero está congelado)
dispute-text-resolution = Resolución:          { $resolution }, el { $time }
dispute-text-agreed-change = Cambio acordado:
dispute-text-next-card = Próxima tarjeta:     { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Efecto:              { $effect }
dispute-text-fingerprint = Huella digital del acta: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue" (the letters are
# the colour codes' initials, so "a letter for each colour").
dispute-text-key = Leyenda: . casilla vacía, { $colours }, * ficha que se mueve, 1-9 casillas de llegada en el orden del recorrido

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = disputa { $number }, campo `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } no corresponde a ningún jugador de esta partida
# $recorded and $derived are already quoted.
dispute-record-differs = el acta dice { $recorded }, pero el motor deduce { $derived } de la posición, el recorrido y las reglas registrados
dispute-record-changed = se modificó después de que Hopcard escribiera el acta (ya no coincide con la huella digital del acta)
dispute-record-not-a-stamp = { $text } no es una hora escrita por Hopcard (como 2025-03-14 19:30 UTC)
dispute-record-missing = falta: el formato de este archivo siempre guarda la huella digital del acta, así que se quitó a mano
dispute-record-out-of-sequence = es el acta { $place } del archivo, pero lleva el número { $number }: las disputas se numeran 1, 2, 3… en el orden en que se plantearon (¿un acta duplicada, cortada o movida a mano?)
dispute-record-open-before-last = sigue abierta, pero después se planteó otra disputa (solo la última puede estar abierta)
dispute-record-game-missing = falta, pero un acta anterior sí lo tiene: una vez que Hopcard escribe en un acta la partida en la que se planteó la disputa, lo hace en todas las siguientes (¿se quitó a mano?)
dispute-record-other-game = indica una partida que no es esta tal como estaba cuando se planteó la disputa (su tarjeta, su inicio, sus jugadores, sus jugadas y sus disputas anteriores): ¿se trajo de otra partida?
dispute-record-not-in-game = esta partida nunca estuvo en esa posición antes de esa jugada (¿se trajo de otra partida?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [one] { $count } declaración
   *[other] { $count } declaraciones
}
dispute-record-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Registro de disputas de Hopcard (formato { $version }): { $count ->
    [one] { $count } disputa
   *[other] { $count } disputas
}
dispute-log-not-text = no es un archivo de texto (no es UTF-8)
dispute-log-serialize = no se pudo escribir el registro de disputas: { $problem }
dispute-log-parse = no es un registro de disputas en RON: { $problem }
dispute-log-version-zero = versión 0: los registros de disputas empiezan en 1
dispute-log-record-missing = campo `record`: falta, pero este formato de registro siempre guarda la huella digital de sus actas (¿se quitó a mano?)
dispute-log-record-differs = campo `record`: las actas ya no coinciden con la huella digital del registro (se borró, añadió, modificó o movió un acta a mano)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = campo `version`: indica { $version }, pero { $newer }: ¿se rebajó la versión a mano?
dispute-log-newer-version = el formato { $version } del registro de disputas es más reciente de lo que entiende esta versión de Hopcard (hasta el { $known })
dispute-log-newer-seal = la disputa { $number } lleva una huella digital del acta (`seal`), algo que Hopcard escribe a partir del formato 2
dispute-log-newer-rule-change = la disputa { $number } acuerda una opción de regla para la próxima tarjeta, algo que Hopcard escribe a partir del formato 2
dispute-log-newer-raised-in = la disputa { $number } indica la partida en la que se planteó (`raised_in`), algo que Hopcard escribe a partir del formato 4

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = no hay ninguna jugada que deshacer
game-error-frozen = el tablero está congelado por una disputa abierta: resuélvela o retírala primero
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Empate acordado: una ronda completa de turnos pasados, nadie podía mover.
game-result-win-swap = { $player } gana con el intercambio de la última entrada (cláusula { $clause }): su última ficha intercambió la casilla con la ficha que la bloqueaba.
game-result-win-ten = { $player } gana con todas sus fichas en su destino (cláusula { $clause }).
game-result-win-available = { $player } gana por la regla de las casillas disponibles (cláusula { $clause }): no queda ninguna casilla vacía en su destino.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } con intercambio
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (intercambio de la última entrada)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (deshecha)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = deshecha: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (disputada: { $count ->
    [one] disputa
   *[other] disputas
} { $numbers })
history-line-after-hint = { $line } (tras una pista)

## The game record as text ("Export game record")

game-record-title = Registro de la partida de Hopcard
game-record-card = Tarjeta: versión { $version }, huella digital { $fingerprint }, fecha { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Jugadores: { $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player }, jugado por el ordenador ({ $level })
game-record-hints-off = Pistas: ninguna (cláusula { $clause }: nadie pide al ordenador que le sugiera una jugada)
game-record-hints-none = Pistas: no se pidió ninguna
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Pistas: una, antes de la jugada { $moves }
   *[other] Pistas: antes de las jugadas { $moves }
}
game-record-taken-back = jugada { $number } ({ $who } { $route }) deshecha con el acuerdo de todos los jugadores
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Disputa { $number } en la jugada { $move_number }, planteada por { $by }, cláusula { $clause }: { $route } ({ $ending })
game-record-dispute-open = sigue abierta
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Resultado: { $result }
game-record-not-finished = sin terminar; la partida continúa.
game-record-fingerprint = Huella digital del registro: { $fingerprint } (toda la partida hasta ahora: jugadas, jugadas deshechas y disputas; hopcard replay FILE --expect comprueba un archivo con ella)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries } entradas para { $seats } jugadores (se espera una por jugador)
game-file-computer-seat = el jugador { $seat } es una persona (su confirmación no es la del ordenador en el nivel { $level })
game-file-hint-entries = { $entries } entradas, pero la partida tiene { $moves } jugadas
game-file-hint-move = la jugada { $number } está fuera de orden o no es una jugada de esta partida

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Tarjeta de reglas de Hopcard, versión { $version } · huella digital { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Tarjeta de reglas de Hopcard, versión { $version }
# $title is card-text-title.
print-card-heading = { $title } · versión { $version }
print-heading-players = JUGADORES
# A player's line; $start and $goal are camp names.
print-player = { $name } ({ $colour }): sale de la punta { $start } y se dirige a la punta { $goal }
print-player-first = { $name } ({ $colour }): sale de la punta { $start }, se dirige a la punta { $goal } y empieza
print-label-fingerprint = Huella digital
print-label-date = Fecha
print-label-rulebook = Reglamento
print-label-changes = Cambios acordados
print-no-changes = ninguno (las opciones predeterminadas de la tarjeta)
print-label-replaces = Sustituye a
print-replaces = la versión { $version } (huella digital { $fingerprint }): { $changes }
print-label-takes-effect = En vigor desde
print-confirm-how = Cada jugador confirma la tarjeta con su nombre o sus iniciales y después firma abajo con tinta.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = firma de { $who }
print-heading-fingerprint = HUELLA DIGITAL
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Para comprobar un archivo de tarjeta con esta hoja: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · página { $page } de { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Acta de disputa de Hopcard
print-dispute-footer-card = Acta de disputa de Hopcard · versión { $version } de la tarjeta, huella digital { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Acta de la disputa { $number } de Hopcard
print-dispute-title-many = Actas de disputas de Hopcard
print-dispute-heading-open = ACTA DE DISPUTA DE HOPCARD · disputa { $number } (abierta)
print-dispute-heading-resolved = ACTA DE DISPUTA DE HOPCARD · disputa { $number } (resuelta)
print-label-game-card = Tarjeta de la partida
print-game-card = versión { $version }, huella digital { $fingerprint }
print-label-game-record = Huella digital del registro de la partida
print-game-record = { $fingerprint } (toda la partida hasta ahora: jugadas, jugadas deshechas y disputas)
print-heading-signatures = FIRMAS
print-label-raised-by = Planteada por
print-label-time = Fecha y hora
print-label-turn = Turno de
print-turn = { $name } (jugada { $move_number })
print-label-piece = Ficha que se mueve
print-label-route = Recorrido propuesto
print-label-clause = Cláusula invocada
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Veredicto
print-label-rules = Reglas
print-label-record = Huella digital del acta
print-heading-statements = DECLARACIONES
print-no-statement = (sin declaración)
print-heading-resolution = RESOLUCIÓN
print-no-resolution = Aún ninguna: el tablero queda congelado hasta que se resuelva.
print-label-resolution = Resolución
print-resolution = { $resolution }, el { $time }
print-label-agreed-change = Cambio acordado
print-label-next-card = Próxima tarjeta
print-label-effect = Efecto
print-heading-board = EL TABLERO AL PLANTEARSE LA DISPUTA
# Under the drawn board; $colours is "R = red, B = blue" (the letters come
# from the colour codes, so not "their colour's initial" in Spanish).
print-board-key = Leyenda: los puntos grises pequeños son casillas vacías; cada ficha lleva la letra de su color ({ $colours }); la ficha rodeada por un círculo es la que se mueve; 1, 2, … son las casillas de llegada del recorrido, en orden. La fila A está arriba y la fila Q, abajo.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } no es un tamaño de papel: usa a4 o letter
print-error-font = no se pudo leer la fuente incrustada
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } (escritura { $script }) no se puede imprimir: ninguna fuente de este ordenador lo incluye; instala una fuente que lo tenga (paquete { $package }) y vuelve a imprimir
print-error-write = no se pudo escribir el PDF: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = recorrido, posición, jugadores o partida

print-board-key-colour = { $letter } = { $colour }

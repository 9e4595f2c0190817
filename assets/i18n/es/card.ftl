# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.
# Spanish: "tarjeta de reglas" for the agreement card; side names as in
# words.ftl (Rojo, Azul…); camp names after "la punta" (camp-name).

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
# $first arrives as the card's colour code (red…) or as
# clause-text-first-player, so it is named here as words.ftl's colour does.
clause-text-setup = Preparación: diez fichas por jugador; { $seating }. Empieza { $first ->
        [red] Rojo
        [blue] Azul
        [green] Verde
        [yellow] Amarillo
        [black] Negro
        [white] Blanco
        [orange] Naranja
        [purple] Morado
       *[other] { $first }
    }, y después el turno pasa en el orden de esta lista. { $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour } sale de la punta { $start } y se dirige a la punta { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = el primer jugador
clause-text-hints-on = Cualquier jugador puede pedir al ordenador que le sugiera una jugada (una pista).
clause-text-hints-off = Sin pistas: nadie pide al ordenador que le sugiera una jugada.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Movimiento: en su turno, cada jugador mueve una de sus propias fichas, o bien con un paso a una casilla vecina vacía, que termina la jugada, o bien con una cadena de { $movement ->
        [long] saltos, normales o largos
       *[hops] saltos normales
    }. { $rule } La cadena puede detenerse después de cualquier salto; nunca cae dos veces en la misma casilla ni vuelve a la casilla de salida, y la casilla de salida cuenta como vacía mientras dura la cadena. No se retira ninguna ficha del tablero.
clause-text-movement-hops = Cada salto pasa por encima de una sola ficha adyacente, de cualquier color (el puente), y cae en la casilla vacía que hay justo detrás, en línea recta; no se permiten saltos largos.
clause-text-movement-long = Un salto pasa en línea recta por encima de una sola ficha, de cualquier color (el puente), con tantas casillas vacías detrás del puente como delante de él, y cae en una casilla vacía; el salto normal es el caso más corto.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Llegada al destino: { $rule }
clause-text-dest-lock-every-landing = Una vez que una ficha está en su destino, todas las casillas en las que caiga después deben estar dentro de él; moverse dentro del destino está permitido. Llegar al destino todavía no es ganar.
clause-text-dest-lock-turn-end = Una ficha que empieza un turno en su destino debe terminar ese turno dentro de él; durante la cadena puede salir saltando y volver a entrar.
clause-text-dest-lock-off = Las fichas pueden volver a salir de su destino; solo cuenta el final de la partida.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Puntas: cada jugador puede usar siempre su propia punta de salida y su destino. { $others } { $unused }
clause-text-other-camps-allowed = Las puntas de otros jugadores se pueden usar como cualquier otra parte del tablero.
clause-text-other-camps-no-rest = Las puntas de otros jugadores se pueden atravesar saltando, pero ningún turno puede terminar en ellas.
clause-text-other-camps-no-entry = Ninguna ficha puede caer en la punta de otro jugador, aunque sí se puede saltar por encima de una ficha que esté en ella.
clause-text-other-camps-not-chosen = Puntas de otros jugadores: AÚN SIN ELEGIR; con tres o más jugadores, hay que elegir esta regla antes de que empiece la partida.
clause-text-unused-usable = Las puntas de las que nadie sale y a las que nadie se dirige quedan libres para atravesarlas y para detenerse en ellas.
clause-text-unused-no-rest = Las puntas de las que nadie sale y a las que nadie se dirige se pueden atravesar, pero ningún turno puede terminar en ellas.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Bloqueos y final de la partida: { $rule }
clause-text-completion-swap = Gana el jugador que tenga todas sus fichas en su destino. Solo cuando un jugador tiene nueve fichas dentro y una ficha rival bloquea la entrada final de la décima, que de otro modo sería legal, pueden esas dos fichas intercambiar sus casillas, con lo que el jugador completa las diez. No hay ningún otro intercambio ni ninguna captura.
clause-text-completion-ten = Gana el jugador que tenga todas sus fichas en su destino. Una ficha rival que ocupe la última casilla simplemente impide terminar; no hay intercambio ni captura.
clause-text-completion-available = Un jugador gana en cuanto no queda ninguna casilla vacía en su destino y tiene en él al menos una ficha propia; las casillas ocupadas por fichas rivales cuentan como llenas.
# Clause 6.
clause-text-passing = Pasar el turno: un jugador solo puede pasar cuando ninguna de sus fichas tiene ningún paso ni ninguna cadena de saltos legal, comprobándolo ficha por ficha y en todas las direcciones. Si todos los jugadores pasan uno tras otro sin que haya ninguna jugada ni ninguna victoria, la partida termina en empate acordado.
# Clause 7.
clause-text-disputes = Disputas: cuando los jugadores no estén de acuerdo, se detiene el juego antes de mover nada y se anotan la ficha, el recorrido, la cláusula y las casillas. Decide esta tarjeta; un cambio de regla requiere una tarjeta nueva confirmada por todos y se aplica a partir de una partida nueva.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Jugador { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = el inicio de una partida nueva (una partida que ya se juega con la versión { $version } conserva sus reglas)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = TARJETA DE REGLAS DE HOPCARD
card-text-title-line = { $title } - versión { $version }
card-decides = Reglas de la casa acordadas por los jugadores antes de la partida. Esta tarjeta decide.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = FALTA LA CONFIRMACIÓN de { $players }: hasta que todos los jugadores la confirmen, esta tarjeta es solo una propuesta.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, empieza)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Jugadores y colores
card-text-date = Fecha: { $date }
card-text-rulebook = Juego o reglamento consultado
card-rulebook-not-noted = no consta
card-text-no-changes = Cambios acordados: ninguno (las opciones predeterminadas de la tarjeta)
card-text-changes = Cambios acordados:
card-text-replaces = Esta versión sustituye a la versión { $version }, huella digital { $fingerprint }
card-text-changed-from = Cambios respecto a la versión { $version }:
card-text-takes-effect = En vigor desde
card-heading-clauses = LAS SIETE CLÁUSULAS
card-heading-confirmations = CONFIRMACIONES
card-text-confirm-how = Cada jugador confirma la tarjeta con su nombre o sus iniciales, indicando la hora:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: confirmado como «{ $by }» el { $time }
card-not-confirmed = { $who }: SIN CONFIRMAR
card-text-fingerprint = Huella digital: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Compárala con la copia en papel: la misma huella digital significa la misma tarjeta (los mismos jugadores, las mismas opciones y los mismos textos escritos, sea cual sea el idioma en que se imprima); cualquier cambio da otra distinta. No es una firma: cualquiera puede calcularla. Quién está de acuerdo lo dicen las confirmaciones y las firmas en tinta.
card-status-no-fingerprint = Estado: aún sin huella digital (se toma al empezar la partida)
card-status-matches = Estado: sin cambios desde que se tomó su huella digital
card-status-changed = Estado: MODIFICADA DESDE QUE SE TOMÓ SU HUELLA DIGITAL; todos los jugadores deben volver a confirmarla

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = cláusula { $clause } { $option }: { $value }
card-change-no-hints = cláusula { $clause } sin pistas: nadie pide al ordenador que le sugiera una jugada
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = cláusula { $clause }, acordado en la disputa { $dispute } (jugada { $move_number }, versión { $version } de la tarjeta): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = cláusula { $clause } { $rule }, acordado en la disputa { $dispute } (jugada { $move_number }, versión { $version } de la tarjeta): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = cláusula { $clause } { $option }: { $before } pasa a ser { $after }
card-change-free-withdrawn = se retiraron los demás cambios acordados
card-change-free-now = los demás cambios acordados dicen ahora: { $text }
card-change-none = las reglas son las de la versión { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 de febrero de 1999": $day and $year are digits, $month is date-month-N.
date-long = { $day } de { $month } de { $year }
# A calendar's heading, "febrero de 1999".
date-month-year = { $month } de { $year }
date-month-1 = enero
date-month-2 = febrero
date-month-3 = marzo
date-month-4 = abril
date-month-5 = mayo
date-month-6 = junio
date-month-7 = julio
date-month-8 = agosto
date-month-9 = septiembre
date-month-10 = octubre
date-month-11 = noviembre
date-month-12 = diciembre
# $text is what was typed, already quoted.
date-error-form = fecha no válida { $text }: se esperaba AAAA-MM-DD, p. ej., 2026-11-30
date-error-no-such-day = fecha no válida { $text }: ese día no existe

## Fields of the card, as its errors name them ("player 2's name has …")
# Each is the singular subject of an entry- message (errors.ftl) or of
# card-problem-entry: "el nombre del jugador 2 contiene…".

card-field-name = el nombre del jugador { $player }
card-field-colour = el color del jugador { $player }
card-field-initials = el texto de las iniciales del jugador { $player }
card-field-time = la hora de confirmación del jugador { $player }
card-field-rulebook = el reglamento
card-field-changes = el texto de los cambios acordados
card-field-effective = el campo «En vigor desde»
card-field-dispute-change = un cambio acordado en una disputa
card-field-earlier-changes = el texto de los cambios acordados de la versión anterior
card-field-earlier-fingerprint = la huella digital anterior

## The fingerprint

card-seal-no-fingerprint = aún sin huella digital
card-seal-matches = sin cambios desde que se tomó su huella digital
card-seal-changed = modificada desde que se tomó su huella digital
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } no es una huella digital: se esperaban 16 dígitos hexadecimales en grupos de cuatro, como 1A2B-3C4D-5E6F-7081 (o los 64 dígitos)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = ocupa { $bytes } bytes, demasiado para una tarjeta de reglas (como máximo, { $max })
card-error-not-text = no es un archivo de texto (no es UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = es la versión imprimible de una tarjeta, en { $form ->
    [pdf] PDF
   *[text] texto
}, para leerla y firmarla en papel; solo el archivo de la tarjeta (RON, creado con «card new» o con «Exportar tarjeta como RON…») se puede verificar o importar
card-error-syntax = no es una tarjeta de reglas legible: { $problem }
card-error-invalid = no es una tarjeta de reglas utilizable: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] texto
}
card-shape-player-count = indica { $count } jugadores; una tarjeta tiene de 2 a 6
card-shape-confirmation-slots = indica { $players } jugadores, pero tiene { $slots } espacios de confirmación
card-shape-first = empieza el jugador { $first }, pero la tarjeta indica { $players } jugadores
card-shape-version-zero = versión 0: las versiones empiezan en 1
card-shape-no-such-date = la fecha { $date } no existe
card-shape-supersedes = la versión { $version } no puede sustituir a la versión { $previous }

## Why a card cannot start a game yet

card-problem-missing-name = el jugador { $player } necesita un nombre
# $colour arrives as the card's colour code (red…): named as words.ftl does.
card-problem-same-colour = dos jugadores han elegido { $colour ->
        [red] Rojo
        [blue] Azul
        [green] Verde
        [yellow] Amarillo
        [black] Negro
        [white] Blanco
        [orange] Naranja
        [purple] Morado
       *[other] { $colour }
    }: los colores deben ser distintos
card-problem-player-count = no se puede jugar con { $count } jugadores: el tablero tiene puntas de salida para 2, 3, 4 o 6 jugadores
card-problem-other-camps = con tres o más jugadores, hay que elegir expresamente la regla de las puntas de otros jugadores (cláusula { $clause })
card-problem-not-confirmed = { $name } aún no ha confirmado la tarjeta
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

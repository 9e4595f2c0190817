# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.
# Keys as Spanish keyboards label them: Intro, Retroceso, Esc, Mayús,
# Re Pág / Av Pág. Menu paths ("Partida > Guardar") use this file's and
# app-records.ftl's menu items.

## Menu bar

menu-game = Partida
menu-rules = Reglas
menu-view = Ver
menu-help = Ayuda
# Help > Help: opens the Help window.
menu-help-window = Ayuda (F1)
menu-new-game = Nueva partida…
menu-disputes = Disputas…
menu-export-record = Exportar registro de la partida como texto…
menu-print-card = Imprimir tarjeta…
menu-print-disputes = Imprimir registro de disputas…
menu-quit = Salir
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Mostrar nombres de casillas
menu-play-at-once = Jugar al hacer clic en una casilla de llegada
menu-animate = Animar jugadas
menu-letters = Marcar fichas con letras
menu-colour-blind-safe = Colores aptos para daltónicos
# View > Language: the system's language, then each language by its own name.
menu-language = Idioma
menu-language-system = Idioma del sistema
menu-zoom-in = Ampliar
menu-zoom-in-keys = Ctrl++
menu-zoom-out = Reducir
menu-zoom-out-keys = Ctrl+-
menu-actual-size = Tamaño real
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (solo lectura)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (solo lectura) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Jugada: { $played }.
announce-played-your-turn = Jugada: { $played }. Te toca, { $player }.

## The board

board-no-game = Aún no hay ninguna partida: elige Partida > Nueva partida.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, ficha de { $player } ({ $colour })
board-hole-piece = { $hole }, ficha de { $colour }
board-hole-empty = { $hole }, vacía
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = seleccionada
board-hole-on-route = en el recorrido que se está formando
board-hole-landing = posible casilla de llegada
board-hole-last-landed = aquí cayó la última jugada
board-hole-last-left = de aquí salió la última jugada
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Izquierda / Derecha
board-key-left-right-what = mover el foco por la fila
board-key-up-down = Arriba / Abajo
board-key-up-down-what = mover el foco por la línea inclinada a la izquierda (arriba-izquierda, abajo-derecha)
board-key-shift = Mayús+Arriba / Mayús+Abajo
board-key-shift-what = mover el foco por la línea inclinada a la derecha (arriba-derecha, abajo-izquierda)
board-key-space = Espacio en una casilla
board-key-space-what = actuar sobre la casilla con el foco (elegir una ficha o añadir una casilla de llegada)
board-key-enter = Intro en una casilla
board-key-enter-what = como Espacio, y después jugar el recorrido si termina en la casilla con el foco
board-key-f6 = F6
board-key-f6-what = llevar el foco del teclado al tablero desde cualquier sitio

## The history

history-heading = Historial
history-empty = Aún no hay jugadas.
history-review-hover = Revisar el tablero tras esta jugada

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = la única jugada
hint-forward = avanza
hint-swap = completa el destino con el intercambio de la última entrada (cláusula { $clause })
hint-home = mete una ficha en su destino, avanzando { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
}
hint-straggler = avanza { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
} la última ficha rezagada
hint-chain = una cadena de { $hops ->
    [one] { $hops } salto
   *[other] { $hops } saltos
} que avanza { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
}
hint-piece = avanza una ficha { $rows ->
    [one] { $rows } fila
   *[other] { $rows } filas
}
hint-room = hace sitio: aquí ninguna jugada gana terreno

## The Help window

help-title = Ayuda
help-building-route = Cómo formar un recorrido
help-route-step-1 = 1. Haz clic en una de tus fichas: se marcan las casillas a las que puede llegar.
help-route-step-2 = 2. Haz clic en una casilla marcada para caer en ella. Para una cadena de saltos, haz clic en cada casilla de llegada por orden; el recorrido se dibuja sobre la marcha.
help-route-step-3 = 3. El panel de la derecha muestra el veredicto de la tarjeta sobre el recorrido formado hasta el momento. Jugar recorrido (Intro) hace la jugada cuando el veredicto es «legal».
help-route-step-4 = 4. Si hay desacuerdo sobre una jugada, Abrir disputa congela el tablero y la registra: la ficha, el recorrido, la cláusula y la declaración de cada jugador.
help-keyboard = Teclado
help-board-keys = En el tablero (se llega con Tab, o con F6 desde cualquier sitio):
help-other-keys = Fuera del tablero (Intro, Retroceso, Esc y las flechas mientras ningún botón ni campo tenga el foco):
help-clauses = Dónde se explica cada cláusula
help-clauses-intro = Partida > Mostrar la tarjeta presenta todas las cláusulas completas. El menú Reglas carga una posición para una cláusula, para probarla en el tablero:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Cláusula { $clause }: { $what }
help-subject-setup = preparación: quién empieza dónde, quién mueve primero, pistas
help-subject-moving = movimiento: pasos, saltos y cadenas
help-subject-destination = llegada al destino
help-subject-camps = puntas
help-subject-blocking = bloqueos y final de la partida
help-subject-passing = pasar el turno
help-subject-disputes = disputas
help-clause-on-card = { $subject } (en la propia tarjeta)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; ver { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Flechas
keys-arrows-what = sin nada con el foco: llevar el foco al tablero
keys-enter = Intro
keys-enter-what = jugar el recorrido formado hasta el momento
keys-backspace = Retroceso
keys-backspace-what = quitar el último salto del recorrido
keys-escape = Esc
keys-escape-what = cancelar el recorrido
keys-right-click = Clic derecho
keys-right-click-what = lo mismo que Retroceso, con el ratón
keys-tab = Tab
keys-tab-what = moverse entre botones y campos (el tablero es una parada, justo después de la barra de menús); Espacio o Intro los pulsa
keys-page = Re Pág / Av Pág
keys-page-what = revisar la partida una jugada hacia atrás o hacia delante (también Izquierda/Derecha; Esc vuelve)
keys-f1 = F1
keys-f1-what = abrir esta ayuda
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = empezar una partida nueva (Partida > Nueva partida…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = sugerir una jugada (Partida > Sugerir jugada)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = abrir una disputa: congelar el tablero y registrar el desacuerdo (Partida > Abrir disputa)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = guardar la partida (Partida > Guardar)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = abrir una partida guardada (Partida > Abrir…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = salir (Partida > Salir); antes se pregunta qué hacer con las jugadas sin guardar
keys-zoom = Ctrl++ / Ctrl+-
keys-zoom-what = agrandar o reducir todo (Ver > Ampliar, Reducir); se conserva para la próxima vez
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = volver al tamaño real (Ver > Tamaño real)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = solo lectura: aquí no se hacen jugadas (otra ventana de Hopcard está jugando esta partida)
turn-take-back-last = Deshacer última jugada…
turn-computer-agrees = { $player } (el ordenador) está de acuerdo.
turn-agrees = { $player } está de acuerdo
turn-take-back = Deshacer
turn-keep-move = Mantener la jugada
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } y { $next }
turn-take-back-question = ¿Deshacer { $moves }? Todos los jugadores deben estar de acuerdo.
turn-game-over = Partida terminada
turn-move-number = Jugada { $number }
turn-move-number-review = Jugada { $number } (revisión)
turn-to-move = Turno de { $player }
turn-review-note = La partida está en la jugada { $number }: vuelve a ella (Esc) para jugar.
turn-computer-plays = El ordenador ({ $level }) juega el recorrido que se muestra en el tablero.
turn-computer-thinking = El ordenador ({ $level }) está pensando…
turn-play-route = Jugar recorrido
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Intro
turn-remove-hop = Quitar último salto
turn-remove-hop-keys = Retroceso o clic derecho
turn-cancel-route = Cancelar recorrido
turn-cancel-route-keys = Esc
turn-route-none = Haz clic en una de tus fichas; se marcan sus casillas de llegada. Haz clic en una casilla marcada o forma una cadena salto a salto.
turn-route-selected = { $hole } seleccionada. Haz clic en una casilla marcada.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Recorrido { $route }: { $verdict }
turn-hint = Pista: { $route }: { $reason }
turn-suggest = Sugerir jugada
turn-suggest-hover = El nivel más fuerte del ordenador busca una jugada (en menos de un segundo)
turn-dispute-this = Disputar esto
turn-dispute-refused-hover = Congelar el tablero y registrar el recorrido rechazado como disputa (cláusula { $clause })
turn-dispute-object-hover = Oponerse a este recorrido antes de que se juegue: el tablero se congela (cláusula { $clause })
turn-dispute = Abrir disputa
turn-dispute-hover = Los jugadores no están de acuerdo: congelar el tablero y anotar lo que se disputa (cláusula { $clause })
turn-dispute-disabled-hover = Ya hay una disputa abierta, o el tablero muestra un caso de explicación
turn-dispute-log = Registro de disputas…
turn-frozen = Tablero congelado por una disputa: no se puede jugar, pasar ni deshacer hasta que se resuelva.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } no tiene ninguna jugada legal: se ha comprobado su única ficha, con todos los pasos y cadenas de saltos en todas las direcciones. Queda certificado que puede pasar (cláusula { $clause }).
   *[other] { $player } no tiene ninguna jugada legal: se han comprobado sus { $pieces } fichas, con todos los pasos y cadenas de saltos en todas las direcciones. Queda certificado que puede pasar (cláusula { $clause }).
}
turn-pass = Pasar
turn-pass-disabled-hover = Solo se puede pasar cuando no hay ninguna jugada legal (cláusula { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Pasar: { $verdict }
turn-passes = Turnos pasados seguidos: { $passes } de { $seats } (una ronda completa es empate).

## The setup form (the card editor)

setup-heading = Nueva partida: acordar la tarjeta
setup-intro = La tarjeta se rellena entre todos. Cada jugador confirma abajo; cualquier cambio posterior retira las confirmaciones.
setup-start = Empezar partida
setup-show-card = Mostrar e imprimir la tarjeta
setup-show-card-disabled-hover = Cuando todos los jugadores la hayan confirmado, la tarjeta se podrá mostrar, exportar e imprimir antes de empezar la partida.
setup-cancel = Cancelar
# $problem says what the card still lacks.
setup-not-yet = Aún no: { $problem }.
setup-ready = Lista: todos los jugadores han confirmado esta tarjeta.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = ¿Restablecer los valores predeterminados de la tarjeta?
setup-reset-changes = Esto cambia:
setup-reset-withdraws = Se retiran las confirmaciones dadas hasta ahora.
setup-reset-yes = Restablecer estas opciones
setup-reset-no = Mantener mis opciones
setup-reset-nothing = Todas las opciones tienen ya el valor predeterminado de la tarjeta: no se ha cambiado nada.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Restablecidos los valores predeterminados de la tarjeta: { $changes }.
setup-reset-done-withdrawn = Restablecidos los valores predeterminados de la tarjeta: { $changes }. Confirmaciones retiradas.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Versión { $version } de la tarjeta, con { $count ->
    [one] el cambio acordado en una disputa
   *[other] los cambios acordados en las disputas
} de la última partida (en Cambios acordados). Todos los jugadores vuelven a confirmarla.
setup-version = Versión { $version } de la tarjeta, que sustituye a la versión { $previous }. Cambios: { $changes }.
setup-effective-from = En vigor desde: { $date }.
setup-players = Jugadores y colores
setup-number-of-players = Número de jugadores:
setup-n-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
setup-moves-first = Empieza:
setup-same-colour = Dos jugadores tienen el mismo color: elige colores distintos.
setup-player-name = Nombre del jugador { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = color
setup-player-colour = Color del jugador { $number }
setup-a-person = una persona
setup-the-computer = el ordenador ({ $level })
setup-played-by = jugado por
setup-player-seat = Jugador { $number } jugado por
setup-card-header = Encabezado de la tarjeta
setup-date = Fecha
setup-today = Hoy
setup-date-typed = o escríbela
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = AAAA-MM-DD
setup-date-typed-name = Fecha, escrita (AAAA-MM-DD)
setup-date-problem = Fecha: { $problem }
setup-rulebook = Juego o reglamento consultado
setup-rulebook-hint = p. ej., el folleto de nuestra caja
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = El reglamento
setup-clauses = Cláusulas y opciones
setup-reset = Restablecer valores de la tarjeta
setup-no-options = Las cláusulas 1 (preparación), 6 (pasar el turno) y 7 (disputas) no tienen opciones; la tarjeta las recoge completas.
setup-other-camps-two = Puntas de otros jugadores: no hay elección con dos jugadores (cada punta es de uno de ellos o de nadie).
setup-clause = Cláusula { $clause }: { $title }
setup-other-camps-open = Tres o más jugadores: hay que elegir esta regla expresamente; no hay valor predeterminado.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (tarjeta): { $description }
setup-agreed-changes = Cambios acordados
setup-no-differences = Ninguna opción difiere de la tarjeta.
setup-hints-allowed = Pistas permitidas: un jugador puede pedir al ordenador que sugiera una jugada
setup-free-changes = Otros cambios acordados (texto libre)
setup-free-changes-field = Los cambios acordados
setup-confirmations = Confirmaciones
setup-confirmations-intro = Cada jugador confirma estas opciones con su nombre o sus iniciales.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: confirmado como «{ $by }»
# $time is a date and a time ("2026-11-30 06:12 +01:00").
setup-confirmed-at = el { $time }
setup-withdraw = Retirar la confirmación de { $player }
setup-initials = Iniciales de { $player }
setup-confirm-as = Confirmar como { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: no se ha aceptado la escritura { $script } (U+{ $code }) porque ninguna fuente de este ordenador puede mostrarla; instala una fuente para ella (paquete { $package }) o escribe el nombre de otra forma

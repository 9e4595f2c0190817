# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
# Side names, capitalised and without article: "turno de Rojo".
colour = { $name ->
    [red] Rojo
    [blue] Azul
    [green] Verde
    [yellow] Amarillo
    [black] Negro
    [white] Blanco
    [orange] Naranja
    [purple] Morado
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
# Feminine: it counts "fichas". reason-swap-too-soon selects on "una" and
# "ninguna", so change those there too if they change here.
count-word = { $n ->
    [0] ninguna
    [1] una
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
   *[other] { $n }
}

# A camp's name; $camp is the board's code for it.
# As it reads after "punta" (f.): "la punta superior izquierda".
camp-name = { $camp ->
    [top] superior
    [bottom] inferior
    [upper-left] superior izquierda
    [upper-right] superior derecha
    [lower-left] inferior izquierda
    [lower-right] inferior derecha
   *[other] { $camp }
}
# Between the items of a list ("red, blue") and between the parts of one
# sentence ("no turn may end in …; no piece may land in …").
list-separator = {", "}
clause-separator = {"; "}

## Verdicts

verdict-legal = legal
verdict-legal-swap = intercambio legal
verdict-illegal-clause = ilegal (cláusula { $clause }): { $reason }
verdict-illegal = ilegal: { $reason }

## Reasons a route is refused

reason-game-over = la partida ha terminado
reason-pass-while-movable = { $colour } aún tiene una jugada legal (por ejemplo, { $example }), así que no puede pasar
reason-empty-route = el recorrido está vacío
reason-no-landing-after = el recorrido no indica ninguna casilla de llegada después de { $start }
reason-no-landing = el recorrido no indica ninguna casilla de llegada
reason-no-piece = la casilla { $start } está vacía: no hay ninguna ficha que mover
reason-not-movers-piece = en { $start } hay una ficha de { $holder }, pero es el turno de { $mover }
reason-after-step = { $before }-{ $from } fue un paso, y un paso termina la jugada: no puede seguir nada después ({ $to })
reason-lands-again-start = el recorrido vuelve a caer en { $hole }, la casilla de la que salió la ficha
reason-lands-again = el recorrido vuelve a caer en { $hole }, una casilla en la que ya había caído
reason-not-on-a-line = ir de { $from } a { $to } no es ni un paso ni un salto: no están en la misma línea
reason-step-after-hop = ir de { $from } a { $to } es un paso simple, que no puede seguir a un salto
reason-leaves-board = la línea de { $from } a { $to } se sale del tablero
reason-long-jump = ir de { $from } a { $to } es un salto largo, y esta tarjeta solo permite saltos normales
reason-not-a-hop = ir de { $from } a { $to } no es ni un paso ni un salto: un salto cae dos casillas más allá en la misma línea
reason-not-symmetric = ir de { $from } a { $to } no es ni un paso ni un salto: el puente debe estar justo a mitad de camino
reason-no-bridge = no hay puente: { $bridge }, entre { $from } y { $to }, está vacía
reason-obstructed = { $hole } está entre { $from } y { $to } y no está vacía: un salto largo necesita casillas vacías a ambos lados del puente
reason-occupied-own = { $hole } está ocupada por otra ficha de { $holder }: la casilla de llegada debe estar vacía
reason-occupied = { $hole } está ocupada por una ficha de { $holder }: la casilla de llegada debe estar vacía
reason-swap-from-home = en { $hole } hay una ficha de { $holder }: el intercambio es solo para la última ficha que entra desde fuera, y esta ficha de { $colour } empezó en su destino
# $needed and $home are count-word's words, never 0 and 1 as numbers.
reason-swap-too-soon = en { $hole } hay una ficha de { $holder }: el intercambio requiere { $needed ->
        [una] una ficha
       *[other] { $needed } fichas
    } de { $colour } en su destino, y { $colour } { $home ->
        [ninguna] no tiene ninguna
       *[other] tiene { $home }
    }
reason-leaves-destination-started = esta ficha de { $colour } empezó en su destino (en { $arrived }) y no puede caer fuera de él (en { $to })
reason-leaves-destination-reached = esta ficha de { $colour } llegó a su destino (en { $arrived }) y no puede caer fuera de él (en { $to })
reason-ends-outside-destination = esta ficha de { $colour } empezó el turno en su destino y debe terminarlo allí, no en { $end }
reason-no-rest = el turno no puede terminar en { $end }, que está en { $camp } ({ $ban })
reason-no-entry = { $hole } está en { $camp }, donde { $colour } no puede caer (otras puntas: no-entry)

## Camps

camp-centre = el centro
camp-start-of = la punta de salida de { $colour } ({ $camp })
camp-destination-of = el destino de { $colour } ({ $camp })
camp-unused = la punta sin usar ({ $camp })
camp-ban-unused-no-rest = puntas sin usar: no-rest
camp-ban-other-no-rest = otras puntas: no-rest
camp-ban-other-no-entry = otras puntas: no-entry
# What a restricted camp's holes say.
camp-restriction = Cláusula { $clause }: { $what }, en { $camp } ({ $ban })
camp-short-restriction = { $what } (cláusula { $clause })
camp-barred-no-entry = ninguna ficha puede caer aquí
camp-barred-no-rest = ningún turno puede terminar aquí
camp-marked-line = Marcado en el tablero, cláusula { $clause }: { $parts }.
camp-marked-no-rest = ningún turno puede terminar en { $camps }
camp-marked-no-entry = ninguna ficha puede caer en { $camps }
camp-the-unused-one = la punta sin usar ({ $camp })
camp-the-unused-many = las puntas sin usar ({ $camps })

## Routes and holes

route-empty = recorrido vacío: se esperaban casillas unidas por «-» (N2-M3) o «pass»
route-unknown-hole = casilla desconocida en el recorrido: { $hole } (las casillas van de A1 a Q1)
hole-unknown = casilla desconocida: { $hole }

## Setting up a position

setup-empty = posición vacía: se esperaban campos como red@bottom=N1,N2
setup-unknown-field = campo desconocido { $field }: se esperaba COLOUR@CAMP=HOLES, turn=COLOUR o passes=N
setup-repeated-field = campo repetido: { $field }
setup-bad-colour-case = color no válido { $given }: los colores se escriben en minúsculas, p. ej., { $lower }
setup-bad-colour = color no válido { $given }: los colores son palabras en minúsculas (a-z)
setup-repeated-colour = el color { $colour } aparece dos veces
setup-unknown-camp = punta desconocida { $camp }: se esperaba top, bottom, upper-left, upper-right, lower-left o lower-right
setup-missing-camp = { $colour } necesita @CAMP: solo en una posición de dos jugadores se pueden omitir las puntas
setup-camp-taken = dos jugadores en la misma punta: { $first } y { $second } están en la punta { $camp }
setup-default-camp-taken = dos jugadores en la misma punta: { $colour } no tenía punta, así que ocupó la punta { $camp } (la predeterminada del { $seat ->
        [0] primer
       *[other] segundo
    } jugador), donde está { $other }; asígnale una, p. ej., { $example }
setup-unknown-hole = casilla desconocida { $hole }: las casillas van de A1 a Q1 (filas A-Q, numeradas desde la izquierda)
setup-hole-twice = la casilla { $hole } aparece dos veces
setup-no-pieces = { $colour } no tiene fichas
setup-too-many-pieces = { $colour } tiene { $count } fichas: como máximo, { $most }
setup-unknown-turn = turn={ $colour }: ningún jugador tiene ese color
setup-bad-passes = valor de passes no válido { $given }: debe ser un número entero no mayor que el número de jugadores
setup-player-count = { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }: una posición necesita de 2 a { $most }
option-unknown-value = --{ $option } { $given }: se esperaba uno de estos valores: { $choices }
clause-unknown = { $number } no es una cláusula (la tarjeta tiene las cláusulas de la 1 a la 7)

## The card's clauses and options

clause-subject-setup = preparación
clause-subject-moving = movimiento
clause-subject-destination = llegada al destino
clause-subject-camps = puntas
clause-subject-blocking = bloqueos y final de la partida
clause-subject-passing = pasar el turno
clause-subject-disputes = disputas
option-title-movement = Cómo se mueven las fichas
option-title-dest-lock = Quedarse en el destino al llegar
option-title-completion = Terminar ante un bloqueo
option-title-other-camps = Puntas de otros jugadores
option-title-unused = Puntas sin usar
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = Cláusula { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = un paso a una casilla vecina, o una cadena de saltos normales, cada uno sobre una sola ficha adyacente
option-movement-long-jumps = como en «hops», pero un salto también puede ser largo: el mismo número de casillas vacías a cada lado del puente
option-dest-lock-never-leave = una ficha que ha llegado a su destino ya no puede caer fuera de él
option-dest-lock-end-inside = una ficha que empieza el turno en su destino debe terminarlo allí
option-dest-lock-free = las fichas que han llegado pueden volver a salir de su destino
option-completion-swap = gana quien lleva todas sus fichas a su destino; con nueve dentro, la última puede intercambiar su casilla con la de una ficha rival que le impida entrar
option-completion-strict = gana quien lleva todas sus fichas a su destino; una ficha rival que se quede en la última casilla impide terminar
option-completion-occupied = gana quien tiene su destino sin ninguna casilla vacía y al menos una ficha propia en él
option-other-camps-free = las puntas de otros jugadores se usan como el resto del tablero
option-other-camps-no-rest = las puntas de otros jugadores se pueden atravesar saltando, pero ningún turno puede terminar en ellas
option-other-camps-no-entry = no se puede caer en ninguna casilla de las puntas de otros jugadores (sí se puede saltar sobre una ficha que esté en ellas)
option-unused-free = las puntas en las que nadie empieza ni a las que nadie se dirige son libres para pasar por ellas y detenerse en ellas
option-unused-no-rest = las puntas sin usar se pueden atravesar, pero ningún turno puede terminar en ellas

## Languages

language-unknown = { $given } no es un idioma disponible en Hopcard: { $known }

level-name = { $level ->
    [easy] fácil
    [medium] medio
    [strong] fuerte
   *[other] { $level }
}
proposal-pass = pasar

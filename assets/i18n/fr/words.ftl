# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
    [black] Noir
    [white] Blanc
    [orange] Orange
    [purple] Violet
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] aucun
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
   *[other] { $n }
}

## Verdicts

verdict-legal = légal
verdict-legal-swap = échange légal
verdict-illegal-clause = illégal (article { $clause }) : { $reason }
verdict-illegal = illégal : { $reason }

## Reasons a route is refused

reason-game-over = la partie est terminée
reason-pass-while-movable = { $colour } a encore un coup légal (par exemple { $example }), donc passer son tour n'est pas permis
reason-empty-route = le parcours est vide
reason-no-landing-after = le parcours n'indique aucune case où se poser après { $start }
reason-no-landing = le parcours n'indique aucune case où se poser
reason-no-piece = { $start } est vide : il n'y a aucun pion à déplacer
reason-not-movers-piece = { $start } contient un pion de { $holder }, mais c'est au tour de { $mover }
reason-after-step = { $before }-{ $from } était un pas, et un pas termine le coup : rien ne peut le suivre ({ $to })
reason-lands-again-start = le parcours revient sur { $hole }, la case d'où le pion est parti
reason-lands-again = le parcours revient sur { $hole }, une case où il s'est déjà posé
reason-not-on-a-line = de { $from } à { $to }, ce n'est ni un pas ni un saut : les deux cases ne sont pas sur une même ligne
reason-step-after-hop = de { $from } à { $to }, c'est un simple pas, qui ne peut pas suivre un saut
reason-leaves-board = la ligne de { $from } à { $to } sort du plateau
reason-long-jump = de { $from } à { $to }, c'est un saut long, et cette carte n'autorise que les sauts ordinaires
reason-not-a-hop = de { $from } à { $to }, ce n'est ni un pas ni un saut : un saut se pose deux cases plus loin sur la ligne
reason-not-symmetric = de { $from } à { $to }, ce n'est ni un pas ni un saut : le pivot doit se trouver exactement à mi-chemin
reason-no-bridge = pas de pivot : { $bridge }, entre { $from } et { $to }, est vide
reason-obstructed = { $hole } se trouve entre { $from } et { $to } et n'est pas vide : un saut long exige des cases vides de part et d'autre du pivot
reason-occupied-own = la case { $hole } est occupée par un autre pion de { $holder } : on ne peut se poser que sur une case vide
reason-occupied = la case { $hole } est occupée par { $holder } : on ne peut se poser que sur une case vide
reason-swap-from-home = { $hole } contient un pion de { $holder } : l'échange est réservé au dernier pion qui entre de l'extérieur, et ce pion de { $colour } est parti de son camp d'arrivée
reason-swap-too-soon = { $hole } contient un pion de { $holder } : l'échange exige { $needed } pions de { $colour } dans son camp d'arrivée (actuellement : { $home })
reason-leaves-destination-started = ce pion de { $colour } est parti de son camp d'arrivée, en { $arrived }, et ne peut pas se poser hors de ce camp, en { $to }
reason-leaves-destination-reached = ce pion de { $colour } a atteint son camp d'arrivée en { $arrived } et ne peut plus se poser hors de ce camp, en { $to }
reason-ends-outside-destination = ce pion de { $colour } a commencé le tour dans son camp d'arrivée et doit l'y terminer, pas en { $end }
reason-no-rest = le tour ne peut pas se terminer en { $end }, dans { $camp } ({ $ban })
reason-no-entry = { $hole } se trouve dans { $camp }, où { $colour } ne peut pas se poser (autres camps : no-entry)

## Camps

camp-centre = le centre
camp-start-of = le camp de départ de { $colour } ({ $camp })
camp-destination-of = le camp d'arrivée de { $colour } ({ $camp })
camp-unused = le camp inutilisé ({ $camp })
camp-ban-unused-no-rest = camps inutilisés : no-rest
camp-ban-other-no-rest = autres camps : no-rest
camp-ban-other-no-entry = autres camps : no-entry
# What a restricted camp's holes say.
camp-restriction = Article { $clause } : { $what }, dans { $camp } ({ $ban })
camp-short-restriction = { $what } (article { $clause })
camp-barred-no-entry = aucun pion ne peut se poser ici
camp-barred-no-rest = aucun tour ne peut se terminer ici
camp-marked-line = Signalé sur le plateau, article { $clause } : { $parts }.
camp-marked-no-rest = aucun tour ne peut se terminer dans { $camps }
camp-marked-no-entry = aucun pion ne peut se poser dans { $camps }
camp-the-unused-one = le camp inutilisé ({ $camp })
camp-the-unused-many = les camps inutilisés ({ $camps })

## Routes and holes

route-empty = parcours vide : il faut des cases reliées par « - » (N2-M3) ou « pass »
route-unknown-hole = case inconnue { $hole } dans le parcours : les cases vont de A1 à Q1
hole-unknown = case inconnue { $hole }

## Setting up a position

setup-empty = position vide : il faut des champs comme red@bottom=N1,N2
setup-unknown-field = champ inconnu { $field } : attendu COLOUR@CAMP=HOLES, turn=COLOUR ou passes=N
setup-repeated-field = champ donné deux fois : { $field }
setup-bad-colour-case = couleur incorrecte { $given } : les couleurs s'écrivent en minuscules, par ex. { $lower }
setup-bad-colour = couleur incorrecte { $given } : les couleurs sont des mots en minuscules (a-z)
setup-repeated-colour = la couleur { $colour } figure deux fois
setup-unknown-camp = camp inconnu { $camp } : attendu top, bottom, upper-left, upper-right, lower-left ou lower-right
setup-missing-camp = { $colour } doit avoir un @CAMP : seule une position à deux joueurs peut omettre les camps
setup-camp-taken = deux joueurs dans le même camp : { $first } et { $second } sont tous deux dans le camp { $camp }
setup-default-camp-taken = deux joueurs dans le même camp : { $colour } n'a reçu aucun camp, il a donc pris le camp { $camp } (le camp par défaut du { $seat ->
        [0] premier
       *[other] second
    } joueur), où se trouve déjà { $other } ; donnez-lui-en un, par ex. { $example }
setup-unknown-hole = case inconnue { $hole } : les cases vont de A1 à Q1 (rangées A à Q, numérotées depuis la gauche)
setup-hole-twice = la case { $hole } figure deux fois
setup-no-pieces = { $colour } n'a aucun pion
setup-too-many-pieces = { $colour } a { $count } pions : { $most } au maximum
setup-unknown-turn = turn={ $colour } : aucun joueur n'a cette couleur
setup-bad-passes = valeur de passes incorrecte { $given } : il faut un nombre entier, au plus égal au nombre de joueurs
setup-player-count = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } : une position en demande de 2 à { $most }
option-unknown-value = --{ $option } { $given } : valeur attendue parmi { $choices }
clause-unknown = { $number } n'est pas un article (la carte compte les articles 1 à 7)

## The card's clauses and options

clause-subject-setup = mise en place
clause-subject-moving = déplacements
clause-subject-destination = arrivée au camp
clause-subject-camps = camps
clause-subject-blocking = blocage et fin de partie
clause-subject-passing = passer son tour
clause-subject-disputes = litiges
option-title-movement = Déplacement des pions
option-title-dest-lock = Rester dans le camp d'arrivée
option-title-completion = Finir face à un bloqueur
option-title-other-camps = Camps des autres joueurs
option-title-unused = Camps vides
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = Article { $clause }, { $title } : { $description } ({ $value })
option-movement-hops = un pas vers une case voisine, ou une suite de sauts ordinaires, chacun par-dessus un pion adjacent
option-movement-long-jumps = comme « hops », et un saut peut aussi être un saut long : autant de cases vides de part et d'autre du pivot
option-dest-lock-never-leave = un pion qui a atteint son camp d'arrivée ne se pose plus jamais hors de ce camp
option-dest-lock-end-inside = un pion qui commence son tour dans son camp d'arrivée doit y terminer ce tour
option-dest-lock-free = les pions arrivés peuvent ressortir de leur camp d'arrivée
option-completion-swap = on gagne avec tous ses pions arrivés ; avec neuf pions arrivés, le dernier peut échanger sa case avec un adversaire qui lui bloque l'entrée finale
option-completion-strict = on gagne avec tous ses pions arrivés ; un adversaire garé dans la dernière case bloque la fin
option-completion-occupied = on gagne quand aucune case du camp d'arrivée n'est vide et qu'au moins un de ses propres pions s'y trouve
option-other-camps-free = les camps des autres joueurs s'utilisent comme n'importe quelle case
option-other-camps-no-rest = on peut traverser les camps des autres joueurs en sautant, mais un tour ne peut pas s'y terminer
option-other-camps-no-entry = on ne se pose jamais dans les camps des autres joueurs (sauter par-dessus un pion qui s'y trouve est permis)
option-unused-free = les camps d'où personne ne part et où personne ne va sont libres : on peut les traverser et s'y arrêter
option-unused-no-rest = on peut traverser les camps inutilisés, mais un tour ne peut pas s'y terminer

## Languages

language-unknown = { $given } n'est pas une langue que parle Hopcard : { $known }

# A camp's name; $camp is the board's code for it.
camp-name = { $camp ->
    [top] haut
    [bottom] bas
    [upper-left] haut gauche
    [upper-right] haut droite
    [lower-left] bas gauche
    [lower-right] bas droite
   *[other] { $camp }
}
list-separator = {", "}
clause-separator = {" ; "}

level-name = { $level ->
    [easy] facile
    [medium] moyen
    [strong] fort
   *[other] { $level }
}
proposal-pass = passer

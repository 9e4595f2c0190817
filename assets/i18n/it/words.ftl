# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] Rosso
    [blue] Blu
    [green] Verde
    [yellow] Giallo
    [black] Nero
    [white] Bianco
    [orange] Arancione
    [purple] Viola
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] nessuna
    [1] una
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
    [6] sei
    [7] sette
    [8] otto
    [9] nove
    [10] dieci
   *[other] { $n }
}

## Verdicts

verdict-legal = legale
verdict-legal-swap = scambio legale
verdict-illegal-clause = illegale (articolo { $clause }): { $reason }
verdict-illegal = illegale: { $reason }

## Reasons a route is refused

reason-game-over = la partita è finita
reason-pass-while-movable = { $colour } ha ancora una mossa legale (per esempio { $example }), quindi non può passare il turno
reason-empty-route = il percorso è vuoto
reason-no-landing-after = il percorso non indica dove atterrare dopo { $start }
reason-no-landing = il percorso non indica dove atterrare
reason-no-piece = la casella { $start } è vuota: non c'è nessuna pedina da muovere
reason-not-movers-piece = in { $start } c'è una pedina di { $holder }, ma tocca a { $mover }
reason-after-step = { $before }-{ $from } era un passo, e un passo chiude la mossa: dopo non può venire nient'altro ({ $to })
reason-lands-again-start = il percorso atterra di nuovo su { $hole }, la casella da cui la pedina è partita
reason-lands-again = il percorso atterra di nuovo su { $hole }, una casella su cui è già atterrato
reason-not-on-a-line = da { $from } a { $to } non è né un passo né un salto: le due caselle non sono sulla stessa linea
reason-step-after-hop = da { $from } a { $to } è un passo semplice, che non può seguire un salto
reason-leaves-board = la linea da { $from } a { $to } esce dal tavoliere
reason-long-jump = da { $from } a { $to } è un salto lungo, e questa scheda ammette solo salti ordinari
reason-not-a-hop = da { $from } a { $to } non è né un passo né un salto: un salto atterra due caselle più avanti sulla linea
reason-not-symmetric = da { $from } a { $to } non è né un passo né un salto: il ponte deve trovarsi esattamente a metà strada
reason-no-bridge = manca il ponte: la casella { $bridge }, tra { $from } e { $to }, è vuota
reason-obstructed = la casella { $hole } si trova tra { $from } e { $to } e non è vuota: un salto lungo richiede caselle vuote da entrambi i lati del ponte
reason-occupied-own = la casella { $hole } è occupata da un'altra pedina di { $holder }: si può atterrare solo su una casella vuota
reason-occupied = la casella { $hole } è occupata da { $holder }: si può atterrare solo su una casella vuota
reason-swap-from-home = in { $hole } c'è una pedina di { $holder }: lo scambio spetta solo all'ultima pedina che entra da fuori, e questa pedina di { $colour } è partita dalla sua base di arrivo
reason-swap-too-soon = in { $hole } c'è una pedina di { $holder }: lo scambio richiede { $needed } pedine di { $colour } nella sua base di arrivo (ora: { $home })
reason-leaves-destination-started = questa pedina di { $colour } è partita dalla sua base di arrivo, in { $arrived }, e non può atterrare fuori dalla base, in { $to }
reason-leaves-destination-reached = questa pedina di { $colour } ha raggiunto la sua base di arrivo in { $arrived } e non può più atterrare fuori dalla base, in { $to }
reason-ends-outside-destination = questa pedina di { $colour } ha iniziato il turno nella sua base di arrivo e deve finirlo lì, non in { $end }
reason-no-rest = il turno non può finire in { $end }, dentro { $camp } ({ $ban })
reason-no-entry = la casella { $hole } è dentro { $camp }, dove { $colour } non può atterrare (basi altrui: no-entry)

## Camps

camp-centre = la zona centrale
camp-start-of = la base di partenza di { $colour } ({ $camp })
camp-destination-of = la base di arrivo di { $colour } ({ $camp })
camp-unused = la base inutilizzata ({ $camp })
camp-ban-unused-no-rest = basi inutilizzate: no-rest
camp-ban-other-no-rest = basi altrui: no-rest
camp-ban-other-no-entry = basi altrui: no-entry
# What a restricted camp's holes say.
camp-restriction = Articolo { $clause }: { $what }, dentro { $camp } ({ $ban })
camp-short-restriction = { $what } (articolo { $clause })
camp-barred-no-entry = nessuna pedina può atterrare qui
camp-barred-no-rest = nessun turno può finire qui
camp-marked-line = Segnalato sul tavoliere, articolo { $clause }: { $parts }.
camp-marked-no-rest = nessun turno può finire dentro { $camps }
camp-marked-no-entry = nessuna pedina può atterrare dentro { $camps }
camp-the-unused-one = la base inutilizzata ({ $camp })
camp-the-unused-many = le basi inutilizzate ({ $camps })

## Routes and holes

route-empty = percorso vuoto: servono caselle unite da «-» (N2-M3) oppure «pass»
route-unknown-hole = casella sconosciuta { $hole } nel percorso: le caselle vanno da A1 a Q1
hole-unknown = casella sconosciuta { $hole }

## Setting up a position

setup-empty = posizione vuota: servono campi come red@bottom=N1,N2
setup-unknown-field = campo sconosciuto { $field }: previsto COLOUR@CAMP=HOLES, turn=COLOUR o passes=N
setup-repeated-field = campo indicato due volte: { $field }
setup-bad-colour-case = colore non valido { $given }: i colori si scrivono in minuscolo, ad es. { $lower }
setup-bad-colour = colore non valido { $given }: i colori sono parole in minuscolo (a-z)
setup-repeated-colour = il colore { $colour } compare due volte
setup-unknown-camp = base sconosciuta { $camp }: deve essere top, bottom, upper-left, upper-right, lower-left o lower-right
setup-missing-camp = { $colour } richiede @CAMP: solo una posizione a due giocatori può omettere le basi
setup-camp-taken = due giocatori nella stessa base: { $first } e { $second } sono entrambi nella base { $camp }
setup-default-camp-taken = due giocatori nella stessa base: a { $colour } non è stata assegnata una base, quindi ha preso la base { $camp } (la base predefinita del { $seat ->
        [0] primo
       *[other] secondo
    } giocatore), dove si trova già { $other }; indicane una, ad es. { $example }
setup-unknown-hole = casella sconosciuta { $hole }: le caselle vanno da A1 a Q1 (righe A-Q, numerate da sinistra)
setup-hole-twice = la casella { $hole } compare due volte
setup-no-pieces = { $colour } non ha pedine
setup-too-many-pieces = { $colour } ha { $count } pedine: al massimo { $most }
setup-unknown-turn = turn={ $colour }: nessun giocatore ha quel colore
setup-bad-passes = valore di passes non valido { $given }: serve un numero intero, non superiore al numero di giocatori
setup-player-count = { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }: una posizione ne richiede da 2 a { $most }
option-unknown-value = --{ $option } { $given }: previsto uno tra { $choices }
clause-unknown = { $number } non è un articolo (la scheda ha gli articoli da 1 a 7)

## The card's clauses and options

clause-subject-setup = preparazione
clause-subject-moving = movimento
clause-subject-destination = arrivo nella base
clause-subject-camps = basi
clause-subject-blocking = blocchi e fine partita
clause-subject-passing = passare il turno
clause-subject-disputes = contestazioni
option-title-movement = Come si muovono le pedine
option-title-dest-lock = Restare nella base di arrivo
option-title-completion = Finire contro chi blocca
option-title-other-camps = Basi degli altri giocatori
option-title-unused = Basi vuote
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = Articolo { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = un passo verso una casella vicina, oppure una serie di salti ordinari, ognuno sopra una pedina adiacente
option-movement-long-jumps = come «hops», e un salto può anche essere un salto lungo: lo stesso numero di caselle vuote da entrambi i lati del ponte
option-dest-lock-never-leave = una pedina che ha raggiunto la base di arrivo non atterra mai più fuori da essa
option-dest-lock-end-inside = una pedina che inizia il turno nella base di arrivo deve finirlo lì
option-dest-lock-free = le pedine arrivate possono uscire di nuovo dalla base di arrivo
option-completion-swap = vince chi ha tutte le pedine nella base di arrivo; con nove arrivate, l'ultima può scambiare casella con un avversario che le blocca l'ingresso finale
option-completion-strict = vince chi ha tutte le pedine nella base di arrivo; un avversario fermo nell'ultima casella impedisce di finire
option-completion-occupied = vince quando nessuna casella della base di arrivo è vuota e almeno una pedina propria vi si trova
option-other-camps-free = le basi degli altri giocatori si usano come qualsiasi casella
option-other-camps-no-rest = le basi degli altri giocatori si possono attraversare saltando, ma un turno non può finire lì
option-other-camps-no-entry = nessun atterraggio nelle basi degli altri giocatori (saltare sopra una pedina che vi si trova è consentito)
option-unused-free = le basi da cui nessuno parte e verso cui nessuno va si possono attraversare liberamente e ci si può fermare
option-unused-no-rest = le basi inutilizzate si possono attraversare, ma un turno non può finire lì

## Languages

language-unknown = { $given } non è una lingua disponibile in Hopcard: { $known }

# A camp's name; $camp is the board's code for it.
camp-name = { $camp ->
    [top] in alto
    [bottom] in basso
    [upper-left] in alto a sinistra
    [upper-right] in alto a destra
    [lower-left] in basso a sinistra
    [lower-right] in basso a destra
   *[other] { $camp }
}
list-separator = {", "}
clause-separator = {"; "}

level-name = { $level ->
    [easy] facile
    [medium] medio
    [strong] forte
   *[other] { $level }
}
proposal-pass = passare

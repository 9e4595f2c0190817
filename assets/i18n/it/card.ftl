# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = Preparazione: dieci pedine a testa; { $seating }. Muove per primo: { $first }; poi il turno passa nell'ordine indicato. { $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour } parte dalla base { $start } e va verso la base { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = il primo giocatore
clause-text-hints-on = Ogni giocatore può chiedere al computer di suggerirgli una mossa (suggerimento).
clause-text-hints-off = Niente suggerimenti: nessuno chiede al computer di suggerire una mossa.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Movimento: nel proprio turno il giocatore muove una delle sue pedine, con un solo passo verso una casella vicina vuota, che chiude la mossa, oppure con una catena di { $movement ->
    [long] salti, anche lunghi
   *[hops] salti
}. { $rule } La catena può fermarsi dopo qualsiasi salto; non atterra mai due volte sulla stessa casella né sulla casella di partenza, che conta come vuota finché la catena è in corso. Nessuna pedina viene tolta dal tavoliere.
clause-text-movement-hops = Ogni salto scavalca una pedina adiacente di qualsiasi colore (il ponte) e atterra sulla casella vuota subito dopo, in linea retta; niente salti lunghi.
clause-text-movement-long = Ogni salto scavalca in linea retta una pedina di qualsiasi colore (il ponte), con tante caselle vuote dopo il ponte quante ce ne sono prima, e atterra su una casella vuota; il salto ordinario è il caso più corto.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Arrivo nella base: { $rule }
clause-text-dest-lock-every-landing = Quando una pedina è nella sua base di arrivo, ogni suo atterraggio successivo deve restare dentro la base; muoversi al suo interno è consentito. Arrivare non significa ancora vincere.
clause-text-dest-lock-turn-end = Una pedina che inizia il turno nella sua base di arrivo deve finire il turno dentro la base; durante la catena può uscirne con un salto e rientrare.
clause-text-dest-lock-off = Le pedine arrivate possono uscire di nuovo dalla base di arrivo; conta solo il completamento finale.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Basi: la propria base di partenza e la propria base di arrivo sono sempre consentite a ogni giocatore. { $others } { $unused }
clause-text-other-camps-allowed = Le basi degli altri giocatori si usano come qualsiasi altra casella.
clause-text-other-camps-no-rest = Le basi degli altri giocatori si possono attraversare saltando, ma nessun turno può finire al loro interno.
clause-text-other-camps-no-entry = Nessuna pedina può atterrare nella base di un altro giocatore; saltare sopra una pedina che vi si trova è però consentito.
clause-text-other-camps-not-chosen = Basi degli altri giocatori: REGOLA NON ANCORA SCELTA; con tre o più giocatori, i giocatori devono sceglierla prima dell'inizio della partita.
clause-text-unused-usable = Le basi da cui nessuno parte e verso cui nessuno va restano libere: ci si può passare e ci si può fermare.
clause-text-unused-no-rest = Le basi da cui nessuno parte e verso cui nessuno va si possono attraversare, ma nessun turno può finire al loro interno.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Blocchi e fine partita: { $rule }
clause-text-completion-swap = Vince chi ha tutte le pedine nella base di arrivo. Solo quando nove pedine sono arrivate e una pedina avversaria impedisce alla decima un ingresso finale altrimenti legale, le due pedine possono scambiarsi di casella, e così il giocatore completa l'arrivo. Non ci sono altri scambi né catture.
clause-text-completion-ten = Vince chi ha tutte le pedine nella base di arrivo. Una pedina avversaria ferma nell'ultima casella impedisce semplicemente di finire; non ci sono scambi né catture.
clause-text-completion-available = Un giocatore vince quando nessuna casella della sua base di arrivo è vuota e almeno una delle sue pedine vi si trova; le caselle occupate dagli avversari contano come piene.
# Clause 6.
clause-text-passing = Passare il turno: un giocatore può passare il turno solo quando nessuna delle sue pedine può fare un passo legale o una catena di salti legale; lo si verifica pedina per pedina, in ogni direzione. Se tutti i giocatori passano il turno uno dopo l'altro senza che nessuno muova o vinca, la partita finisce con un pareggio concordato.
# Clause 7.
clause-text-disputes = Contestazioni: se i giocatori non sono d'accordo, ci si ferma prima di muovere qualsiasi pedina e si annotano la pedina, il percorso, l'articolo e le caselle. Decide questa scheda; una modifica delle regole richiede una nuova scheda confermata da tutti e vale a partire da una nuova partita.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Giocatore { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = una nuova partita (una partita già iniziata con la versione { $version } mantiene le sue regole)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = SCHEDA CONCORDATA HOPCARD
card-text-title-line = { $title } - versione { $version }
card-decides = Regole della casa concordate prima della partita. Decide questa scheda.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NON CONFERMATA da { $players }: finché tutti i giocatori non l'avranno confermata, questa scheda è solo una proposta.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, fa la prima mossa)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Giocatori/colori
card-text-date = Data: { $date }
card-text-rulebook = Confezione/regolamento consultato
card-rulebook-not-noted = non indicato
card-text-no-changes = Modifiche concordate: nessuna (opzioni come da scheda)
card-text-changes = Modifiche concordate:
card-text-replaces = Questa versione sostituisce la versione { $version }, impronta { $fingerprint }
card-text-changed-from = Modifiche rispetto alla versione { $version }:
card-text-takes-effect = In vigore da
card-heading-clauses = I SETTE ARTICOLI
card-heading-confirmations = CONFERME
card-text-confirm-how = Ogni giocatore conferma la scheda con il nome o le iniziali e l'ora:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: ha confermato come «{ $by }» il { $time }
card-not-confirmed = { $who }: NON HA CONFERMATO
card-text-fingerprint = Impronta: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Confrontatela con la copia su carta: la stessa impronta significa la stessa scheda (stessi giocatori, stesse scelte e stesse parole scritte, in qualunque lingua sia stampata); qualsiasi modifica ne dà un'altra. Non è una firma: chiunque può calcolarla. Chi ha dato il proprio accordo lo dicono le conferme e le vostre firme a penna.
card-status-no-fingerprint = Stato: impronta non ancora presa (viene presa all'inizio della partita)
card-status-matches = Stato: invariata da quando ne è stata presa l'impronta
card-status-changed = Stato: MODIFICATA DOPO LA PRESA DELL'IMPRONTA; tutti devono riconfermarla

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = articolo { $clause } { $option }: { $value }
card-change-no-hints = articolo { $clause }, niente suggerimenti: nessuno chiede al computer di suggerire una mossa
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = articolo { $clause }, concordata nella contestazione { $dispute } (mossa { $move_number }, versione { $version } della scheda): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = articolo { $clause } { $rule }, concordata nella contestazione { $dispute } (mossa { $move_number }, versione { $version } della scheda): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = articolo { $clause } { $option }: { $before } diventa { $after }
card-change-free-withdrawn = le altre modifiche concordate sono state ritirate
card-change-free-now = le altre modifiche concordate ora dicono: { $text }
card-change-none = le regole sono quelle della versione { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
date-long = { $day } { $month } { $year }
# A calendar's heading, "February 1999".
date-month-year = { $month } { $year }
date-month-1 = gennaio
date-month-2 = febbraio
date-month-3 = marzo
date-month-4 = aprile
date-month-5 = maggio
date-month-6 = giugno
date-month-7 = luglio
date-month-8 = agosto
date-month-9 = settembre
date-month-10 = ottobre
date-month-11 = novembre
date-month-12 = dicembre
# $text is what was typed, already quoted.
date-error-form = data non valida { $text }: previsto AAAA-MM-GG, ad es. 2026-11-30
date-error-no-such-day = data non valida { $text }: quel giorno non esiste

## Fields of the card, as its errors name them ("player 2's name has …")
## Italian: each field is named with "in" ("nel nome del giocatore 2"), and
## the entry- messages of errors.ftl follow it ("c'è il carattere …"), so
## that no verb has to agree with a singular or plural field.

card-field-name = nel nome del giocatore { $player }
card-field-colour = nel colore del giocatore { $player }
card-field-initials = nelle iniziali del giocatore { $player }
card-field-time = nell'ora di conferma del giocatore { $player }
card-field-rulebook = nel regolamento consultato
card-field-changes = nelle modifiche concordate
card-field-effective = nel campo «In vigore da»
card-field-dispute-change = in una modifica concordata in una contestazione
card-field-earlier-changes = nelle modifiche concordate della versione precedente
card-field-earlier-fingerprint = nell'impronta precedente

## The fingerprint

card-seal-no-fingerprint = ancora senza impronta
card-seal-matches = invariata da quando ne è stata presa l'impronta
card-seal-changed = modificata da quando ne è stata presa l'impronta
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } non è un'impronta: servono 16 cifre esadecimali in gruppi di quattro, come 1A2B-3C4D-5E6F-7081 (oppure tutte le 64 cifre)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = è di { $bytes } byte, troppo grande per una scheda concordata (al massimo { $max })
card-error-not-text = non è un file di testo (non è UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = è { $form ->
    [pdf] il PDF stampabile
   *[text] il testo stampabile
} di una scheda, da leggere e firmare su carta; si può verificare o importare solo il file della scheda (RON, creato con «card new» o con «Esporta scheda come RON»)
card-error-syntax = non è una scheda concordata leggibile: { $problem }
card-error-invalid = non è una scheda concordata utilizzabile: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] testo
}
card-shape-player-count = indica { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}; una scheda ne ha da 2 a 6
card-shape-confirmation-slots = indica { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
} ma ha { $slots ->
    [one] { $slots } spazio per le conferme
   *[other] { $slots } spazi per le conferme
}
card-shape-first = il giocatore { $first } muove per primo, ma la scheda indica { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}
card-shape-version-zero = versione 0: le versioni iniziano da 1
card-shape-no-such-date = la data { $date } non esiste
card-shape-supersedes = la versione { $version } non può sostituire la versione { $previous }

## Why a card cannot start a game yet

card-problem-missing-name = manca il nome del giocatore { $player }
# $colour arrives as the card's colour code (red): named as words.ftl names it.
card-problem-same-colour = due giocatori hanno scelto { $colour ->
    [red] Rosso
    [blue] Blu
    [green] Verde
    [yellow] Giallo
    [black] Nero
    [white] Bianco
    [orange] Arancione
    [purple] Viola
   *[other] { $colour }
}: i colori devono essere diversi
card-problem-player-count = impossibile disporre { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}: il tavoliere ha basi di partenza per 2, 3, 4 o 6 giocatori
card-problem-other-camps = con tre o più giocatori, scegliete esplicitamente la regola per le basi degli altri giocatori (articolo { $clause })
card-problem-not-confirmed = { $name } non ha ancora confermato la scheda
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

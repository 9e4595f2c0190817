# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# Italian: a dispute record is a "verbale", the dispute log the "registro
# delle contestazioni", the game record the "registro della partita".

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (casella vuota)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = ancora niente
dispute-route-no-landing = { $route } (ancora nessun atterraggio)
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = Scheda applicata
dispute-resolution-withdrawn = Ritirata
dispute-resolution-change = Modifica concordata per una nuova partita
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = articolo { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = NESSUNA: data e ora, dichiarazioni e risoluzione non si possono verificare (un verbale di prima delle impronte dei verbali, o uno la cui impronta è stata rimossa)
dispute-fingerprint-record = { $fingerprint } (copre ogni riga di questo verbale: confrontatela con la copia su carta)
dispute-fingerprint-chain = { $fingerprint } (copre ogni riga di questo verbale, la partita in cui è stata sollevata la contestazione e ogni contestazione precedente: confrontatela con la copia su carta)

## Why a dispute request was refused

dispute-error-none-open = non c'è nessuna contestazione aperta
dispute-error-unknown-player = il giocatore { $player } non esiste
dispute-error-no-route = la contestazione non indica ancora un percorso: clicca sulla pedina che muove, poi sui suoi atterraggi
dispute-error-empty-change = prima scrivete la modifica su cui i giocatori sono d'accordo
# $problem says what is wrong with the typed text.
# Italian: the entry- messages follow "nel testo" ("nel testo c'è …").
dispute-error-entry = nel testo { $problem }

## A dispute record as text (labels padded so the values line up)

dispute-text-title-open = Contestazione { $number } (aperta)
dispute-text-title-resolved = Contestazione { $number } (risolta)
dispute-text-raised-by = Sollevata da:      { $name }
dispute-text-time = Data e ora:        { $time }
dispute-text-turn = Di turno:          { $name } (mossa { $move_number })
dispute-text-piece = Pedina che muove:  { $piece }
dispute-text-route = Percorso proposto: { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Articolo citato:   { $clause }. { $text }
dispute-text-verdict = Verdetto:          { $verdict }
dispute-text-rules = Regole:
dispute-text-position = Posizione:         { $position }
dispute-text-statements = Dichiarazioni:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (nessuna dichiarazione)
dispute-text-no-resolution = Risoluzione:       nessuna per ora (il tavoliere è congelato)
dispute-text-resolution = Risoluzione:       { $resolution }, il { $time }
dispute-text-agreed-change = Modifica concordata:
dispute-text-next-card = Prossima scheda:   { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Effetto:           { $effect }
dispute-text-fingerprint = Impronta del verbale: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = Legenda: . casella vuota, { $colours }, * pedina che muove, 1-9 atterraggi nell'ordine del percorso

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = contestazione { $number }, campo `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } non è un posto di questa partita
# $recorded and $derived are already quoted.
dispute-record-differs = il verbale dice { $recorded }, ma dalla posizione, dal percorso e dalle regole registrati il motore ricava { $derived }
dispute-record-changed = modificato dopo che Hopcard ha scritto il verbale (non corrisponde più all'impronta del verbale)
dispute-record-not-a-stamp = { $text } non è una data e ora scritta da Hopcard (come 2025-03-14 19:30 UTC)
dispute-record-missing = manca: il formato di questo file registra sempre l'impronta del verbale, quindi è stata rimossa a mano
dispute-record-out-of-sequence = è il verbale { $place } del file, ma ha il numero { $number }: le contestazioni sono numerate 1, 2, 3… nell'ordine in cui sono state sollevate (un verbale duplicato, tagliato o spostato a mano?)
dispute-record-open-before-last = ancora aperta, ma è stata sollevata una contestazione successiva (solo l'ultima può essere aperta)
dispute-record-game-missing = manca, ma un verbale precedente lo contiene: da quando ha cominciato a farlo, Hopcard scrive per ogni contestazione la partita in cui è stata sollevata (rimosso a mano?)
dispute-record-other-game = indica una partita diversa da questa com'era al momento della contestazione (scheda, inizio, posti, mosse e contestazioni precedenti): spostato qui da un'altra partita?
dispute-record-not-in-game = questa partita non è mai stata in quella posizione prima di quella mossa (spostato qui da un'altra partita?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [one] { $count } dichiarazione
   *[other] { $count } dichiarazioni
}
dispute-record-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Registro delle contestazioni Hopcard (formato { $version }): { $count ->
    [one] { $count } contestazione
   *[other] { $count } contestazioni
}
dispute-log-not-text = non è un file di testo (non è UTF-8)
dispute-log-serialize = impossibile scrivere il registro delle contestazioni: { $problem }
dispute-log-parse = non è un registro delle contestazioni in formato RON: { $problem }
dispute-log-version-zero = versione 0: i registri delle contestazioni iniziano dalla 1
dispute-log-record-missing = campo `record`: manca, ma questo formato di registro contiene sempre l'impronta dei suoi verbali (rimossa a mano?)
dispute-log-record-differs = campo `record`: i verbali non corrispondono più all'impronta del registro (un verbale è stato eliminato, aggiunto, modificato o spostato a mano)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = campo `version`: indica { $version }, ma { $newer }: la versione è stata abbassata a mano?
dispute-log-newer-version = il formato { $version } del registro delle contestazioni è più recente di quelli che questo Hopcard sa leggere (fino al { $known })
dispute-log-newer-seal = la contestazione { $number } ha un'impronta del verbale (`seal`), che Hopcard scrive dal formato 2 in poi
dispute-log-newer-rule-change = la contestazione { $number } concorda un'opzione di regola per la prossima scheda, cosa che Hopcard scrive dal formato 2 in poi
dispute-log-newer-raised-in = la contestazione { $number } indica la partita in cui è stata sollevata (`raised_in`), cosa che Hopcard scrive dal formato 4 in poi

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = non c'è nessuna mossa da ritirare
game-error-frozen = il tavoliere è congelato da una contestazione aperta: prima risolvetela o ritiratela
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Pareggio concordato: un giro completo di turni passati, nessuno poteva muovere.
game-result-win-swap = { $player } vince con lo scambio all'ingresso finale (articolo { $clause }): l'ultima pedina ha scambiato casella con quella che la bloccava.
game-result-win-ten = { $player } vince con tutte le pedine nella base di arrivo (articolo { $clause }).
game-result-win-available = { $player } vince per la regola delle caselle disponibili (articolo { $clause }): nella base di arrivo non resta nessuna casella vuota.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } scambio
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (scambio all'ingresso finale)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (ritirata)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = ritirata: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (contestata: { $count ->
    [one] contestazione
   *[other] contestazioni
} { $numbers })
history-line-after-hint = { $line } (dopo un suggerimento)

## The game record as text ("Export game record")

game-record-title = Registro della partita Hopcard
game-record-card = Scheda: versione { $version }, impronta { $fingerprint }, data { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Giocatori: { $players }
# $level is the computer's level (easy, medium, hard).
# $level arrives as its code: named here as level-name of words.ftl names it.
game-record-computer-player = { $player } giocato dal computer ({ $level ->
    [easy] facile
    [medium] medio
    [strong] forte
   *[other] { $level }
})
game-record-hints-off = Suggerimenti: nessuno (articolo { $clause }: nessuno chiede al computer di suggerire una mossa)
game-record-hints-none = Suggerimenti: nessuno richiesto
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Suggerimenti: uno, prima della mossa { $moves }
   *[other] Suggerimenti: prima delle mosse { $moves }
}
game-record-taken-back = mossa { $number } ({ $who } { $route }) ritirata con l'accordo di tutti i giocatori
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Contestazione { $number } alla mossa { $move_number }, sollevata da { $by }, articolo { $clause }: { $route } ({ $ending })
game-record-dispute-open = ancora aperta
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Risultato: { $result }
game-record-not-finished = partita non finita; il gioco continua.
game-record-fingerprint = Impronta del registro: { $fingerprint } (tutta la partita finora: mosse, ritiri, contestazioni; hopcard replay FILE --expect confronta un file con questa impronta)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries } voci per { $seats } posti (è prevista una voce per posto)
game-file-computer-seat = il posto { $seat } è di una persona (la sua conferma non è quella del computer a livello { $level })
game-file-hint-entries = { $entries } voci, ma la partita ha { $moves } mosse
game-file-hint-move = la mossa { $number } è fuori ordine o non è una mossa di questa partita

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Scheda concordata Hopcard, versione { $version } · impronta { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Scheda concordata Hopcard, versione { $version }
# $title is card-text-title.
print-card-heading = { $title } · versione { $version }
print-heading-players = GIOCATORI
# A player's line; $start and $goal are camp names.
print-player = { $name } ({ $colour }): parte dalla base { $start }, va verso la base { $goal }
print-player-first = { $name } ({ $colour }): parte dalla base { $start }, va verso la base { $goal }, fa la prima mossa
print-label-fingerprint = Impronta
print-label-date = Data
print-label-rulebook = Regolamento
print-label-changes = Modifiche concordate
print-no-changes = nessuna (opzioni come da scheda)
print-label-replaces = Sostituisce
print-replaces = versione { $version } (impronta { $fingerprint }): { $changes }
print-label-takes-effect = In vigore da
print-confirm-how = Ogni giocatore conferma la scheda con il nome o le iniziali, poi firma a penna qui sotto.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = firma di { $who }
print-heading-fingerprint = IMPRONTA
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Per confrontare un file della scheda con questo foglio: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · pagina { $page } di { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Verbale di contestazione Hopcard
print-dispute-footer-card = Verbale di contestazione Hopcard · versione { $version } della scheda, impronta { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Verbale Hopcard della contestazione { $number }
print-dispute-title-many = Verbali delle contestazioni Hopcard
print-dispute-heading-open = VERBALE HOPCARD · contestazione { $number } (aperta)
print-dispute-heading-resolved = VERBALE HOPCARD · contestazione { $number } (risolta)
print-label-game-card = Scheda della partita
print-game-card = versione { $version }, impronta { $fingerprint }
print-label-game-record = Impronta del registro della partita
print-game-record = { $fingerprint } (tutta la partita finora: mosse, ritiri, contestazioni)
print-heading-signatures = FIRME
print-label-raised-by = Sollevata da
print-label-time = Data e ora
print-label-turn = Di turno
print-turn = { $name } (mossa { $move_number })
print-label-piece = Pedina che muove
print-label-route = Percorso proposto
print-label-clause = Articolo citato
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Verdetto
print-label-rules = Regole
print-label-record = Impronta del verbale
print-heading-statements = DICHIARAZIONI
print-no-statement = (nessuna dichiarazione)
print-heading-resolution = RISOLUZIONE
print-no-resolution = Nessuna per ora: il tavoliere resta congelato finché la contestazione non viene risolta.
print-label-resolution = Risoluzione
print-resolution = { $resolution }, il { $time }
print-label-agreed-change = Modifica concordata
print-label-next-card = Prossima scheda
print-label-effect = Effetto
print-heading-board = IL TAVOLIERE AL MOMENTO DELLA CONTESTAZIONE
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = Legenda: i puntini grigi sono caselle vuote; ogni pedina porta la lettera del suo colore ({ $colours }); la pedina cerchiata è quella che muove; 1, 2, … sono gli atterraggi del percorso, in ordine. La riga A è in alto, la riga Q in basso.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } non è un formato di carta: usa a4 o letter
print-error-font = impossibile leggere il font incorporato
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } (scrittura { $script }) non si può stampare: nessun font di questo computer lo contiene; installa un font adatto (pacchetto { $package }) e stampa di nuovo
print-error-write = impossibile scrivere il PDF: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = percorso, posizione, giocatori o partita

print-board-key-colour = { $letter } = { $colour }

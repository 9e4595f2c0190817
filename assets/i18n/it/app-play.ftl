# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.

## Menu bar

menu-game = Partita
menu-rules = Regole
menu-view = Visualizza
menu-help = Aiuto
# Help > Help: opens the Help window.
menu-help-window = Guida (F1)
menu-new-game = Nuova partita…
menu-disputes = Contestazioni…
menu-export-record = Esporta registro della partita come testo…
menu-print-card = Stampa scheda…
menu-print-disputes = Stampa registro contestazioni…
menu-quit = Esci
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Mostra nomi delle caselle
menu-play-at-once = Gioca subito l'atterraggio cliccato
menu-animate = Anima le mosse
menu-letters = Segna le pedine con lettere
menu-colour-blind-safe = Colori adatti ai daltonici
# View > Language: the system's language, then each language by its own name.
menu-language = Lingua
menu-language-system = Lingua del sistema
menu-zoom-in = Ingrandisci
menu-zoom-in-keys = Ctrl+Più
menu-zoom-out = Riduci
menu-zoom-out-keys = Ctrl+Meno
menu-actual-size = Dimensioni effettive
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (sola lettura)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (sola lettura) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Mossa giocata: { $played }.
announce-played-your-turn = Mossa giocata: { $played }. Tocca a te, { $player }.

## The board

board-no-game = Nessuna partita: scegli Partita > Nuova partita.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, pedina di { $player } ({ $colour })
board-hole-piece = { $hole }, pedina di { $colour }
board-hole-empty = { $hole }, vuota
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = selezionata
board-hole-on-route = nel percorso in costruzione
board-hole-landing = atterraggio possibile
board-hole-last-landed = qui è atterrata l'ultima mossa
board-hole-last-left = da qui è partita l'ultima mossa
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Sinistra / Destra
board-key-left-right-what = sposta il focus lungo la riga
board-key-up-down = Su / Giù
board-key-up-down-what = sposta il focus lungo la linea inclinata a sinistra (su a sinistra, giù a destra)
board-key-shift = Maiusc+Su / Maiusc+Giù
board-key-shift-what = sposta il focus lungo la linea inclinata a destra (su a destra, giù a sinistra)
board-key-space = Spazio su una casella
board-key-space-what = agisce sulla casella con il focus (sceglie una pedina o aggiunge un atterraggio)
board-key-enter = Invio su una casella
board-key-enter-what = come Spazio, poi gioca il percorso se termina sulla casella con il focus
board-key-f6 = F6
board-key-f6-what = porta il focus della tastiera sul tavoliere da qualsiasi punto

## The history

history-heading = Cronologia
history-empty = Ancora nessuna mossa.
history-review-hover = Rivedi il tavoliere dopo questa mossa

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = è l'unica mossa possibile
hint-forward = avanza
hint-swap = completa l'arrivo con lo scambio all'ingresso finale (articolo { $clause })
hint-home = porta una pedina nella base di arrivo, avanzando di { $rows ->
    [one] { $rows } riga
   *[other] { $rows } righe
}
hint-straggler = fa avanzare di { $rows ->
    [one] { $rows } riga
   *[other] { $rows } righe
} l'ultima pedina rimasta indietro
hint-chain = una catena di { $hops ->
    [one] { $hops } salto
   *[other] { $hops } salti
} che avanza di { $rows ->
    [one] { $rows } riga
   *[other] { $rows } righe
}
hint-piece = fa avanzare una pedina di { $rows ->
    [one] { $rows } riga
   *[other] { $rows } righe
}
hint-room = fa spazio: qui nessuna mossa guadagna terreno

## The Help window

help-title = Guida
help-building-route = Costruire un percorso
help-route-step-1 = 1. Clicca su una delle tue pedine: vengono segnate le caselle che può raggiungere.
help-route-step-2 = 2. Clicca su una casella segnata per atterrarci. Per una catena di salti, clicca ogni atterraggio nell'ordine; il percorso viene disegnato man mano.
help-route-step-3 = 3. Il pannello a destra mostra il verdetto della scheda sul percorso costruito finora. Il pulsante Gioca percorso (Invio) esegue la mossa quando il verdetto è legale.
help-route-step-4 = 4. Se non siete d'accordo su una mossa, il pulsante Contesta congela il tavoliere e la registra: la pedina, il percorso, l'articolo e la dichiarazione di ciascuno.
help-keyboard = Tastiera
help-board-keys = Sul tavoliere (raggiungilo con Tab, o con F6 da qualsiasi punto):
help-other-keys = Fuori dal tavoliere (Invio, Backspace, Esc e le frecce, quando nessun pulsante o campo ha il focus):
help-clauses = Dove viene spiegato ogni articolo
help-clauses-intro = Partita > Mostra la scheda riporta ogni articolo per intero. Il menu Regole carica una posizione per un articolo, da provare sul tavoliere:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Articolo { $clause }: { $what }
help-subject-setup = preparazione: chi parte da dove, chi muove per primo, suggerimenti
help-subject-moving = movimento: passi, salti e catene
help-subject-destination = arrivo nella base
help-subject-camps = basi
help-subject-blocking = blocchi e fine partita
help-subject-passing = passare il turno
help-subject-disputes = contestazioni
help-clause-on-card = { $subject } (solo sulla scheda)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; vedi { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Tasti freccia
keys-arrows-what = se niente ha il focus: porta il focus sul tavoliere
keys-enter = Invio
keys-enter-what = gioca il percorso costruito finora
keys-backspace = Backspace
keys-backspace-what = toglie l'ultimo salto del percorso
keys-escape = Esc
keys-escape-what = annulla il percorso
keys-right-click = Clic destro
keys-right-click-what = come Backspace, con il mouse
keys-tab = Tab
keys-tab-what = passa da un pulsante o campo all'altro (il tavoliere è una sola tappa, subito dopo la barra dei menu); Spazio o Invio li attiva
keys-page = Pag↑ / Pag↓
keys-page-what = rivede la partita una mossa indietro o avanti (anche Sinistra/Destra; Esc torna alla partita)
keys-f1 = F1
keys-f1-what = apre questa guida
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = inizia una nuova partita (Partita > Nuova partita…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = suggerisce una mossa (Partita > Suggerisci una mossa)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = contesta: congela il tavoliere e registra il disaccordo (Partita > Contesta)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = salva la partita (Partita > Salva)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = apre una partita salvata (Partita > Apri…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = esce (Partita > Esci); prima chiede cosa fare delle mosse non salvate
keys-zoom = Ctrl+Più / Ctrl+Meno
keys-zoom-what = ingrandisce o riduce tutto (Visualizza > Ingrandisci, Riduci); resta così anche la volta successiva
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = torna alle dimensioni effettive (Visualizza > Dimensioni effettive)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = sola lettura: qui non si giocano mosse (un'altra finestra di Hopcard sta giocando questa partita)
turn-take-back-last = Ritira l'ultima mossa…
turn-computer-agrees = { $player } (il computer) è d'accordo.
turn-agrees = { $player } è d'accordo
turn-take-back = Ritira
turn-keep-move = Mantieni la mossa
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } e { $next }
turn-take-back-question = Ritirare { $moves }? Tutti i giocatori devono essere d'accordo.
turn-game-over = Partita finita
turn-move-number = Mossa { $number }
turn-move-number-review = Mossa { $number } (revisione)
turn-to-move = Tocca a { $player }
turn-review-note = La partita in corso è alla mossa { $number }: tornaci (Esc) per giocare.
turn-computer-plays = Il computer ({ $level }) gioca il percorso mostrato sul tavoliere.
turn-computer-thinking = Il computer ({ $level }) sta pensando…
turn-play-route = Gioca percorso
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Invio
turn-remove-hop = Rimuovi ultimo salto
turn-remove-hop-keys = Backspace o clic destro
turn-cancel-route = Annulla percorso
turn-cancel-route-keys = Esc
turn-route-none = Clicca su una delle tue pedine: vengono segnati i suoi atterraggi. Clicca su una casella segnata, o costruisci una catena salto per salto.
turn-route-selected = Casella { $hole } selezionata. Clicca su una casella segnata.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Percorso { $route }: { $verdict }
turn-hint = Suggerimento: { $route }: { $reason }
turn-suggest = Suggerisci una mossa
turn-suggest-hover = Il livello più forte del computer cerca una mossa (in meno di un secondo)
turn-dispute-this = Contesta il percorso
turn-dispute-refused-hover = Congela il tavoliere e registra il percorso rifiutato come contestazione (articolo { $clause })
turn-dispute-object-hover = Contesta questo percorso prima che venga giocato: il tavoliere viene congelato (articolo { $clause })
turn-dispute = Contesta
turn-dispute-hover = I giocatori non sono d'accordo: congela il tavoliere e annota cosa viene contestato (articolo { $clause })
turn-dispute-disabled-hover = C'è già una contestazione aperta, oppure il tavoliere mostra un caso delle regole
turn-dispute-log = Registro contestazioni…
turn-frozen = Tavoliere congelato da una contestazione: nessuna mossa, nessun passaggio di turno e nessun ritiro finché non viene risolta.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } non ha mosse legali: è stata controllata la sua unica pedina, con ogni passo e ogni catena di salti in ogni direzione. Il passaggio del turno è certificato (articolo { $clause }).
   *[other] { $player } non ha mosse legali: sono state controllate tutte le { $pieces } pedine, con ogni passo e ogni catena di salti in ogni direzione. Il passaggio del turno è certificato (articolo { $clause }).
}
turn-pass = Passa
turn-pass-disabled-hover = Si può passare il turno solo quando non esiste nessuna mossa legale (articolo { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Passare il turno: { $verdict }
turn-passes = Turni passati di fila: { $passes } su { $seats } (un giro completo è un pareggio).

## The setup form (the card editor)

setup-heading = Nuova partita: concordate la scheda
setup-intro = Compilate la scheda insieme. Ogni giocatore conferma qui sotto; qualsiasi modifica successiva revoca le conferme.
setup-start = Inizia la partita
setup-show-card = Mostra e stampa la scheda
setup-show-card-disabled-hover = Quando tutti i giocatori hanno confermato, la scheda si può mostrare, esportare e stampare prima dell'inizio della partita.
setup-cancel = Annulla
# $problem says what the card still lacks.
setup-not-yet = Non ancora: { $problem }.
setup-ready = Pronti: tutti i giocatori hanno confermato questa scheda.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Ripristinare i valori predefiniti della scheda?
setup-reset-changes = Cambia quanto segue:
setup-reset-withdraws = Le conferme date finora vengono revocate.
setup-reset-yes = Ripristina queste opzioni
setup-reset-no = Mantieni le mie scelte
setup-reset-nothing = Ogni opzione ha già il valore predefinito della scheda: non è cambiato nulla.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Ripristinati i valori predefiniti della scheda: { $changes }.
setup-reset-done-withdrawn = Ripristinati i valori predefiniti della scheda: { $changes }. Conferme revocate.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Versione { $version } della scheda, con { $count ->
    [one] la modifica concordata in una contestazione
   *[other] le modifiche concordate nelle contestazioni
} dell'ultima partita (vedi Modifiche concordate). Tutti i giocatori la confermano di nuovo.
setup-version = Versione { $version } della scheda, che sostituisce la versione { $previous }. Modifiche: { $changes }.
setup-effective-from = In vigore dal { $date }.
setup-players = Giocatori e colori
setup-number-of-players = Numero di giocatori:
setup-n-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
setup-moves-first = Muove per primo:
setup-same-colour = Due giocatori hanno lo stesso colore: scegliete colori diversi.
setup-player-name = Nome del giocatore { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = colore
setup-player-colour = Colore del giocatore { $number }
setup-a-person = una persona
setup-the-computer = il computer ({ $level })
setup-played-by = controllato da
setup-player-seat = Il giocatore { $number } è controllato da
setup-card-header = Intestazione della scheda
setup-date = Data
setup-today = Oggi
setup-date-typed = o digitala
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = AAAA-MM-GG
setup-date-typed-name = Data, digitata (AAAA-MM-GG)
setup-date-problem = Data: { $problem }
setup-rulebook = Confezione o regolamento consultato
setup-rulebook-hint = es. il foglietto nella nostra scatola
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = Il regolamento
setup-clauses = Articoli e opzioni
setup-reset = Ripristina valori predefiniti
setup-no-options = Gli articoli 1 (preparazione), 6 (passare il turno) e 7 (contestazioni) non hanno opzioni; la scheda li riporta per intero.
setup-other-camps-two = Basi degli altri giocatori: nessuna scelta con due giocatori (ogni base è tua o di nessuno).
setup-clause = Articolo { $clause }: { $title }
setup-other-camps-open = Tre o più giocatori: scegliete esplicitamente questa regola; non c'è un valore predefinito.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (come da scheda): { $description }
setup-agreed-changes = Modifiche concordate
setup-no-differences = Nessuna opzione differisce dalla scheda.
setup-hints-allowed = Suggerimenti ammessi: un giocatore può chiedere al computer di suggerire una mossa
setup-free-changes = Altre modifiche concordate (testo libero)
setup-free-changes-field = Le modifiche concordate
setup-confirmations = Conferme
setup-confirmations-intro = Ogni giocatore conferma queste scelte con il proprio nome o le proprie iniziali.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: ha confermato come «{ $by }»
setup-confirmed-at = conferma del { $time }
setup-withdraw = Revoca la conferma di { $player }
setup-initials = Iniziali di { $player }
setup-confirm-as = Conferma come { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: la scrittura { $script } (U+{ $code }) non è stata accettata, perché nessun font di questo computer può visualizzarla; installa un font adatto (pacchetto { $package }), oppure scrivi il nome in un altro modo

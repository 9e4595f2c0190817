# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Contestazione { $number } risolta ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Tavoliere congelato dalla contestazione { $number }: clicca sulla pedina che muove
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Tavoliere congelato dalla contestazione { $number }: clicca nell'ordine le caselle del percorso
dispute-panel-heading = Contestazione { $number } (aperta)
dispute-panel-frozen = Il tavoliere è congelato: registrate il disaccordo, poi risolvetelo.
dispute-panel-position = Posizione al momento della contestazione (tutte le caselle):
dispute-panel-raised-by = Sollevata da:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Sollevata da { $name }
dispute-panel-time = Data e ora: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Di turno: { $name } (mossa { $number })
dispute-panel-piece-none = Pedina che muove: cliccala sul tavoliere
dispute-panel-piece = Pedina che muove: { $hole }
dispute-panel-route = Percorso proposto: { $route }
dispute-panel-remove-last = Rimuovi ultima casella
dispute-panel-clear-route = Azzera pedina e percorso
dispute-panel-verdict = Verdetto secondo la scheda della partita: { $verdict }
dispute-panel-clause-cited = Articolo citato:
# A choice of the clause the dispute cites.
dispute-panel-clause = Articolo { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Dichiarazione di { $name }
dispute-panel-resolve = Risolvi
dispute-panel-apply = Applica la scheda
dispute-panel-apply-allows = La scheda lo consente: verrà giocato { $route }.
dispute-panel-apply-refuses = La scheda non lo consente: non si muoverà nulla.
dispute-panel-apply-not-yet = Scegli prima la pedina e almeno un atterraggio
dispute-panel-withdraw = Ritira la contestazione
dispute-panel-withdraw-hint = Non cambia nulla; il gioco continua
dispute-panel-agreed-change = Modifica concordata (in vigore da una nuova partita)
dispute-panel-rule-none = nessuna: la modifica è descritta con parole nostre
dispute-panel-rule-change = Modifica di regola per la prossima scheda
dispute-panel-agree = Concorda una modifica per una nuova partita
dispute-panel-agree-hint = La scheda della prossima partita riporta la modifica e tutti i giocatori la confermano; questa partita mantiene la sua scheda
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = articolo { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Immagine della posizione contestata, percorso { $route }
dispute-panel-record-fingerprint = Impronta del registro della partita: { $fingerprint } (tutta la partita finora: mosse, ritiri, contestazioni)
# The dispute log window's title.
dispute-panel-window = Contestazioni
dispute-panel-export-text = Esporta come testo…
dispute-panel-export-ron = Esporta come RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Copia l'impronta del registro della partita
dispute-panel-no-disputes = Nessuna contestazione in questa partita.
dispute-panel-exported = Registro delle contestazioni scritto in { $path }
dispute-panel-not-exported = Impossibile esportare il registro delle contestazioni: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Mostra la scheda
card-view-show-not-yet = Quando tutti i giocatori hanno confermato la scheda nel modulo di preparazione.
card-view-menu-export-text = Esporta scheda come testo…
card-view-menu-export-ron = Esporta scheda come RON…
card-view-menu-import = Importa scheda…
card-view-exported = Scheda esportata in { $path } (impronta { $fingerprint })
card-view-not-exported = La scheda non è stata esportata: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = Scheda importata da { $name }: versione { $version }, invariata da quando ne è stata presa l'impronta. Iniziate una nuova partita con queste regole, oppure modificatela (le conferme verranno revocate).
card-view-imported-changed = Scheda importata da { $name }: versione { $version }, MODIFICATA DA QUANDO NE È STATA PRESA L'IMPRONTA. Controllate ogni riga; ogni giocatore deve confermarla di nuovo.
card-view-imported-unsealed = Scheda importata da { $name }: versione { $version }, ancora senza impronta. Ogni giocatore deve confermarla.
card-view-proposed-change = Modifica proposta: versione { $next } della scheda. La partita in corso mantiene la versione { $version } fino alla fine; questa versione entra in vigore quando tutti i giocatori l'hanno confermata e iniziate con essa una nuova partita.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Giocatori: { $players }
card-view-date = Data: { $date }
card-view-rulebook = Confezione o regolamento consultato: { $rulebook }
card-view-rulebook-none = Confezione o regolamento consultato: non indicato
card-view-changes = Modifiche concordate: { $changes }
card-view-changes-none = Modifiche concordate: nessuna
card-view-replaces = Sostituisce la versione { $version }: { $changes }
card-view-effective = In vigore dal { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name } ha confermato come «{ $by }» il { $time }
card-view-not-confirmed = { $name } NON ha confermato
card-view-fingerprint = Impronta: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Copia l'impronta della scheda
card-view-status = Stato della scheda: { $seal }
card-view-unconfirmed = Non confermata da { $names }
card-view-copy = Copia
card-view-copy-hint = Copia negli appunti l'impronta completa (64 cifre)
card-view-export-pdf = Esporta come PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = in formato
# The US paper size.
card-view-paper-letter = Lettera
# The card window's title.
card-view-window = La scheda concordata
card-view-read-only = Sola lettura: le regole di una partita in corso non cambiano mai.
card-view-setup-confirmed = La scheda così come l'hanno confermata tutti i giocatori: la partita che iniziate segue queste regole. Qualsiasi modifica nel modulo revoca le conferme.
card-view-setup-changed = Modificata dopo la conferma di tutti i giocatori: confermatela di nuovo per esportarla o stamparla.
card-view-version = Versione { $version }
card-view-export-text = Esporta come testo…
card-view-export-ron = Esporta come RON…
card-view-propose = Proponi una modifica

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = articolo { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = articolo { $clause }, { $title }: { $from } → non scelto (va scelto con tre o più giocatori)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = articolo { $clause } { $from } → { $to }
card-changes-option-short-unchosen = articolo { $clause } { $from } → da scegliere
card-changes-player-removed = Giocatore { $number } rimosso
card-changes-player-removed-named = Giocatore { $number } ({ $name }) rimosso
card-changes-player-added = Giocatore { $number } ({ $colour }) aggiunto
card-changes-other-camps-to-choose = articolo { $clause }: regola delle basi altrui da scegliere
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } giocatore: { $changes }.
   *[other] { $count } giocatori: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } giocatore: { $changes }. Conferme revocate.
   *[other] { $count } giocatori: { $changes }. Conferme revocate.
}
card-changes-far-after = La scheda ha la data { $date }, oltre un anno dopo oggi ({ $today }): è giusta?
card-changes-far-before = La scheda ha la data { $date }, oltre un anno prima di oggi ({ $today }): è giusta?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Revisione: il tavoliere dopo la mossa { $number } di { $moves }, { $player } { $proposal }
review-start = Revisione: l'inizio, prima della mossa 1 di { $moves }
review-back = Indietro
# The keys that do the same (hover text).
review-back-keys = Pag↑ o freccia sinistra
review-forward = Avanti
review-forward-keys = Pag↓ o freccia destra
review-exit = Torna alla partita
review-exit-key = Esc
review-continue = Continua da qui…
review-continue-hint = { $count ->
    [one] Ritira la mossa successiva: tutti i giocatori devono essere d'accordo
   *[other] Ritira le { $count } mosse successive: tutti i giocatori devono essere d'accordo
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Salva la partita
files-prompt-open = Apri una partita
files-prompt-card-text = Esporta la scheda come testo stampabile
files-prompt-card-ron = Esporta la scheda come RON (reimportabile)
files-prompt-import-card = Importa una scheda concordata (RON)
files-prompt-disputes-text = Esporta il registro delle contestazioni come testo
files-prompt-disputes-ron = Esporta il registro delle contestazioni come RON
files-prompt-card-pdf = Esporta la scheda come PDF (pronto per la stampa)
files-prompt-record-text = Esporta il registro della partita come testo
files-prompt-disputes-pdf = Esporta i verbali delle contestazioni come PDF (pronto per la stampa)
files-open-failed = Impossibile aprire la partita: { $error }
files-open-stopped = Impossibile aprire { $path }: la lettura si è interrotta inaspettatamente
files-menu-save = Salva
files-menu-save-as = Salva con nome…
files-menu-open = Apri…
files-menu-recent = Apri recenti
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Recupera…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard è già aperto
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Cartella dei dati: { $path }
files-locked-read-only = Apri la partita in sola lettura
files-locked-separate = Inizia una partita separata
# The resume offer.
files-resume-heading = Partita interrotta
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Riprendere la partita interrotta del { $when } tra { $players }?
files-resume-moves = { $count ->
    [one] { $count } mossa giocata finora.
   *[other] { $count } mosse giocate finora.
}
files-resume = Riprendi
files-resume-decline = Inizia una nuova partita
files-resume-kept = Una partita che non riprendi viene conservata: Partita > Recupera… la ripristina.
# The Recover window.
files-recover-window = Recupera una partita
files-recover-intro = Partite conservate quando sono state sostituite o non riprese, dalla più recente.
files-recover-reading = Lettura delle partite conservate…
files-recover-none = Nessuna partita conservata.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } mossa)
   *[other] { $when }: { $players } ({ $count } mosse)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } mossa, finita)
   *[other] { $when }: { $players } ({ $count } mosse, finita)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Salvare la partita in corso?
files-question-unsaved = { $count ->
    [one] La partita sul tavoliere ha { $count } mossa. Non è stata salvata in un file.
   *[other] La partita sul tavoliere ha { $count } mosse. Non è stata salvata in un file.
}
files-question-behind = { $count ->
    [one] La partita sul tavoliere ha { $count } mossa. Il suo file { $path } non contiene l'ultima mossa.
   *[other] La partita sul tavoliere ha { $count } mosse. Il suo file { $path } non contiene le ultime mosse.
}
files-question-kept = Se non la salvi, viene comunque conservata: Partita > Recupera… la ripristina.
files-question-lost = Questa finestra non ha una cartella dei dati: se non la salvi, andrà persa.
files-save = Salva
files-dont-save = Non salvare
files-cancel = Annulla
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } contiene un'altra partita
# $holds says which game the file holds.
files-other-holds = { $path } ora contiene { $holds }, non questa partita, quindi lì non è stato salvato nulla.
files-other-lost = Con Sostituisci si perde il contenuto del file: questa finestra non ha una cartella dei dati in cui conservarlo.
files-save-as = Salva con nome…
files-replace = Sostituisci
# The status line under the board.
files-status-read-only = Sola lettura: un'altra finestra di Hopcard sta giocando questa partita.
files-status-no-file = non salvata in un file
files-status-autosave-off = salvataggio automatico disattivato
files-status-autosaving = salvataggio automatico…
files-status-autosaved = salvata automaticamente
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Partita: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = Aperto { $path }.
file-flow-kept = La partita precedente è stata conservata come { $kept } (Partita > Recupera…).
file-flow-opened-kept = Aperto { $path }. La partita precedente è stata conservata come { $kept } (Partita > Recupera…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Partita interrotta ripresa. { $problem }
file-flow-resumed = Partita interrotta ripresa.
file-flow-declined-kept = La partita interrotta è stata conservata come { $kept } (Partita > Recupera…).
file-flow-not-imported = Scheda non importata: { $path }: { $error }
file-flow-card-changed = La scheda non è stata esportata in { $path }: è cambiata dopo la conferma dei giocatori. Prima tutti i giocatori devono confermarla di nuovo.
file-flow-record-written = Registro della partita scritto in { $path }
file-flow-record-not-written = Il registro della partita non è stato scritto: { $error }
file-flow-saved = Partita salvata in { $path }.
file-flow-saved-kept = Partita salvata in { $path }. Il contenuto precedente del file è stato conservato come { $kept } (Partita > Recupera…).
file-flow-saved-no-recent = Partita salvata in { $path }, ma non è stato possibile aggiornare l'elenco dei file recenti: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Non salvata: { $path } contiene ancora { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Non salvata: { $path } contiene ancora { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } non è stato aperto: questa finestra è in sola lettura. Aprilo in una partita separata.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; questa partita non viene salvata automaticamente

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = In attesa della finestra di selezione dei file… (oppure digita il percorso del file e premi OK)
file-dialog-no-dialog = impossibile aprire la finestra di selezione dei file: { $error }; digita direttamente il percorso del file
file-dialog-nothing-chosen = Nessun file scelto nella finestra di selezione (manca un portale desktop?). Digita il percorso del file e premi OK.
file-dialog-path = Percorso del file
file-dialog-ok = OK
file-dialog-browse = Sfoglia…
file-dialog-cancel = Annulla
file-dialog-exists = { $path } esiste già. Sostituirlo?
file-dialog-replace = Sostituisci
file-dialog-other-name = Scegli un altro nome

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Esempio di conteggio: scambio all'ingresso finale
explainer-swap-explanation = Rosso ha nove pedine nella base di arrivo; Blu occupa D1, l'ultima casella libera della base di arrivo di Rosso. Con l'opzione swap, la decima pedina di Rosso può spostarsi su D1 e la pedina di Blu passa in E6: Rosso completa l'arrivo di tutte e dieci le pedine e vince, e ogni pedina resta sul tavoliere.
explainer-ten-title = Esempio di conteggio: dieci pedine proprie
explainer-ten-explanation = Le stesse caselle con l'opzione ten-own: Rosso deve avere tutte e dieci le pedine nella base di arrivo, D1 è occupata e spostarsi su una casella occupata non è mai consentito. Rosso non ha vinto e deve continuare a giocare.
explainer-available-title = Esempio di conteggio: caselle disponibili
explainer-available-explanation = Le stesse caselle con l'opzione available-hole: ogni casella della base di arrivo di Rosso è occupata (nove pedine di Rosso, una di Blu) e Rosso vi ha delle pedine, quindi Rosso ha già vinto, anche se la decima pedina è ancora fuori.
explainer-case-1-title = Caso 1: con un passo laterale non si passa il turno
explainer-case-1-explanation = L'ultima pedina di Rosso, in E3, non può avanzare verso la base di arrivo, ma può fare un passo laterale in E2 o E4. Per passare il turno non deve esistere nessuna mossa legale, quindi il passaggio viene rifiutato (articolo 6). Prova invece E3-E4.
explainer-case-2-title = Caso 2: una pedina arrivata resta nella base
explainer-case-2-explanation = La pedina di Rosso in D1 è nella sua base di arrivo. Uscire in E5 viene rifiutato per il vincolo every-landing della scheda (articolo 3); muoversi all'interno della base di arrivo, per esempio D1-D2, è consentito.
explainer-case-3-title = Caso 3: niente scambio a metà partita
explainer-case-3-explanation = Blu occupa D1 nella base di arrivo di Rosso, ma Rosso ha solo cinque pedine arrivate. Lo scambio vale solo per l'ingresso finale della decima pedina, quindi lo spostamento su D1 viene rifiutato (articolo 5).
explainer-case-4-title = Caso 4: nove pedine arrivate non bastano per vincere
explainer-case-4-explanation = Rosso ha nove pedine arrivate e Blu occupa l'ultima casella, ma la decima pedina di Rosso è lontana: non c'è ancora nessun ingresso legale con cui fare lo scambio, quindi Rosso non ha vinto. Quale fine partita si applica lo ha deciso la scheda prima di iniziare a giocare.
explainer-case-5-title = Caso 5: la tua base di partenza è sempre tua
explainer-case-5-explanation = La base di partenza di Rosso è anche la base di arrivo di Blu. Anche con le basi degli altri giocatori chiuse (no-entry), la base di partenza e quella di arrivo di ciascun giocatore restano consentite, quindi Rosso può tornare con un passo in N2.
explainer-case-6-title = Caso 6: una nuova regola aspetta una nuova partita
explainer-case-6-explanation = Questa partita è stata concordata con l'opzione ten-own, quindi la pedina di Blu in D1 blocca Rosso. Una regola di scambio proposta adesso richiederebbe una nuova scheda confermata da entrambi i giocatori e varrebbe dalla partita successiva; la partita in corso mantiene le sue regole.

# The banner above the board while a case is shown.
explainer-banner = Spiegazione delle regole: { $title }
explainer-banner-unknown = Spiegazione delle regole: un caso
explainer-back = Torna alla partita
# $proposal is a route (E6-D1) or "pass".
explainer-try = Prova: { $proposal }
explainer-try-pass-hint = Chiedi di passare il turno: il verdetto e la mossa che lo impedisce
explainer-try-route-hint = Metti questo percorso sul tavoliere con il suo verdetto
explainer-nothing-to-try = Niente da provare: con questa opzione la partita è già vinta.
explainer-judged-card = Giudicato secondo le opzioni della scheda stessa.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Giudicato secondo le opzioni della scheda, tranne { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Non è stato stampato nulla: non è stato possibile creare il PDF ({ $error }).
print-out-not-written = Non è stato stampato nulla: impossibile scrivere { $path } ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Su questo computer non c'è niente che possa stampare o mostrare un PDF (provati: { $tried }). Il PDF si trova in { $pdf }: aprilo con un visualizzatore di PDF per stamparlo.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } non ha potuto accettare il PDF ({ $status }). Il PDF si trova in { $pdf }: aprilo con un visualizzatore di PDF per stamparlo.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = la stampa si è interrotta prima di finire

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = Lu
calendar-tuesday = Ma
calendar-wednesday = Me
calendar-thursday = Gi
calendar-friday = Ve
calendar-saturday = Sa
calendar-sunday = Do
# The screen-reader name of the month that opens under the date.
calendar-name = Calendario
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Anno precedente
calendar-previous-month = Mese precedente
calendar-next-month = Mese successivo
calendar-next-year = Anno successivo

## The Game menu's commands

commands-hint = Suggerisci una mossa
commands-dispute = Contesta

## The app's own lines in the status line, and the window's start

app-printed = Inviato al sistema per la stampa: { $pdf }
app-printing = Creazione del PDF da stampare…
app-nothing-to-print = Ancora niente da stampare: la scheda non è stata confermata da tutti i giocatori.
# $level is the computer's level (easy, medium, …).
app-computer-turn = Tocca al computer ({ $level }); attendi la sua mossa.
# $result says who won.
app-game-over = La partita è finita. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = Mossa { $proposal } non giocata: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Impossibile iniziare: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = caso { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: nessun display trovato (DISPLAY e WAYLAND_DISPLAY non sono impostate); avvialo in una sessione desktop, oppure usa un sottocomando (hopcard --help)
app-window-failed = hopcard: impossibile aprire la finestra: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = è vuoto
app-window-file-not-text = non è testo UTF-8
app-window-file-damaged = il file della finestra { $file } è danneggiato: { $problem }

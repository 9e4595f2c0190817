# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).

## File primitives (fsio)

fsio-write-name = { $path }: impossibile usarlo: non è un percorso di file: { $cause }
fsio-write-create-folder = { $path }: impossibile crearne la cartella: { $cause }
fsio-write-create-temporary = { $path }: impossibile creare un file temporaneo nella stessa cartella: { $cause }
fsio-write-write = { $path }: impossibile scriverlo: { $cause }
fsio-write-sync = { $path }: impossibile completarne la scrittura su disco: { $cause }
fsio-write-replace = { $path }: impossibile sostituirlo: { $cause }
fsio-write-create = { $path }: impossibile crearlo: { $cause }
fsio-write-keep = { $path }: impossibile conservarne una copia: { $cause }
fsio-write-forbidden-name = { $path }: impossibile salvarlo con quel nome: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] una cartella
    [fifo] una pipe con nome
   *[special] un dispositivo o un altro file speciale
}
# After a file's path.
fsio-read-io = non si può leggere: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] è una cartella, non un file normale, quindi non è stato letto
    [fifo] è una pipe con nome, non un file normale, quindi non è stato letto
   *[special] è un dispositivo o un altro file speciale, non un file normale, quindi non è stato letto
}
# After a file's path.
fsio-read-too-large = è troppo grande ({ $bytes } byte; se ne leggono al massimo { $cap })
fsio-cause-no-file-name = manca il nome del file
fsio-cause-every-name-taken = tutti i nomi sono già usati
fsio-cause-never-replaced = { $kind ->
    [folder] è una cartella, non un file normale, quindi non viene mai sostituita
    [fifo] è una pipe con nome, non un file normale, quindi non viene mai sostituita
   *[special] è un dispositivo o un altro file speciale, non un file normale, quindi non viene mai sostituito
}
fsio-cause-held = un altro programma lo tiene aperto (un editor, un backup o un antivirus): chiudilo lì, poi riprova ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows riserva il nome { $device } a un dispositivo, anche con un'estensione: scegli un altro nome
fsio-name-trailing = Windows toglie un punto o uno spazio alla fine del nome di un file, quindi il file verrebbe salvato con un altro nome: toglilo
# $code is like U+0009.
fsio-name-control = i nomi di file di Windows non possono contenere il carattere di controllo { $code }: toglilo
fsio-name-character = i nomi di file di Windows non possono contenere «{ $character }»: scegli un altro nome

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: previsto un valore
quote-too-deep = { $line }:{ $column }: parentesi annidate troppo in profondità (nessun file di Hopcard arriva a tanto)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } non può essere un nome qui
quote-open-comment = { $line }:{ $column }: un commento che non viene mai chiuso
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } byte
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } byte
} in tutto)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
## Italian: the field is named with "in" ("nel nome del giocatore 2", "nel
## testo", "nelle iniziali"), so each of these starts with "c'è" / "ci sono".

entry-line-break = c'è un a capo, ma qui è ammessa una sola riga
entry-control = c'è il carattere di controllo { $code }, che non si può stampare
entry-direction-mark = c'è il segno di direzione invisibile { $code }, che cambierebbe l'ordine del testo
entry-invisible = c'è il carattere invisibile { $code }, che non comparirebbe sulla scheda
entry-blank-looking = c'è { $code }, un carattere che sembra vuoto ma non è uno spazio
entry-private-use = c'è il carattere a uso privato { $code }, che ogni font mostra a modo suo
entry-not-a-character = c'è { $code }, che non è un carattere noto a Hopcard
entry-card-line = c'è «{ $character }», che potrebbe far sembrare il testo un'altra riga della scheda
entry-too-long = { $chars ->
    [one] c'è { $chars } carattere, ma ne entrano al massimo { $max }
   *[other] ci sono { $chars } caratteri, ma ne entrano al massimo { $max }
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = livello sconosciuto { $given }: previsto greedy, easy, medium o strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = contiene un verbale di contestazione che non supera la verifica: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = campo `{ $field }`: { $why }
storage-too-large = è troppo grande per essere un file di partita ({ $bytes } byte; al massimo { $cap })
storage-not-text = non è un file di testo (non è UTF-8), quindi non è un file di partita
storage-syntax = non è un file di partita leggibile (danneggiato o troncato?): { $problem }
storage-newer-format = è stato scritto da una versione più recente di Hopcard (formato { $format }; questa versione legge fino al formato { $latest })
storage-card = contiene una scheda che non corrisponde alla sua partita: { $problem }
storage-replay = ha una cronologia che non si può rigiocare: evento { $event }: { $reason }
storage-mismatch = non concorda con la propria cronologia (modificato a mano?): { $problem }
# RON is the name of the file format.
storage-serialize = impossibile scrivere la partita in formato RON: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = la posizione salvata è { $stored }, ma le mosse portano a { $replayed }
storage-plies-differ = l'elenco delle mosse non ritirate non corrisponde alla cronologia
# $stored and $replayed are status lines in quotes.
storage-status-differs = lo stato salvato è { $stored }, ma le mosse portano a { $replayed }
storage-record-fingerprint = la partita non corrisponde più all'impronta del suo registro (una mossa, un ritiro o una contestazione è stato eliminato, aggiunto, modificato o spostato a mano)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = indica { $format }, ma { $what }: il formato è stato abbassato a mano?
storage-lowered-record = il file contiene l'impronta del registro della partita (`record`), che Hopcard scrive dal formato 2 in poi
storage-lowered-raised-in = la contestazione { $number } indica la partita in cui è stata sollevata (`raised_in`), cosa che Hopcard scrive dal formato 3 in poi
storage-saved-not-a-time = { $saved } non è una data e ora scritta da Hopcard (come 2025-03-14 19:30 UTC)
storage-status-empty = vuoto, ma Hopcard scrive sempre la riga di stato
storage-record-missing = manca, ma questo formato di file contiene sempre l'impronta del registro (rimossa a mano?)
storage-dispute-rules = contestazione { $number }: è stata giudicata con regole diverse da quelle della scheda
storage-card-slots = { $players } giocatori ma { $slots ->
    [one] { $slots } spazio per le conferme
   *[other] { $slots } spazi per le conferme
}
storage-card-first = il giocatore { $first } muove per primo, ma la scheda indica { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = la scheda è { $seal }
storage-card-start = la posizione iniziale { $start } non è quella della scheda, { $card }
storage-replay-differs = il numero della mossa, il giocatore o il segno di scambio non corrispondono a quanto registrato dal motore

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = Impossibile leggere la partita salvata automaticamente ({ $problem }). È stata messa da parte, senza modifiche, in { $path }.
session-damaged-preferences-kept = Impossibile leggere le tue preferenze ({ $problem }). Sono state conservate, senza modifiche, in { $path }, e si usano i valori predefiniti.
session-damaged-preferences = Impossibile leggere le tue preferenze ({ $problem }); si usano i valori predefiniti.
session-folder-unwritable = Impossibile scrivere nella cartella dei dati di Hopcard { $path } ({ $problem }), quindi questa finestra non salva nulla automaticamente e non conserva partite: salva la partita in un file (Partita > Salva con nome…).
session-autosave-off = La partita salvata automaticamente in { $path } non si può leggere ({ $problem }) né mettere da parte, quindi il salvataggio automatico è disattivato per questa finestra: quel file resta com'è.
# $kept is how many of its entries were kept.
session-damaged-recent = L'elenco dei file recenti era danneggiato; è stato messo da parte in { $path } e { $kept ->
    [0] nessuna delle sue voci era leggibile
    [one] la sua unica voce leggibile è stata conservata
   *[other] le sue { $kept } voci leggibili sono state conservate
}.
session-finished-kept = La partita finita dell'ultima volta è stata conservata come { $path } (Partita > Recupera…).
session-separate-kept = La partita di una seconda finestra è stata conservata come { $path } (Partita > Recupera…).
# $holds is one of the session-holds- messages.
session-foreign-file = Era stata salvata in { $path }, ma quel file { $holds }, quindi ora non appartiene a nessun file: Salva chiede dove salvarla.
session-newest-in-file = La sua copia più recente è il suo file, { $path }.
session-belongs-to = Appartiene al file { $path }.
session-behind = Non salvata dalla mossa { $since }: { $cause }
session-file-failure = Non salvata in { $path }: { $cause }
session-other-kept = Il suo contenuto è stato conservato come { $path } (Partita > Recupera…).
session-other-not-kept = Non è stato possibile mettere da parte il suo contenuto: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } contiene { $holds }, non questa partita, quindi non è stato sostituito.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } contiene { $holds }, non questa partita, quindi non è stato sostituito. { $kept }
session-no-game = non c'è ancora nessuna partita
session-read-only = questa finestra mostra la partita in sola lettura (un'altra finestra di Hopcard la sta giocando)
session-case-open = le contestazioni appartengono alla partita: prima torna alla partita
session-keep-failed = non è stato possibile conservare la partita in corso per un recupero, quindi non è stata sostituita: { $cause }
session-not-saved = la partita non è stata salvata: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] la dichiarazione
   *[change] la modifica concordata
} è lunga { $chars ->
    [one] { $chars } carattere
   *[other] { $chars } caratteri
}; ne entrano al massimo { $max }, quindi non è stata modificata
session-too-large = così la partita arriverebbe a { $bytes } byte, più di quanti ne possa contenere un file di partita ({ $cap }), quindi non è cambiato nulla
session-recent-not-stored = l'elenco dei file recenti non è stato salvato: { $cause }
session-slot-locked = un'altra finestra di Hopcard sta giocando la partita salvata automaticamente (il suo blocco { $path } è in uso)
session-slots-busy = tutti i { $count } spazi di salvataggio automatico sono occupati
session-game-too-large = la partita occuperebbe { $bytes } byte, più dei { $cap } che un file di partita può contenere
session-no-folder-to-keep = non c'è nessuna cartella in cui conservarla
# The status line when another window took this window's autosave.
session-slot-lost = ora un'altra finestra di Hopcard salva automaticamente qui (la cartella dei dati è stata eliminata o sostituita mentre questa finestra era aperta), quindi questa finestra ha smesso di salvare automaticamente: salva la partita in un file
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = non c'è
# $game is session-describe or session-describe-finished.
session-holds-another-game = contiene un'altra partita ({ $game })
session-holds-unreadable = non si può leggere come partita ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = qualcosa che { $problem }
session-other-holds-later = una copia più recente di questa partita ({ $game })
session-other-holds-another = un'altra partita ({ $game })
session-other-holds-not-a-game = qualcosa che Hopcard non sa leggere come partita ({ $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}, finita
session-not-kept-unreadable = non è stato possibile leggerlo
session-not-kept-no-folder = questa finestra non ha una cartella dei dati in cui conservarlo
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } e { $last }
session-players-separator = {", "}

session-holds-not-this-game = contiene { $holds }, non questa partita

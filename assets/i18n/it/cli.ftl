# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop scrive un file di avvio freedesktop; serve solo sui desktop Linux e BSD
cli-install-no-home = impossibile trovare la cartella home in cui installare
cli-install-no-executable = impossibile trovare l'eseguibile in uso: { $cause }
cli-install-not-utf8 = il percorso dell'eseguibile { $path } non è UTF-8 valido; un file .desktop non può indicarlo
cli-install-line-break = il percorso dell'eseguibile { $path } contiene un a capo
cli-install-bad-target = { $path } non ha una cartella superiore o un nome di file
cli-install-create-dir = impossibile creare { $path }: { $cause }
cli-install-write = impossibile scrivere { $path }: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = eseguito { $tool } { $path }
cli-install-cache-missing = { $tool } non è installato; passaggio saltato
cli-install-cache-failed = { $tool } { $path } non è riuscito ({ $why }); i file sono comunque installati

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = posizione non valida: { $error }
cli-missing-route = manca il percorso
cli-bad-route = percorso non valido: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: previsto uno tra { $values }
cli-with-card = --{ $flag } non si può combinare con --card: le regole le stabilisce la scheda
cli-card-flag = --card { $error }
cli-unknown-level = livello sconosciuto { $given }: previsto greedy, easy, medium o strong
cli-table = { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}: un tavolo ne accoglie 2, 3, 4 o 6
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: non c'è nessuna contestazione { $number }
cli-no-dispute = { $path }: nessuna contestazione da stampare
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } esiste già: scegli un altro nome, oppure aggiungi --replace per sostituirlo
cli-same-as-input = { $path } è il file in lettura: scegli un altro nome per il file di uscita
cli-player-form = --player { $given }: previsto COLOUR:NAME, ad es. red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: il colore deve essere una parola in minuscolo, ad es. { $colours }
cli-player-no-name = --player { $given }: manca il nome
cli-player-count = { $count ->
    [one] un solo --player indicato
   *[other] { $count } --player indicati
}: una scheda ha 2, 3, 4 o 6 giocatori
cli-confirm-form = --confirm { $given }: previsto COLOUR:INITIALS, ad es. red:AB
cli-confirm-no-colour = --confirm { $given }: nessun --player ha quel colore
cli-confirm-no-initials = --confirm { $given }: mancano le iniziali
# $problem is one of the entry- messages.
# Italian: the entry- messages follow "nelle iniziali" ("nelle iniziali c'è …").
cli-confirm-initials = --confirm { $given }: nelle iniziali { $problem }
cli-confirm-no-seat = --confirm { $given }: questo posto non esiste
cli-confirm-already = --confirm { $given }: quel giocatore ha già confermato
cli-date = --date: { $error }
cli-first = --first { $given }: nessun --player ha quel colore
cli-not-ready = impossibile creare la scheda: { $problem }
cli-not-ready-hint = impossibile creare la scheda: { $problem } (aggiungi --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } non è né un sottocomando né un file (vedi hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: non è confermata da { $missing }; le regole le dà solo una scheda confermata da tutti i giocatori e non più modificata (vedi hopcard card verify)
cli-card-changed = { $path }: la scheda è stata modificata dopo la presa dell'impronta (l'impronta non corrisponde); le regole le dà solo una scheda confermata da tutti i giocatori e non più modificata (vedi hopcard card verify)
cli-card-no-fingerprint = { $path }: la scheda non ha ancora un'impronta; le regole le dà solo una scheda confermata da tutti i giocatori e non più modificata (vedi hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } è { $kind ->
    [folder] una cartella
    [fifo] una FIFO (pipe con nome)
    [char-device] un dispositivo a caratteri
    [block-device] un dispositivo a blocchi
    [socket] un socket
   *[special] un file speciale
}, non un file normale: previsto { $expected ->
    [card] una scheda concordata
    [game] un file di partita
   *[log] un registro delle contestazioni o un file di partita
}
cli-input-too-large = { $path } è di { $bytes } byte, troppo grande per { $expected ->
    [card] una scheda concordata
    [game] un file di partita
   *[log] un registro delle contestazioni o un file di partita
} (al massimo { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = non confermata da { $missing } (aggiungi --confirm COLOUR:INITIALS per ogni giocatore presente)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = scritto { $path } (versione { $version } della scheda, impronta { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = invariata da quando ne è stata presa l'impronta: { $fingerprint } ({ $path })
cli-verify-changed = MODIFICATA da quando ne è stata presa l'impronta: ora è { $fingerprint } ({ $path })
cli-verify-no-fingerprint = impronta non ancora presa: sarebbe { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = corrisponde all'impronta su carta, { $paper }
cli-verify-paper-differs = NON CORRISPONDE all'impronta su carta: prevista { $paper }, il file dà { $fingerprint }
cli-verify-unconfirmed = non confermata da { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = registro della partita
cli-fp-dispute = contestazione { $number }
cli-fp-matches = corrisponde all'impronta su carta: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = NON CORRISPONDE all'impronta su carta: prevista { $paper }, il file dà { $found }
cli-fp-differs-none = NON CORRISPONDE all'impronta su carta: prevista { $paper }, il file non dà nessuna impronta
cli-fp-no-dispute = NON CORRISPONDE all'impronta su carta: prevista { $paper }, il file non ha la contestazione { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Impronta del registro della partita: { $fingerprint } (tutta la partita finora: mosse, ritiri, contestazioni)
cli-dispute-pdf-wrote = scritto { $path } ({ $count ->
    [one] { $count } verbale di contestazione
   *[other] { $count } verbali di contestazione
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = scritto { $path }
cli-output-failed = impossibile scrivere l'output: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; forse intendevi { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = Per maggiori informazioni, prova: { $command } --help
cli-usage-unexpected = argomento inatteso { $given }
cli-usage-unexpected-dash = argomento inatteso { $given } (per passarlo come valore, mettici davanti --)
cli-usage-unexpected-after = argomento inatteso { $given } dopo { $prior }
cli-usage-unknown-subcommand = sottocomando sconosciuto { $given }
cli-usage-needs-value = { $arg } richiede un valore
cli-usage-expected-one-of = { $arg } { $given }: previsto uno tra { $values }
cli-usage-not-a-value = { $arg } { $given }: non è un valore ammesso
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = valore inatteso { $given } dopo { $arg }
cli-usage-values = { $arg } richiede { $wanted ->
    [one] { $wanted } valore
   *[other] { $wanted } valori
}, indicati: { $given }
# $args are the missing arguments' names.
cli-usage-missing = argomenti mancanti: { $args }
cli-usage-missing-argument = manca un argomento
cli-usage-needs-subcommand = { $command } richiede un sottocomando
cli-usage-needs-subcommand-of = { $command } richiede un sottocomando: { $valid }
cli-usage-no-equals = { $arg } richiede il valore dopo «=»
cli-usage-not-utf8 = un argomento non è testo UTF-8
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = questo argomento
cli-usage-more-than-once = { $arg } non si può indicare più di una volta
cli-usage-conflict = { $arg } non si può usare con { $others }
cli-usage-conflict-others = { $arg } non si può usare con gli altri argomenti
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = partita { $number }: { $result } dopo { $plies } mosse: { $last }
    {"  "}{ $back } mosse prima della fine: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = la profondità { $depth } di perft è eccessiva: al massimo { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } di { $total } mosse alla radice, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = interrotto a { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = compilato senza l'app desktop (funzionalità "desktop"); usa un sottocomando (hopcard --help)

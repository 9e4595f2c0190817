# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop writes a freedesktop launcher; it is only for Linux and BSD desktops
cli-install-no-home = cannot find the home directory to install into
cli-install-no-executable = cannot find the running executable: { $cause }
cli-install-not-utf8 = the executable path { $path } is not valid UTF-8; a desktop entry cannot name it
cli-install-line-break = the executable path { $path } contains a line break
cli-install-bad-target = { $path } has no parent directory or file name
cli-install-create-dir = cannot create { $path }: { $cause }
cli-install-write = cannot write { $path }: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = ran { $tool } { $path }
cli-install-cache-missing = { $tool } is not installed; skipped
cli-install-cache-failed = { $tool } { $path } failed ({ $why }); the files are installed

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = bad position: { $error }
cli-missing-route = missing route
cli-bad-route = bad route: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: expected one of { $values }
cli-with-card = --{ $flag } cannot be combined with --card: the card fixes the rules
cli-card-flag = --card { $error }
cli-unknown-level = unknown level { $given }: expected greedy, easy, medium or strong
cli-table = { $players } players: a table seats 2, 3, 4 or 6
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: there is no dispute { $number }
cli-no-dispute = { $path }: no dispute to print
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } already exists: choose another name, or add --replace to replace it
cli-same-as-input = { $path } is the file being read: choose another name for the output
cli-player-form = --player { $given }: expected COLOUR:NAME, e.g. red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: the colour must be a lowercase word, e.g. { $colours }
cli-player-no-name = --player { $given }: the name is missing
cli-player-count = { $count } --player given: a card has 2, 3, 4 or 6 players
cli-confirm-form = --confirm { $given }: expected COLOUR:INITIALS, e.g. red:AB
cli-confirm-no-colour = --confirm { $given }: no --player has that colour
cli-confirm-no-initials = --confirm { $given }: the initials are missing
# $problem is one of the entry- messages.
cli-confirm-initials = --confirm { $given }: the initials { $problem }
cli-confirm-no-seat = --confirm { $given }: no such seat
cli-confirm-already = --confirm { $given }: that player has already confirmed
cli-date = --date: { $error }
cli-first = --first { $given }: no --player has that colour
cli-not-ready = the card cannot be made: { $problem }
cli-not-ready-hint = the card cannot be made: { $problem } (add --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } is neither a subcommand nor a file (see hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: it is not confirmed by { $missing }; only a card every player confirmed, unchanged since, gives the rules (see hopcard card verify)
cli-card-changed = { $path }: the card was changed after its fingerprint was taken (the fingerprint does not match); only a card every player confirmed, unchanged since, gives the rules (see hopcard card verify)
cli-card-no-fingerprint = { $path }: the card has no fingerprint yet; only a card every player confirmed, unchanged since, gives the rules (see hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } is { $kind ->
    [folder] a folder
    [fifo] a FIFO (named pipe)
    [char-device] a character device
    [block-device] a block device
    [socket] a socket
   *[special] a special file
}, not a regular file: expected { $expected ->
    [card] an agreement card
    [game] a game file
   *[log] a dispute log or game file
}
cli-input-too-large = { $path } is { $bytes } bytes, too large for { $expected ->
    [card] an agreement card
    [game] a game file
   *[log] a dispute log or game file
} (at most { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = not confirmed by { $missing } (add --confirm COLOUR:INITIALS for each player present)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = wrote { $path } (card version { $version }, fingerprint { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = unchanged since its fingerprint was taken: { $fingerprint } ({ $path })
cli-verify-changed = CHANGED since its fingerprint was taken: it is now { $fingerprint } ({ $path })
cli-verify-no-fingerprint = no fingerprint taken yet: it would be { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = matches the fingerprint on paper, { $paper }
cli-verify-paper-differs = DIFFERS from the fingerprint on paper: expected { $paper }, the file is { $fingerprint }
cli-verify-unconfirmed = not confirmed by { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = game record
cli-fp-dispute = dispute { $number }
cli-fp-matches = matches the fingerprint on paper: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = DIFFERS from the fingerprint on paper: expected { $paper }, the file gives { $found }
cli-fp-differs-none = DIFFERS from the fingerprint on paper: expected { $paper }, the file gives no fingerprint
cli-fp-no-dispute = DIFFERS from the fingerprint on paper: expected { $paper }, the file has no dispute { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Game record fingerprint: { $fingerprint } (the whole game so far: moves, take-backs, disputes)
cli-dispute-pdf-wrote = wrote { $path } ({ $count ->
    [one] { $count } dispute record
   *[other] { $count } dispute records
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = wrote { $path }
cli-output-failed = could not write the output: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; did you mean { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = For more information, try: { $command } --help
cli-usage-unexpected = unexpected argument { $given }
cli-usage-unexpected-dash = unexpected argument { $given } (to give it as a value, put -- before it)
cli-usage-unexpected-after = unexpected argument { $given } after { $prior }
cli-usage-unknown-subcommand = unknown subcommand { $given }
cli-usage-needs-value = { $arg } needs a value
cli-usage-expected-one-of = { $arg } { $given }: expected one of { $values }
cli-usage-not-a-value = { $arg } { $given }: not a value it takes
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = unexpected value { $given } after { $arg }
cli-usage-values = { $arg } takes { $wanted ->
    [one] { $wanted } value
   *[other] { $wanted } values
}, { $given } given
# $args are the missing arguments' names.
cli-usage-missing = missing { $args }
cli-usage-missing-argument = missing an argument
cli-usage-needs-subcommand = { $command } needs a subcommand
cli-usage-needs-subcommand-of = { $command } needs a subcommand: { $valid }
cli-usage-no-equals = { $arg } needs its value after "="
cli-usage-not-utf8 = an argument is not UTF-8 text
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = this argument
cli-usage-more-than-once = { $arg } cannot be given more than once
cli-usage-conflict = { $arg } cannot be used with { $others }
cli-usage-conflict-others = { $arg } cannot be used with the other arguments
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = game { $number }: { $result } after { $plies } plies: { $last }
    {"  "}{ $back } plies before the end: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = perft depth { $depth } is too deep: at most { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } of { $total } root moves, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = interrupted at { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = built without the desktop app (feature "desktop"); use a subcommand (hopcard --help)

# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (empty hole)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = none yet
dispute-route-no-landing = { $route } (no landing yet)
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = Apply the card
dispute-resolution-withdrawn = Withdrawn
dispute-resolution-change = Agree a change for a new game
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = clause { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = NONE: its time, statements and resolution cannot be checked (a record from before record fingerprints, or one whose fingerprint was removed)
dispute-fingerprint-record = { $fingerprint } (covers every line of this record: compare it with the paper)
dispute-fingerprint-chain = { $fingerprint } (covers every line of this record, the game it was raised in and every dispute before it: compare it with the paper)

## Why a dispute request was refused

dispute-error-none-open = there is no open dispute
dispute-error-unknown-player = there is no player { $player }
dispute-error-no-route = the dispute names no route yet: click the moving piece, then its landings
dispute-error-empty-change = write down the change the players agree on first
# $problem says what is wrong with the typed text.
dispute-error-entry = the text { $problem }

## A dispute record as text (labels padded so the values line up)

dispute-text-title-open = Dispute { $number } (open)
dispute-text-title-resolved = Dispute { $number } (resolved)
dispute-text-raised-by = Raised by:      { $name }
dispute-text-time = Time:           { $time }
dispute-text-turn = Whose turn:     { $name } (move { $move_number })
dispute-text-piece = Moving piece:   { $piece }
dispute-text-route = Proposed route: { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Clause cited:   { $clause }. { $text }
dispute-text-verdict = Verdict:        { $verdict }
dispute-text-rules = Rules:
dispute-text-position = Position:       { $position }
dispute-text-statements = Statements:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (no statement)
dispute-text-no-resolution = Resolution:     none yet (the board is frozen)
dispute-text-resolution = Resolution:     { $resolution }, at { $time }
dispute-text-agreed-change = Agreed change:
dispute-text-next-card = Next card:      { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Effect:         { $effect }
dispute-text-fingerprint = Record fingerprint: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = Key: . empty hole, { $colours }, * moving piece, 1-9 landings in route order

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = dispute { $number }, field `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } is not a seat of this game
# $recorded and $derived are already quoted.
dispute-record-differs = the record says { $recorded }, but the engine derives { $derived } from the recorded position, route and rules
dispute-record-changed = changed after Hopcard wrote the record (it no longer matches the record fingerprint)
dispute-record-not-a-stamp = { $text } is not a time Hopcard wrote (like 2025-03-14 19:30 UTC)
dispute-record-missing = missing: this file's format always stores the record fingerprint, so it was removed by hand
dispute-record-out-of-sequence = it is record { $place } of the file, but numbered { $number }: disputes run 1, 2, 3… in the order they were raised (a record doubled, cut or moved by hand?)
dispute-record-open-before-last = still open, but a later dispute was raised (only the last can be open)
dispute-record-game-missing = missing, but an earlier record has it: Hopcard writes the game a dispute was raised in for every dispute since it first did (removed by hand?)
dispute-record-other-game = names a game that is not this one as it stood when the dispute was raised (its card, start, seats, moves and earlier disputes): moved here from another game?
dispute-record-not-in-game = this game never stood at that position before that move (moved here from another game?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count } statements
dispute-record-players = { $count } players

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Hopcard dispute log (format { $version }): { $count ->
    [one] { $count } dispute
   *[other] { $count } disputes
}
dispute-log-not-text = is not a text file (not UTF-8)
dispute-log-serialize = could not write the dispute log: { $problem }
dispute-log-parse = not a dispute log in RON: { $problem }
dispute-log-version-zero = version 0: dispute logs start at 1
dispute-log-record-missing = field `record`: missing, but this log format always stores the fingerprint of its records (removed by hand?)
dispute-log-record-differs = field `record`: the records no longer match the log's fingerprint (a record was deleted, added, changed or moved by hand)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = field `version`: it says { $version }, but { $newer }: the version was lowered by hand?
dispute-log-newer-version = dispute log format { $version } is newer than this Hopcard understands (up to { $known })
dispute-log-newer-seal = dispute { $number } carries a record fingerprint (`seal`), which Hopcard writes from format 2 on
dispute-log-newer-rule-change = dispute { $number } agrees a rule option for the next card, which Hopcard writes from format 2 on
dispute-log-newer-raised-in = dispute { $number } names the game it was raised in (`raised_in`), which Hopcard writes from format 4 on

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = there is no move to take back
game-error-frozen = the board is frozen by an open dispute: resolve or withdraw it first
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Agreed draw: a full round of passes, nobody could move.
game-result-win-swap = { $player } wins by a final-entry swap (clause { $clause }): the last piece traded holes with the blocker.
game-result-win-ten = { $player } wins with every piece in the destination (clause { $clause }).
game-result-win-available = { $player } wins by the available-hole rule (clause { $clause }): no empty hole left in the destination.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } swap
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (final-entry swap)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (taken back)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = taken back: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (disputed: { $count ->
    [one] dispute
   *[other] disputes
} { $numbers })
history-line-after-hint = { $line } (after a hint)

## The game record as text ("Export game record")

game-record-title = Hopcard game record
game-record-card = Card: version { $version }, fingerprint { $fingerprint }, dated { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Players: { $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player } played by the computer ({ $level })
game-record-hints-off = Hints: none (clause { $clause }: nobody asks the computer to suggest a move)
game-record-hints-none = Hints: none asked for
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Hints: one, before move { $moves }
   *[other] Hints: before moves { $moves }
}
game-record-taken-back = move { $number } ({ $who } { $route }) taken back, every player agreeing
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Dispute { $number } at move { $move_number }, raised by { $by }, clause { $clause }: { $route } ({ $ending })
game-record-dispute-open = still open
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Result: { $result }
game-record-not-finished = not finished; play goes on.
game-record-fingerprint = Record fingerprint: { $fingerprint } (the whole game so far: moves, take-backs, disputes; hopcard replay FILE --expect checks a file against it)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries } entries for { $seats } seats (one per seat is expected)
game-file-computer-seat = seat { $seat } is a person's (its confirmation is not the computer's at { $level })
game-file-hint-entries = { $entries } entries, but the game has { $moves } moves
game-file-hint-move = move { $number } is out of order or not a move of this game

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Hopcard agreement card, version { $version } · fingerprint { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Hopcard agreement card, version { $version }
# $title is card-text-title.
print-card-heading = { $title } · version { $version }
print-heading-players = PLAYERS
# A player's line; $start and $goal are camp names.
print-player = { $name } ({ $colour }): starts at { $start }, heads for { $goal }
print-player-first = { $name } ({ $colour }): starts at { $start }, heads for { $goal }, moves first
print-label-fingerprint = Fingerprint
print-label-date = Date
print-label-rulebook = Rulebook
print-label-changes = Agreed changes
print-no-changes = none (the card's own options)
print-label-replaces = Replaces
print-replaces = version { $version } (fingerprint { $fingerprint }): { $changes }
print-label-takes-effect = Takes effect
print-confirm-how = Each player confirms the card by name or initials, then signs below in ink.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = signature of { $who }
print-heading-fingerprint = FINGERPRINT
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Check a card file against this sheet: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · page { $page } of { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Hopcard dispute record
print-dispute-footer-card = Hopcard dispute record · card version { $version }, fingerprint { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Hopcard dispute record { $number }
print-dispute-title-many = Hopcard dispute records
print-dispute-heading-open = HOPCARD DISPUTE RECORD · dispute { $number } (open)
print-dispute-heading-resolved = HOPCARD DISPUTE RECORD · dispute { $number } (resolved)
print-label-game-card = Game card
print-game-card = version { $version }, fingerprint { $fingerprint }
print-label-game-record = Game record fingerprint
print-game-record = { $fingerprint } (the whole game so far: moves, take-backs, disputes)
print-heading-signatures = SIGNATURES
print-label-raised-by = Raised by
print-label-time = Time
print-label-turn = Whose turn
print-turn = { $name } (move { $move_number })
print-label-piece = Moving piece
print-label-route = Proposed route
print-label-clause = Clause cited
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Verdict
print-label-rules = Rules
print-label-record = Record fingerprint
print-heading-statements = STATEMENTS
print-no-statement = (no statement)
print-heading-resolution = RESOLUTION
print-no-resolution = None yet: the board is frozen until it is resolved.
print-label-resolution = Resolution
print-resolution = { $resolution }, at { $time }
print-label-agreed-change = Agreed change
print-label-next-card = Next card
print-label-effect = Effect
print-heading-board = THE BOARD WHEN THE DISPUTE WAS RAISED
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = Key: small grey dots are empty holes; pieces carry their colour's initial ({ $colours }); the ringed piece moves; 1, 2, … are the route's landings in order. Row A is at the top, row Q at the bottom.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } is not a paper size: use a4 or letter
print-error-font = the embedded font could not be read
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } ({ $script } script) cannot be printed: no font on this computer has it; install a font for it (the { $package } package) and print again
print-error-write = the PDF could not be written: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = route, position, players or game
# One colour of the board key: its letter and its name ("R = red").
print-board-key-colour = { $letter } = { $colour }

# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = Setup: ten pieces each; { $seating }. First to move: { $first }; the turn then passes in that order. { $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour } starts at { $start } and heads for { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = the first player
clause-text-hints-on = Any player may ask the computer to suggest a move (a hint).
clause-text-hints-off = No hints: nobody asks the computer to suggest a move.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Moving: a turn moves one of the player's own pieces: either one step to a neighbouring empty hole, which ends the move, or a chain of { $movement ->
    [long] jumps
   *[hops] hops
}. { $rule } The chain may stop after any { $movement ->
    [long] jump
   *[hops] hop
}; it never lands twice on the same hole or back on its start, and the start hole counts as empty while the chain runs. Nothing is taken off the board.
clause-text-movement-hops = Each hop passes over one adjacent piece of any colour (the bridge) to the empty hole just beyond it in a straight line; no long jumps.
clause-text-movement-long = A jump passes over one piece of any colour (the bridge) in a straight line, with as many empty holes after the bridge as before it, landing in an empty hole; the plain hop is the shortest case.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Arriving home: { $rule }
clause-text-dest-lock-every-landing = Once a piece is in its destination, every later landing of that piece stays inside it; moving around within it is fine. Arriving is not yet a win.
clause-text-dest-lock-turn-end = A piece that begins a turn in its destination must finish that turn inside it; it may hop out and back within the chain.
clause-text-dest-lock-off = Pieces may leave their destination again; only the finish counts.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Camps: each player's own start and destination are always allowed. { $others } { $unused }
clause-text-other-camps-allowed = Other players' camps may be used like any other hole.
clause-text-other-camps-no-rest = Other players' camps may be hopped through, but no turn may end in them.
clause-text-other-camps-no-entry = No piece may land in another player's camp, though hopping over a piece there is fine.
clause-text-other-camps-not-chosen = Other players' camps: NOT CHOSEN YET; with three or more players the players must choose this rule before the game starts.
clause-text-unused-usable = Camps nobody starts in or heads for stay free for moving through and stopping in.
clause-text-unused-no-rest = Camps nobody starts in or heads for may be crossed, but no turn may end in them.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Blocking and finishing: { $rule }
clause-text-completion-swap = A player wins with every piece in the destination. Only when nine are home and an opponent's piece blocks an otherwise legal final entry of the tenth may the two pieces trade holes, which completes the player's set. There is no other swap or capture.
clause-text-completion-ten = A player wins with every piece in the destination. An opponent's piece sitting in the last hole simply blocks the finish; there is no swap or capture.
clause-text-completion-available = A player wins once no hole of the destination is empty and at least one own piece is there; holes held by opponents count as filled.
# Clause 6.
clause-text-passing = Passing: a player may pass only when no piece has any legal step or hop chain, checked piece by piece in every direction. If everyone passes in turn without a move or a win, the game ends as an agreed draw.
# Clause 7.
clause-text-disputes = Disputes: when the players disagree, stop before anything moves and record the piece, the route, the clause and the holes. This card decides; a rule change needs a new card confirmed by everyone and starts with a new game.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Player { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = a new game (a game already under version { $version } keeps its rules)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = HOPCARD AGREEMENT CARD
card-text-title-line = { $title } - version { $version }
card-decides = House rules agreed by the players before the game. This card decides.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NOT CONFIRMED by { $players }: until every player confirms, this card is only a proposal.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, moves first)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Players/colours
card-text-date = Date: { $date }
card-text-rulebook = Set/rulebook consulted
card-rulebook-not-noted = not noted
card-text-no-changes = Agreed changes: none (the card's own options)
card-text-changes = Agreed changes:
card-text-replaces = This version replaces version { $version }, fingerprint { $fingerprint }
card-text-changed-from = Changed from version { $version }:
card-text-takes-effect = Takes effect from
card-heading-clauses = THE SEVEN CLAUSES
card-heading-confirmations = CONFIRMATIONS
card-text-confirm-how = Each player confirms the card by name or initials, with the time:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: confirmed as "{ $by }" at { $time }
card-not-confirmed = { $who }: NOT CONFIRMED
card-text-fingerprint = Fingerprint: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Compare it with the copy on paper: the same fingerprint means the same card (the same players, choices and typed words, in whichever language it is printed); any change gives another. It is not a signature: anyone can compute it. The confirmations and your ink say who agreed.
card-status-no-fingerprint = Status: no fingerprint taken yet (it is taken when the game starts)
card-status-matches = Status: unchanged since its fingerprint was taken
card-status-changed = Status: CHANGED SINCE ITS FINGERPRINT WAS TAKEN; every player must confirm it again

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = clause { $clause } { $option }: { $value }
card-change-no-hints = clause { $clause } no hints: nobody asks the computer to suggest a move
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = clause { $clause }, agreed in dispute { $dispute } (move { $move_number }, card version { $version }): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = clause { $clause } { $rule }, agreed in dispute { $dispute } (move { $move_number }, card version { $version }): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = clause { $clause } { $option }: { $before } becomes { $after }
card-change-free-withdrawn = the other agreed changes were withdrawn
card-change-free-now = the other agreed changes now read: { $text }
card-change-none = the rules are those of version { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
date-long = { $day } { $month } { $year }
# A calendar's heading, "February 1999".
date-month-year = { $month } { $year }
date-month-1 = January
date-month-2 = February
date-month-3 = March
date-month-4 = April
date-month-5 = May
date-month-6 = June
date-month-7 = July
date-month-8 = August
date-month-9 = September
date-month-10 = October
date-month-11 = November
date-month-12 = December
# $text is what was typed, already quoted.
date-error-form = bad date { $text }: expected YYYY-MM-DD, e.g. 2026-11-30
date-error-no-such-day = bad date { $text }: that day does not exist

## Fields of the card, as its errors name them ("player 2's name has …")

card-field-name = player { $player }'s name
card-field-colour = player { $player }'s colour
card-field-initials = player { $player }'s initials
card-field-time = player { $player }'s confirmation time
card-field-rulebook = the rulebook
card-field-changes = the agreed changes
card-field-effective = "takes effect from"
card-field-dispute-change = a change agreed in a dispute
card-field-earlier-changes = the earlier version's agreed changes
card-field-earlier-fingerprint = the earlier fingerprint

## The fingerprint

card-seal-no-fingerprint = no fingerprint taken yet
card-seal-matches = unchanged since its fingerprint was taken
card-seal-changed = changed since its fingerprint was taken
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } is not a fingerprint: expected 16 hex digits in groups of four, like 1A2B-3C4D-5E6F-7081 (or all 64 digits)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = is { $bytes } bytes, too large for an agreement card (at most { $max })
card-error-not-text = is not a text file (not UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = is the printable { $form ->
    [pdf] PDF
   *[text] text
} of a card, for reading and signing on paper; only the card file (RON, from "card new" or "Export card as RON") can be verified or imported
card-error-syntax = is not a readable agreement card: { $problem }
card-error-invalid = is not a usable agreement card: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] text
}
card-shape-player-count = it names { $count } players; a card has 2 to 6
card-shape-confirmation-slots = it names { $players } players but has { $slots } confirmation slots
card-shape-first = player { $first } moves first, but the card names { $players } players
card-shape-version-zero = version 0: versions start at 1
card-shape-no-such-date = the date { $date } does not exist
card-shape-supersedes = version { $version } cannot replace version { $previous }

## Why a card cannot start a game yet

card-problem-missing-name = player { $player } needs a name
card-problem-same-colour = two players chose { $colour }: colours must differ
card-problem-player-count = { $count } players cannot be seated: the board has start camps for 2, 3, 4 or 6 players
card-problem-other-camps = with three or more players, choose the rule for other players' camps (clause { $clause }) explicitly
card-problem-not-confirmed = { $name } has not confirmed the card yet
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.

## Menu bar

menu-game = Game
menu-rules = Rules
menu-view = View
menu-help = Help
# Help > Help: opens the Help window.
menu-help-window = Help (F1)
menu-new-game = New game…
menu-disputes = Disputes…
menu-export-record = Export game record as text…
menu-print-card = Print card…
menu-print-disputes = Print dispute log…
menu-quit = Quit
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Show hole names
menu-play-at-once = Play a clicked landing at once
menu-animate = Animate moves
menu-letters = Mark pieces with letters
menu-colour-blind-safe = Colour-blind-safe colours
# View > Language: the system's language, then each language by its own name.
menu-language = Language
menu-language-system = As the system
menu-zoom-in = Zoom in
menu-zoom-in-keys = Ctrl+Plus
menu-zoom-out = Zoom out
menu-zoom-out-keys = Ctrl+Minus
menu-actual-size = Actual size
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (read-only)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (read-only) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Played: { $played }.
announce-played-your-turn = Played: { $played }. Your turn, { $player }.

## The board

board-no-game = No game yet: choose Game > New game.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, { $colour } piece of { $player }
board-hole-piece = { $hole }, { $colour } piece
board-hole-empty = { $hole }, empty
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = selected
board-hole-on-route = on the route being built
board-hole-landing = possible landing
board-hole-last-landed = the last move landed here
board-hole-last-left = the last move left here
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Left / Right
board-key-left-right-what = move the focus along the row
board-key-up-down = Up / Down
board-key-up-down-what = move the focus along the line leaning left (up-left, down-right)
board-key-shift = Shift+Up / Shift+Down
board-key-shift-what = move the focus along the line leaning right (up-right, down-left)
board-key-space = Space on a hole
board-key-space-what = act on the focused hole (choose a piece, or add a landing)
board-key-enter = Enter on a hole
board-key-enter-what = as Space, then play the route if it ends on the focused hole
board-key-f6 = F6
board-key-f6-what = bring the keyboard focus to the board from anywhere

## The history

history-heading = History
history-empty = No moves yet.
history-review-hover = Review the board after this move

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = the only move
hint-forward = moves forward
hint-swap = completes the set with the final-entry swap (clause { $clause })
hint-home = brings a piece home into the destination, { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} forward
hint-straggler = moves the last straggler { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} forward
hint-chain = a chain of { $hops ->
    [one] { $hops } hop
   *[other] { $hops } hops
}, { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} forward
hint-piece = moves a piece { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} forward
hint-room = makes room: no move gains ground here

## The Help window

help-title = Help
help-building-route = Building a route
help-route-step-1 = 1. Click one of your pieces: the holes it can reach are marked.
help-route-step-2 = 2. Click a marked hole to land there. For a chain of hops, click each landing in order; the route is drawn as you go.
help-route-step-3 = 3. The panel on the right gives the card's verdict on the route so far. Play route (Enter) makes the move once the verdict is legal.
help-route-step-4 = 4. If you disagree about a move, Dispute freezes the board and records it: the piece, the route, the clause and everyone's statement.
help-keyboard = Keyboard
help-board-keys = On the board (Tab to it, or F6 from anywhere):
help-other-keys = Beside the board (Enter, Backspace, Escape and the arrows while no button or field has the focus):
help-clauses = Where each clause is explained
help-clauses-intro = Game > Show the card prints every clause in full. The Rules menu loads a position for a clause, to try on the board:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Clause { $clause }: { $what }
help-subject-setup = setup: who starts where, who moves first, hints
help-subject-moving = moving: steps, hops and chains
help-subject-destination = arriving home
help-subject-camps = camps
help-subject-blocking = blocking and finishing
help-subject-passing = passing
help-subject-disputes = disputes
help-clause-on-card = { $subject } (on the card itself)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; see { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Arrow keys
keys-arrows-what = with nothing focused: bring the focus to the board
keys-enter = Enter
keys-enter-what = play the route built so far
keys-backspace = Backspace
keys-backspace-what = remove the last hop of the route
keys-escape = Escape
keys-escape-what = cancel the route
keys-right-click = Right-click
keys-right-click-what = the same as Backspace, with the mouse
keys-tab = Tab
keys-tab-what = move between buttons and fields (the board is one stop, right after the menu bar); Space or Enter presses them
keys-page = Page Up / Page Down
keys-page-what = review the game a move back or forward (Left/Right too, and Escape returns)
keys-f1 = F1
keys-f1-what = open this help
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = start a new game (Game > New game…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = suggest a move (Game > Suggest a move)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = dispute: freeze the board and record the disagreement (Game > Dispute)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = save the game (Game > Save)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = open a saved game (Game > Open…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = quit (Game > Quit); unsaved moves are asked about first
keys-zoom = Ctrl+Plus / Ctrl+Minus
keys-zoom-what = make everything larger or smaller (View > Zoom in, Zoom out); kept for the next time
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = back to the actual size (View > Actual size)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = read-only: moves are not played here (another Hopcard window is playing this game)
turn-take-back-last = Take back last move…
turn-computer-agrees = { $player } (the computer) agrees.
turn-agrees = { $player } agrees
turn-take-back = Take back
turn-keep-move = Keep the move
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } and { $next }
turn-take-back-question = Take back { $moves }? Every player must agree.
turn-game-over = Game over
turn-move-number = Move { $number }
turn-move-number-review = Move { $number } (review)
turn-to-move = { $player } to move
turn-review-note = The game itself is at move { $number }: go back to it (Escape) to play.
turn-computer-plays = The computer ({ $level }) plays the route shown on the board.
turn-computer-thinking = The computer ({ $level }) is thinking…
turn-play-route = Play route
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Enter
turn-remove-hop = Remove last hop
turn-remove-hop-keys = Backspace or right-click
turn-cancel-route = Cancel route
turn-cancel-route-keys = Escape
turn-route-none = Click one of your pieces; its landings are marked. Click a marked hole, or build a chain hop by hop.
turn-route-selected = Selected { $hole }. Click a marked hole.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Route { $route }: { $verdict }
turn-hint = Hint: { $route }: { $reason }
turn-suggest = Suggest a move
turn-suggest-hover = The computer's strongest level looks for a move (under a second)
turn-dispute-this = Dispute this
turn-dispute-refused-hover = Freeze the board and record the refused route as a dispute (clause { $clause })
turn-dispute-object-hover = Object to this route before it is played: the board freezes (clause { $clause })
turn-dispute = Dispute
turn-dispute-hover = The players disagree: freeze the board and write down what is disputed (clause { $clause })
turn-dispute-disabled-hover = A dispute is open already, or the board shows an explainer case
turn-dispute-log = Dispute log…
turn-frozen = Board frozen by a dispute: no move, pass or take-back until it is resolved.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } has no legal move: its { $pieces } piece was checked, every step and hop chain in every direction. The pass is certified (clause { $clause }).
   *[other] { $player } has no legal move: all { $pieces } pieces were checked, every step and hop chain in every direction. The pass is certified (clause { $clause }).
}
turn-pass = Pass
turn-pass-disabled-hover = Passing is allowed only when no legal move exists (clause { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Pass: { $verdict }
turn-passes = Passes in a row: { $passes } of { $seats } (a full round is a draw).

## The setup form (the card editor)

setup-heading = New game: agree the card
setup-intro = Fill in the card together. Each player confirms below; any later change withdraws the confirmations.
setup-start = Start game
setup-show-card = Show and print the card
setup-show-card-disabled-hover = Once every player has confirmed, the card can be shown, exported and printed before the game starts.
setup-cancel = Cancel
# $problem says what the card still lacks.
setup-not-yet = Not yet: { $problem }.
setup-ready = Ready: every player has confirmed this card.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Reset to the card's defaults?
setup-reset-changes = This changes:
setup-reset-withdraws = The confirmations given so far are withdrawn.
setup-reset-yes = Reset these options
setup-reset-no = Keep my choices
setup-reset-nothing = Every option already is the card's default: nothing was changed.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Reset to the card's defaults: { $changes }.
setup-reset-done-withdrawn = Reset to the card's defaults: { $changes }. Confirmations withdrawn.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Version { $version } of the card, with { $count ->
    [one] the change agreed in a dispute
   *[other] the changes agreed in its disputes
} of the last game (listed under Agreed changes). Every player confirms it again.
setup-version = Card version { $version }, replacing version { $previous }. Changes: { $changes }.
setup-effective-from = Takes effect from: { $date }.
setup-players = Players and colours
setup-number-of-players = Number of players:
setup-n-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
setup-moves-first = Moves first:
setup-same-colour = Two players have the same colour: choose different colours.
setup-player-name = Player { $number } name
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = colour
setup-player-colour = Player { $number } colour
setup-a-person = a person
setup-the-computer = the computer ({ $level })
setup-played-by = played by
setup-player-seat = Player { $number } is played by
setup-card-header = Card header
setup-date = Date
setup-today = Today
setup-date-typed = or type it
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = YYYY-MM-DD
setup-date-typed-name = Date, typed (YYYY-MM-DD)
setup-date-problem = Date: { $problem }
setup-rulebook = Set or rulebook consulted
setup-rulebook-hint = e.g. the leaflet in our box
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = The rulebook
setup-clauses = Clauses and options
setup-reset = Reset to card defaults
setup-no-options = Clause 1 (setup), 6 (passing) and 7 (disputes) have no options; the card prints them in full.
setup-other-camps-two = Other players' camps: no choice with two players (every camp is either yours or nobody's).
setup-clause = Clause { $clause }: { $title }
setup-other-camps-open = Three or more players: choose this rule explicitly; there is no default.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (card): { $description }
setup-agreed-changes = Agreed changes
setup-no-differences = No option differs from the card.
setup-hints-allowed = Hints allowed: a player may ask the computer to suggest a move
setup-free-changes = Other agreed changes (free text)
setup-free-changes-field = The agreed changes
setup-confirmations = Confirmations
setup-confirmations-intro = Each player confirms these choices with their name or initials.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: confirmed as "{ $by }"
setup-confirmed-at = at { $time }
setup-withdraw = Withdraw { $player }'s confirmation
setup-initials = { $player }'s initials
setup-confirm-as = Confirm as { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: the { $script } script (U+{ $code }) was not taken, because no font on this computer can show it; install a font for it (the { $package } package), or type the name another way

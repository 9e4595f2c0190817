# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [black] black
    [white] white
    [orange] orange
    [purple] purple
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $n }
}

# A camp's name; $camp is the board's code for it.
camp-name = { $camp ->
    [top] top
    [bottom] bottom
    [upper-left] upper-left
    [upper-right] upper-right
    [lower-left] lower-left
    [lower-right] lower-right
   *[other] { $camp }
}
# Between the items of a list ("red, blue") and between the parts of one
# sentence ("no turn may end in …; no piece may land in …").
list-separator = {", "}
clause-separator = {"; "}

# The computer's level; $level is its code (easy, medium, strong).
level-name = { $level ->
    [easy] easy
    [medium] medium
    [strong] strong
   *[other] { $level }
}
# A move as the history and the buttons show it: a route as its holes
# (N2-M6), or a pass.
proposal-pass = pass

## Verdicts

verdict-legal = legal
verdict-legal-swap = legal swap
verdict-illegal-clause = illegal (clause { $clause }): { $reason }
verdict-illegal = illegal: { $reason }

## Reasons a route is refused

reason-game-over = game over
reason-pass-while-movable = { $colour } still has a legal move (for example { $example }), so passing is not allowed
reason-empty-route = the route is empty
reason-no-landing-after = the route names no landing after { $start }
reason-no-landing = the route names no landing
reason-no-piece = { $start } is empty: there is no piece to move
reason-not-movers-piece = { $start } holds { $holder }, but it is { $mover }'s turn
reason-after-step = { $before }-{ $from } was a step, and a step ends the move: nothing may follow it ({ $to })
reason-lands-again-start = the route lands on { $hole } again, the hole the piece started from
reason-lands-again = the route lands on { $hole } again, a hole it already landed on
reason-not-on-a-line = { $from } to { $to } is neither a step nor a hop: they are not on one line
reason-step-after-hop = { $from } to { $to } is a single step, which cannot follow a hop
reason-leaves-board = the line from { $from } to { $to } leaves the board
reason-long-jump = { $from } to { $to } is a long jump, and this card allows ordinary hops only
reason-not-a-hop = { $from } to { $to } is neither a step nor a hop: a hop lands two holes along the line
reason-not-symmetric = { $from } to { $to } is neither a step nor a jump: the bridge must sit exactly halfway
reason-no-bridge = no bridge: { $bridge }, between { $from } and { $to }, is empty
reason-obstructed = { $hole } lies between { $from } and { $to } and is not empty: a long jump needs empty holes either side of the bridge
reason-occupied-own = { $hole } is occupied by { $holder }'s own piece: a landing must be empty
reason-occupied = { $hole } is occupied by { $holder }: a landing must be empty
reason-swap-from-home = { $hole } holds { $holder }: a swap is only for the last piece entering from outside, and this { $colour } piece started in its destination
reason-swap-too-soon = { $hole } holds { $holder }: the swap needs { $needed } { $colour } pieces home, { $colour } has { $home }
reason-leaves-destination-started = this { $colour } piece started in its destination at { $arrived } and may not land outside it at { $to }
reason-leaves-destination-reached = this { $colour } piece reached its destination at { $arrived } and may not land outside it at { $to }
reason-ends-outside-destination = this { $colour } piece started the turn in its destination and must end it there, not at { $end }
reason-no-rest = the turn may not end at { $end } in { $camp } ({ $ban })
reason-no-entry = { $hole } is in { $camp }, where { $colour } may not land (other camps: no-entry)

## Camps

camp-centre = the centre
camp-start-of = { $colour }'s start camp ({ $camp })
camp-destination-of = { $colour }'s destination ({ $camp })
camp-unused = the unused { $camp } camp
camp-ban-unused-no-rest = unused camps: no-rest
camp-ban-other-no-rest = other camps: no-rest
camp-ban-other-no-entry = other camps: no-entry
# What a restricted camp's holes say.
camp-restriction = Clause { $clause }: { $what }, in { $camp } ({ $ban })
camp-short-restriction = { $what } (clause { $clause })
camp-barred-no-entry = no piece may land here
camp-barred-no-rest = no turn may end here
camp-marked-line = Marked on the board, clause { $clause }: { $parts }.
camp-marked-no-rest = no turn may end in { $camps }
camp-marked-no-entry = no piece may land in { $camps }
camp-the-unused-one = the unused { $camp } camp
camp-the-unused-many = the unused camps ({ $camps })

## Routes and holes

route-empty = empty route: expected holes joined by '-' (N2-M3) or 'pass'
route-unknown-hole = unknown hole { $hole } in route: holes are A1 to Q1
hole-unknown = unknown hole { $hole }

## Setting up a position

setup-empty = empty position: expected fields like red@bottom=N1,N2
setup-unknown-field = unknown field { $field }: expected COLOUR@CAMP=HOLES, turn=COLOUR or passes=N
setup-repeated-field = field given twice: { $field }
setup-bad-colour-case = bad colour { $given }: colours are lowercase, e.g. { $lower }
setup-bad-colour = bad colour { $given }: colours are lowercase words (a-z)
setup-repeated-colour = colour { $colour } is listed twice
setup-unknown-camp = unknown camp { $camp }: expected top, bottom, upper-left, upper-right, lower-left or lower-right
setup-missing-camp = { $colour } needs @CAMP: only a two-player position may leave camps out
setup-camp-taken = two players in one camp: { $first } and { $second } both at { $camp }
setup-default-camp-taken = two players in one camp: { $colour } was given no camp, so it took { $camp } (the { $seat ->
        [0] first
       *[other] second
    } player's default), where { $other } is; give it one, e.g. { $example }
setup-unknown-hole = unknown hole { $hole }: holes are A1 to Q1 (rows A-Q, numbered from the left)
setup-hole-twice = hole { $hole } is listed twice
setup-no-pieces = { $colour } has no pieces
setup-too-many-pieces = { $colour } has { $count } pieces: at most { $most }
setup-unknown-turn = turn={ $colour }: no player has that colour
setup-bad-passes = bad passes { $given }: a whole number, at most the number of players
setup-player-count = { $count } players: a position needs 2 to { $most }
option-unknown-value = --{ $option } { $given }: expected one of { $choices }
clause-unknown = { $number } is not a clause (the card has clauses 1 to 7)

## The card's clauses and options

clause-subject-setup = setup
clause-subject-moving = moving
clause-subject-destination = arriving home
clause-subject-camps = camps
clause-subject-blocking = blocking and finishing
clause-subject-passing = passing
clause-subject-disputes = disputes
option-title-movement = How pieces travel
option-title-dest-lock = Staying home once arrived
option-title-completion = Finishing against a blocker
option-title-other-camps = Other players' camps
option-title-unused = Empty camps
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = Clause { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = a step to a neighbouring hole, or a chain of ordinary hops over one adjacent piece each
option-movement-long-jumps = as hops, and a hop may also be a long jump: equal runs of empty holes either side of the bridge
option-dest-lock-never-leave = a piece that has reached its destination never lands outside it again
option-dest-lock-end-inside = a piece that starts its turn in its destination must finish the turn there
option-dest-lock-free = arrived pieces may leave their destination again
option-completion-swap = all pieces home wins; with nine home, the last may trade holes with an opponent blocking its final entry
option-completion-strict = all pieces home wins; an opponent parked in the last hole blocks the finish
option-completion-occupied = wins when no hole of the destination is empty and at least one own piece is there
option-other-camps-free = camps of other players may be used like any hole
option-other-camps-no-rest = other players' camps may be hopped through but a turn may not end there
option-other-camps-no-entry = no landing at all in other players' camps (hopping over a piece there is fine)
option-unused-free = camps that nobody starts in or heads for are free to move through and stop in
option-unused-no-rest = unused camps may be crossed but a turn may not end there

## Languages

language-unknown = { $given } is not a language Hopcard speaks: { $known }

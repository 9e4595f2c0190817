# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Dispute { $number } resolved ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Board frozen by dispute { $number }: click the moving piece
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Board frozen by dispute { $number }: click the route's holes in order
dispute-panel-heading = Dispute { $number } (open)
dispute-panel-frozen = The board is frozen: record the disagreement, then resolve it.
dispute-panel-position = Position when raised (every hole):
dispute-panel-raised-by = Raised by:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Raised by { $name }
dispute-panel-time = Time: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Whose turn: { $name } (move { $number })
dispute-panel-piece-none = Moving piece: click it on the board
dispute-panel-piece = Moving piece: { $hole }
dispute-panel-route = Proposed route: { $route }
dispute-panel-remove-last = Remove last hole
dispute-panel-clear-route = Clear piece and route
dispute-panel-verdict = Verdict under the game's card: { $verdict }
dispute-panel-clause-cited = Clause cited:
# A choice of the clause the dispute cites.
dispute-panel-clause = Clause { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Statement of { $name }
dispute-panel-resolve = Resolve
dispute-panel-apply = Apply the card
dispute-panel-apply-allows = The card allows it: { $route } will be played.
dispute-panel-apply-refuses = The card refuses it: nothing will move.
dispute-panel-apply-not-yet = Choose the piece and at least one landing first
dispute-panel-withdraw = Withdraw the dispute
dispute-panel-withdraw-hint = Nothing changes; play goes on
dispute-panel-agreed-change = Agreed change (takes effect from a new game)
dispute-panel-rule-none = none: the change is in our words
dispute-panel-rule-change = Rule change for the next card
dispute-panel-agree = Agree a change for a new game
dispute-panel-agree-hint = The next game's card carries the change, and every player confirms it; this game keeps its card
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = clause { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Picture of the disputed position, route { $route }
dispute-panel-record-fingerprint = Game record fingerprint: { $fingerprint } (the whole game so far: moves, take-backs, disputes)
# The dispute log window's title.
dispute-panel-window = Disputes
dispute-panel-export-text = Export as text…
dispute-panel-export-ron = Export as RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Copy the game record's fingerprint
dispute-panel-no-disputes = No disputes in this game.
dispute-panel-exported = Dispute log written to { $path }
dispute-panel-not-exported = Could not export the dispute log: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Show the card
card-view-show-not-yet = Once every player has confirmed the card in the setup form.
card-view-menu-export-text = Export card as text…
card-view-menu-export-ron = Export card as RON…
card-view-menu-import = Import card…
card-view-exported = Card exported to { $path } (fingerprint { $fingerprint })
card-view-not-exported = The card was not exported: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = Imported { $name }: version { $version }, unchanged since its fingerprint was taken. Start a new game with its rules, or change it (which withdraws the confirmations).
card-view-imported-changed = Imported { $name }: version { $version }, CHANGED SINCE ITS FINGERPRINT WAS TAKEN. Check every line; each player must confirm it again.
card-view-imported-unsealed = Imported { $name }: version { $version }, without a fingerprint yet. Each player must confirm it.
card-view-proposed-change = Proposed change: version { $next } of the card. The game in progress keeps version { $version } to the end; this version takes effect when every player has confirmed it and you start a new game with it.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Players: { $players }
card-view-date = Date: { $date }
card-view-rulebook = Set or rulebook consulted: { $rulebook }
card-view-rulebook-none = Set or rulebook consulted: not noted
card-view-changes = Agreed changes: { $changes }
card-view-changes-none = Agreed changes: none
card-view-replaces = Replaces version { $version }: { $changes }
card-view-effective = Takes effect from: { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name } confirmed as "{ $by }" at { $time }
card-view-not-confirmed = { $name } has NOT confirmed
card-view-fingerprint = Fingerprint: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Copy the card's fingerprint
card-view-status = Card status: { $seal }
card-view-unconfirmed = Not confirmed by { $names }
card-view-copy = Copy
card-view-copy-hint = Copy the whole fingerprint (64 digits) to the clipboard
card-view-export-pdf = Export as PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = on
# The US paper size.
card-view-paper-letter = Letter
# The card window's title.
card-view-window = The agreement card
card-view-read-only = Read-only: the rules of a game in progress never change.
card-view-setup-confirmed = The card as every player confirmed it: the game you start plays by it. Any change in the form withdraws the confirmations.
card-view-setup-changed = Changed since every player confirmed it: confirm it again to export or print it.
card-view-version = Version { $version }
card-view-export-text = Export as text…
card-view-export-ron = Export as RON…
card-view-propose = Propose a change

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = clause { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = clause { $clause }, { $title }: { $from } → not chosen (three or more players choose it)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = clause { $clause } { $from } → { $to }
card-changes-option-short-unchosen = clause { $clause } { $from } → to be chosen
card-changes-player-removed = Player { $number } removed
card-changes-player-removed-named = Player { $number } ({ $name }) removed
card-changes-player-added = Player { $number } ({ $colour }) added
card-changes-other-camps-to-choose = clause { $clause } other-camp rule to be chosen
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } player: { $changes }.
   *[other] { $count } players: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } player: { $changes }. Confirmations withdrawn.
   *[other] { $count } players: { $changes }. Confirmations withdrawn.
}
card-changes-far-after = The card is dated { $date }, more than a year after today ({ $today }): is that right?
card-changes-far-before = The card is dated { $date }, more than a year before today ({ $today }): is that right?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Reviewing: the board after move { $number } of { $moves }, { $player } { $proposal }
review-start = Reviewing: the start, before move 1 of { $moves }
review-back = Back
# The keys that do the same (hover text).
review-back-keys = Page Up or Left
review-forward = Forward
review-forward-keys = Page Down or Right
review-exit = Back to the game
review-exit-key = Escape
review-continue = Continue from here…
review-continue-hint = { $count ->
    [one] Take back the { $count } later move(s): every player must agree
   *[other] Take back the { $count } later move(s): every player must agree
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Save the game
files-prompt-open = Open a game
files-prompt-card-text = Export the card as printable text
files-prompt-card-ron = Export the card as RON (re-importable)
files-prompt-import-card = Import an agreement card (RON)
files-prompt-disputes-text = Export the dispute log as text
files-prompt-disputes-ron = Export the dispute log as RON
files-prompt-card-pdf = Export the card as PDF (print-ready)
files-prompt-record-text = Export the game record as text
files-prompt-disputes-pdf = Export the dispute records as PDF (print-ready)
files-open-failed = Could not open the game: { $error }
files-open-stopped = Could not open { $path }: the reading stopped unexpectedly
files-menu-save = Save
files-menu-save-as = Save as…
files-menu-open = Open…
files-menu-recent = Open recent
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Recover…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard is already open
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Data folder: { $path }
files-locked-read-only = Open the game read-only
files-locked-separate = Start a separate game
# The resume offer.
files-resume-heading = Unfinished game
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Resume the unfinished game of { $when } between { $players }?
files-resume-moves = { $count ->
    [one] { $count } moves played so far.
   *[other] { $count } moves played so far.
}
files-resume = Resume
files-resume-decline = Start a new game
files-resume-kept = A game you do not resume is kept: Game > Recover… brings it back.
# The Recover window.
files-recover-window = Recover a game
files-recover-intro = Games kept when they were replaced or declined, newest first.
files-recover-reading = Reading the kept games…
files-recover-none = No kept games.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } moves)
   *[other] { $when }: { $players } ({ $count } moves)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } moves, finished)
   *[other] { $when }: { $players } ({ $count } moves, finished)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Save the current game?
files-question-unsaved = { $count ->
    [one] The game on the board has { $count } moves. It has not been saved to a file.
   *[other] The game on the board has { $count } moves. It has not been saved to a file.
}
files-question-behind = { $count ->
    [one] The game on the board has { $count } moves. Its file { $path } does not have the latest moves.
   *[other] The game on the board has { $count } moves. Its file { $path } does not have the latest moves.
}
files-question-kept = If you don't save it, it is kept anyway: Game > Recover… brings it back.
files-question-lost = This window has no data folder: if you don't save it, it is lost.
files-save = Save
files-dont-save = Don't save
files-cancel = Cancel
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } holds another game
# $holds says which game the file holds.
files-other-holds = { $path } now holds { $holds }, not this game, so nothing was saved there.
files-other-lost = Replace loses what the file holds: this window has no data folder to keep it in.
files-save-as = Save as…
files-replace = Replace
# The status line under the board.
files-status-read-only = Read-only: another Hopcard window is playing this game.
files-status-no-file = not saved to a file
files-status-autosave-off = autosave off
files-status-autosaving = autosaving…
files-status-autosaved = autosaved
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Game: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = Opened { $path }.
file-flow-kept = The previous game was kept as { $kept } (Game > Recover…).
file-flow-opened-kept = Opened { $path }. The previous game was kept as { $kept } (Game > Recover…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Resumed the unfinished game. { $problem }
file-flow-resumed = Resumed the unfinished game.
file-flow-declined-kept = The unfinished game was kept as { $kept } (Game > Recover…).
file-flow-not-imported = Card not imported: { $path }: { $error }
file-flow-card-changed = The card was not exported to { $path }: it changed after the players confirmed it. Every player confirms it again first.
file-flow-record-written = Game record written to { $path }
file-flow-record-not-written = The game record was not written: { $error }
file-flow-saved = Saved the game to { $path }.
file-flow-saved-kept = Saved the game to { $path }. What that file held before was kept as { $kept } (Game > Recover…).
file-flow-saved-no-recent = Saved the game to { $path }, but the recent list could not be updated: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Not saved: { $path } still holds { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Not saved: { $path } still holds { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } was not opened: this window is read-only. Open it in a separate game.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; this game is not autosaved

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = Waiting for the file dialog… (or type a path and press OK)
file-dialog-no-dialog = could not open the file dialog: { $error }; type a path instead
file-dialog-nothing-chosen = No file was chosen in the dialog (no desktop portal?). Type a path and press OK.
file-dialog-path = File path
file-dialog-ok = OK
file-dialog-browse = Browse…
file-dialog-cancel = Cancel
file-dialog-exists = { $path } already exists. Replace it?
file-dialog-replace = Replace
file-dialog-other-name = Choose another name

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Count example: final-entry swap
explainer-swap-explanation = Red has nine pieces home; blue sits on D1, the last free hole of red's destination. Under the swap option red's tenth piece may step onto D1 and the blue piece moves to E6: red completes all ten and wins, and every piece stays on the board.
explainer-ten-title = Count example: ten own pieces
explainer-ten-explanation = The same holes under the ten-own option: red needs all ten pieces home, D1 is occupied, and stepping onto an occupied hole is never allowed. Red has not won and must play on.
explainer-available-title = Count example: available holes
explainer-available-explanation = The same holes under the available-hole option: every hole of red's destination is filled (nine red, one blue) and red has pieces there, so red has already won, with the tenth piece still outside.
explainer-case-1-title = Case 1: a sideways step means no pass
explainer-case-1-explanation = Red's last piece on E3 cannot move towards home, but it can step sideways to E2 or E4. A pass needs no legal move at all, so the pass is refused (clause 6). Try E3-E4 instead.
explainer-case-2-title = Case 2: an arrived piece stays home
explainer-case-2-explanation = The red piece on D1 is in its destination. Stepping out to E5 is refused under the card's every-landing lock (clause 3); moving within the destination, such as D1-D2, is fine.
explainer-case-3-title = Case 3: no swap in the middle game
explainer-case-3-explanation = Blue sits on D1 in red's destination, but red has only five pieces home. The swap is only for the tenth piece's final entry, so stepping onto D1 is refused (clause 5).
explainer-case-4-title = Case 4: nine home is not a win
explainer-case-4-explanation = Red has nine home and blue holds the last hole, but red's tenth piece is far away: there is no legal entry to swap with yet, so red has not won. Which finish applies is the one the card chose before play.
explainer-case-5-title = Case 5: your own start is always yours
explainer-case-5-explanation = Red's start camp is also blue's destination. Even with other players' camps closed (no-entry), each player's own start and destination stay allowed, so red may step back to N2.
explainer-case-6-title = Case 6: a new rule waits for a new game
explainer-case-6-explanation = This game was agreed under the ten-own option, so blue's piece on D1 blocks red. A swap rule proposed now would need a new card confirmed by both players and would start with the next game; the current game keeps its rules.

# The banner above the board while a case is shown.
explainer-banner = Rules explainer: { $title }
explainer-banner-unknown = Rules explainer: a case
explainer-back = Back to the game
# $proposal is a route (E6-D1) or "pass".
explainer-try = Try: { $proposal }
explainer-try-pass-hint = Ask to pass: the verdict, and the move that blocks it
explainer-try-route-hint = Put this route on the board with its verdict
explainer-nothing-to-try = Nothing to try: the game is already won under this option.
explainer-judged-card = Judged under the card's own options.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Judged under the card's options, except { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Nothing was printed: the PDF could not be made ({ $error }).
print-out-not-written = Nothing was printed: { $path } could not be written ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Nothing on this computer can print or show a PDF (tried { $tried }). The PDF is at { $pdf }: open it with a PDF viewer to print it.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } could not take the PDF ({ $status }). The PDF is at { $pdf }: open it with a PDF viewer to print it.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = the print stopped unfinished

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = Mo
calendar-tuesday = Tu
calendar-wednesday = We
calendar-thursday = Th
calendar-friday = Fr
calendar-saturday = Sa
calendar-sunday = Su
# The screen-reader name of the month that opens under the date.
calendar-name = Calendar
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Previous year
calendar-previous-month = Previous month
calendar-next-month = Next month
calendar-next-year = Next year

## The Game menu's commands

commands-hint = Suggest a move
commands-dispute = Dispute

## The app's own lines in the status line, and the window's start

app-printed = Handed to the system for printing: { $pdf }
app-printing = Making the PDF to print…
app-nothing-to-print = Nothing to print yet: the card is not confirmed by every player.
# $level is the computer's level (easy, medium, …).
app-computer-turn = It is the computer's turn ({ $level }); wait for its move.
# $result says who won.
app-game-over = The game is over. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = { $proposal } was not played: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Cannot start: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = scenario { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or use a subcommand (hopcard --help)
app-window-failed = hopcard: could not open the window: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = it is empty
app-window-file-not-text = it is not UTF-8 text
app-window-file-damaged = the window's file { $file } is damaged: { $problem }

# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).

## File primitives (fsio)

fsio-write-name = { $path }: could not use it: it is not a file path: { $cause }
fsio-write-create-folder = { $path }: could not create its folder: { $cause }
fsio-write-create-temporary = { $path }: could not create a temporary file beside it: { $cause }
fsio-write-write = { $path }: could not write it: { $cause }
fsio-write-sync = { $path }: could not sync it to disk: { $cause }
fsio-write-replace = { $path }: could not replace it: { $cause }
fsio-write-create = { $path }: could not create it: { $cause }
fsio-write-keep = { $path }: could not keep a copy of it: { $cause }
fsio-write-forbidden-name = { $path }: could not save it under that name: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] a folder
    [fifo] a named pipe
   *[special] a device or other special file
}
# After a file's path.
fsio-read-io = cannot be read: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] is a folder, not a regular file, so it was not read
    [fifo] is a named pipe, not a regular file, so it was not read
   *[special] is a device or other special file, not a regular file, so it was not read
}
# After a file's path.
fsio-read-too-large = is too large ({ $bytes } bytes; at most { $cap } are read)
fsio-cause-no-file-name = no file name
fsio-cause-every-name-taken = every name is taken
fsio-cause-never-replaced = { $kind ->
    [folder] it is a folder, not a regular file, so it is never replaced
    [fifo] it is a named pipe, not a regular file, so it is never replaced
   *[special] it is a device or other special file, not a regular file, so it is never replaced
}
fsio-cause-held = another program has it open (an editor, a backup or an antivirus): close it there, then try again ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows keeps the name { $device } for a device, even with an extension: choose another name
fsio-name-trailing = Windows drops a dot or space at the end of a file name, so it would be saved under another name: remove it
# $code is like U+0009.
fsio-name-control = Windows file names cannot hold the control character { $code }: remove it
fsio-name-character = Windows file names cannot hold "{ $character }": choose another name

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: expected a value
quote-too-deep = { $line }:{ $column }: brackets nested too deeply (no Hopcard file nests this deep)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } cannot be a name here
quote-open-comment = { $line }:{ $column }: a comment that is never closed
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} in all)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.

entry-line-break = must be one line (it contains a line break)
entry-control = contains the control character { $code }, which cannot be printed
entry-direction-mark = contains the invisible direction mark { $code }, which would reorder the text
entry-invisible = contains the invisible character { $code }, which would not show on the card
entry-blank-looking = contains { $code }, a character that looks blank but is not a space
entry-private-use = contains the private-use character { $code }, which no font shows the same way
entry-not-a-character = contains { $code }, which is not a character Hopcard knows
entry-card-line = contains "{ $character }", which could make it read as another line of the card
entry-too-long = { $chars ->
    [one] is { $chars } character long; at most { $max } fit
   *[other] is { $chars } characters long; at most { $max } fit
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = unknown level { $given }: expected greedy, easy, medium or strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = has a dispute record that does not hold up: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = field `{ $field }`: { $why }
storage-too-large = is too large to be a game file ({ $bytes } bytes; at most { $cap })
storage-not-text = is not a text file (not UTF-8), so not a game file
storage-syntax = is not a readable game file (damaged or cut short?): { $problem }
storage-newer-format = was written by a newer Hopcard (file format { $format }; this version reads up to { $latest })
storage-card = holds a card that does not fit its game: { $problem }
storage-replay = has a history that cannot be replayed: event { $event }: { $reason }
storage-mismatch = does not agree with its own history (edited by hand?): { $problem }
# RON is the name of the file format.
storage-serialize = could not write the game as RON: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = the stored position is { $stored }, but the moves lead to { $replayed }
storage-plies-differ = the list of standing moves differs from the history
# $stored and $replayed are status lines in quotes.
storage-status-differs = the stored status is { $stored }, but the moves lead to { $replayed }
storage-record-fingerprint = the game no longer matches its record fingerprint (a move, take-back or dispute was deleted, added, changed or moved by hand)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = it says { $format }, but { $what }: the format was lowered by hand?
storage-lowered-record = the file carries the game's record fingerprint (`record`), which Hopcard writes from format 2 on
storage-lowered-raised-in = dispute { $number } names the game it was raised in (`raised_in`), which Hopcard writes from format 3 on
storage-saved-not-a-time = { $saved } is not a time Hopcard wrote (like 2025-03-14 19:30 UTC)
storage-status-empty = empty, but Hopcard always writes the status line
storage-record-missing = missing, but this file format always stores the record fingerprint (removed by hand?)
storage-dispute-rules = dispute { $number }: it was judged under rules that are not the card's
storage-card-slots = { $players } players but { $slots ->
    [one] { $slots } confirmation slot
   *[other] { $slots } confirmation slots
}
storage-card-first = player { $first } moves first, but the card names { $players ->
    [one] { $players } player
   *[other] { $players } players
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = the card is { $seal }
storage-card-start = the start position { $start } is not the card's start { $card }
storage-replay-differs = its move number, player or swap mark is not what the engine recorded

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = The autosaved game could not be read ({ $problem }). It was moved aside, unchanged, to { $path }.
session-damaged-preferences-kept = Your preferences could not be read ({ $problem }). They were kept, unchanged, in { $path }, and the defaults are used.
session-damaged-preferences = Your preferences could not be read ({ $problem }), and the defaults are used.
session-folder-unwritable = Hopcard's data folder { $path } cannot be written ({ $problem }), so this window autosaves nothing and keeps no games: save your game to a file (Game > Save as…).
session-autosave-off = The autosaved game at { $path } could not be read ({ $problem }) nor moved aside, so autosave is off for this window: that file is left as it is.
# $kept is how many of its entries were kept.
session-damaged-recent = The recent-games list was damaged; it was moved aside to { $path } and { $kept ->
    [0] none of its entries could be read
    [one] its { $kept } readable entry was kept
   *[other] its { $kept } readable entries were kept
}.
session-finished-kept = The finished game from last time was kept as { $path } (Game > Recover…).
session-separate-kept = The game of a second window was kept as { $path } (Game > Recover…).
# $holds is one of the session-holds- messages.
session-foreign-file = It was saved to { $path }, but that file { $holds }, so it belongs to no file now: Save asks where to save it.
session-newest-in-file = Its newest copy is its file, { $path }.
session-belongs-to = It belongs to the file { $path }.
session-behind = Not saved since move { $since }: { $cause }
session-file-failure = Not saved to { $path }: { $cause }
session-other-kept = What it holds was kept as { $path } (Game > Recover…).
session-other-not-kept = What it holds could not be kept aside: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } holds { $holds }, not this game, so it was not replaced.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } holds { $holds }, not this game, so it was not replaced. { $kept }
session-no-game = there is no game yet
session-read-only = this window shows the game read-only (another Hopcard window is playing it)
session-case-open = disputes belong to the game: go back to it first
session-keep-failed = the current game could not be kept for recovery, so it was not replaced: { $cause }
session-not-saved = the game was not saved: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = the { $field ->
    [statement] statement
   *[change] agreed change
} is { $chars ->
    [one] { $chars } character
   *[other] { $chars } characters
} long; at most { $max } fit, so it was not changed
session-too-large = that would make the game { $bytes } bytes, more than a game file may hold ({ $cap }), so nothing changed
session-recent-not-stored = the recent-games list was not stored: { $cause }
session-slot-locked = another Hopcard window is playing the autosaved game (its lock { $path } is held)
session-slots-busy = all { $count } autosave slots are in use
session-game-too-large = the game would take { $bytes } bytes, more than the { $cap } a game file may hold
session-no-folder-to-keep = there is no folder to keep it in
# The status line when another window took this window's autosave.
session-slot-lost = another Hopcard window now autosaves here (the data folder was deleted or replaced while this window ran), so this window stopped autosaving: save the game to a file
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = is not there
# $game is session-describe or session-describe-finished.
session-holds-another-game = holds another game ({ $game })
session-holds-unreadable = cannot be read as a game ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = something that { $problem }
session-other-holds-later = a later copy of this game ({ $game })
session-other-holds-another = another game ({ $game })
session-other-holds-not-a-game = something that is not a game Hopcard can read (it { $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, finished
session-not-kept-unreadable = it could not be read
session-not-kept-no-folder = this window has no data folder to keep it in
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } and { $last }
session-players-separator = {", "}

# Why a save did not go to the game's file: $holds says what the file holds.
session-holds-not-this-game = it holds { $holds }, not this game

# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).
# German: see /work/notes/glossary-de.md; menu paths use the words of
# app-play.ftl and app-records.ftl (Spiel > Speichern unter…,
# Spiel > Wiederherstellen…). A field of a file is an "Angabe".

## File primitives (fsio)

fsio-write-name = { $path }: Nicht verwendbar, da kein Dateipfad: { $cause }
fsio-write-create-folder = { $path }: Der Ordner dafür konnte nicht angelegt werden: { $cause }
fsio-write-create-temporary = { $path }: Daneben konnte keine temporäre Datei angelegt werden: { $cause }
fsio-write-write = { $path }: Die Datei konnte nicht geschrieben werden: { $cause }
fsio-write-sync = { $path }: Die Datei konnte nicht vollständig auf den Datenträger geschrieben werden: { $cause }
fsio-write-replace = { $path }: Die Datei konnte nicht ersetzt werden: { $cause }
fsio-write-create = { $path }: Die Datei konnte nicht angelegt werden: { $cause }
fsio-write-keep = { $path }: Es konnte keine Kopie der Datei aufbewahrt werden: { $cause }
fsio-write-forbidden-name = { $path }: Unter diesem Namen kann nicht gespeichert werden: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] ein Ordner
    [fifo] eine benannte Pipe
   *[special] ein Gerät oder eine andere Spezialdatei
}
# After a file's path.
fsio-read-io = kann nicht gelesen werden: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] ist ein Ordner, keine reguläre Datei, und wurde daher nicht gelesen
    [fifo] ist eine benannte Pipe, keine reguläre Datei, und wurde daher nicht gelesen
   *[special] ist ein Gerät oder eine andere Spezialdatei, keine reguläre Datei, und wurde daher nicht gelesen
}
# After a file's path.
fsio-read-too-large = ist zu groß ({ $bytes } Bytes; gelesen werden höchstens { $cap })
fsio-cause-no-file-name = kein Dateiname
fsio-cause-every-name-taken = alle Namen sind vergeben
fsio-cause-never-replaced = { $kind ->
    [folder] dort liegt ein Ordner, keine reguläre Datei, und ein Ordner wird nie ersetzt
    [fifo] dort liegt eine benannte Pipe, keine reguläre Datei, und eine Pipe wird nie ersetzt
   *[special] dort liegt ein Gerät oder eine andere Spezialdatei, keine reguläre Datei, und so etwas wird nie ersetzt
}
fsio-cause-held = ein anderes Programm hat die Datei geöffnet (ein Editor, eine Datensicherung oder ein Virenscanner): Schließen Sie sie dort, und versuchen Sie es dann erneut ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows reserviert den Namen { $device } für ein Gerät, auch mit Dateiendung: Wählen Sie einen anderen Namen
fsio-name-trailing = Windows entfernt einen Punkt oder ein Leerzeichen am Ende eines Dateinamens, die Datei würde also unter einem anderen Namen gespeichert: Entfernen Sie das Zeichen
# $code is like U+0009.
fsio-name-control = Windows-Dateinamen dürfen das Steuerzeichen { $code } nicht enthalten: Entfernen Sie es
fsio-name-character = Windows-Dateinamen dürfen „{ $character }“ nicht enthalten: Wählen Sie einen anderen Namen

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: Wert erwartet
quote-too-deep = { $line }:{ $column }: Klammern zu tief verschachtelt (keine Hopcard-Datei ist so tief verschachtelt)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } kann hier kein Name sein
quote-open-comment = { $line }:{ $column }: Kommentar wird nie geschlossen
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
} insgesamt)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
## The field is a singular subject ("der Name von Spieler 2", "der Text",
## "das Kürzel"), so each message starts with a verb in the singular and
## names no pronoun for it.

entry-line-break = muss einzeilig sein (enthält einen Zeilenumbruch)
entry-control = enthält das Steuerzeichen { $code }, das sich nicht drucken lässt
entry-direction-mark = enthält die unsichtbare Richtungsmarke { $code }, die den Text umordnen würde
entry-invisible = enthält das unsichtbare Zeichen { $code }, das auf der Karte nicht zu sehen wäre
entry-blank-looking = enthält { $code }, ein Zeichen, das leer aussieht, aber kein Leerzeichen ist
entry-private-use = enthält das Zeichen { $code } aus dem Bereich für private Nutzung, das jede Schriftart anders darstellt
entry-not-a-character = enthält { $code }, ein Zeichen, das Hopcard nicht kennt
entry-card-line = enthält „{ $character }“, wodurch es wie eine weitere Zeile der Karte aussehen könnte
entry-too-long = ist { $chars } Zeichen lang; höchstens { $max } haben Platz

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = unbekannte Stufe { $given }: erwartet wird greedy, easy, medium oder strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).
## German: each starts with its verb ("„x.hopcard“ ist zu groß …"), and
## storage-field too, as it also follows "die Datei" in errors below.

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = hat ein Streitfallprotokoll, das der Prüfung nicht standhält: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = hat einen Fehler in der Angabe `{ $field }`: { $why }
storage-too-large = ist zu groß für eine Spieldatei ({ $bytes } Bytes; höchstens { $cap })
storage-not-text = ist keine Textdatei (kein UTF-8) und damit keine Spieldatei
storage-syntax = ist keine lesbare Spieldatei (beschädigt oder unvollständig?): { $problem }
storage-newer-format = wurde von einer neueren Hopcard-Version geschrieben (Dateiformat { $format }; diese Version liest Formate bis { $latest })
storage-card = enthält eine Karte, die nicht zu ihrem Spiel passt: { $problem }
storage-replay = hat einen Verlauf, der sich nicht nachspielen lässt: Ereignis { $event }: { $reason }
storage-mismatch = stimmt nicht mit dem eigenen Verlauf überein (von Hand bearbeitet?): { $problem }
# RON is the name of the file format.
storage-serialize = das Spiel konnte nicht als RON geschrieben werden: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = die gespeicherte Stellung ist { $stored }, die Züge führen aber zu { $replayed }
storage-plies-differ = die Liste der nicht zurückgenommenen Züge weicht vom Verlauf ab
# $stored and $replayed are status lines in quotes.
storage-status-differs = der gespeicherte Status ist { $stored }, die Züge führen aber zu { $replayed }
storage-record-fingerprint = das Spiel passt nicht mehr zum Fingerabdruck seines Protokolls (ein Zug, eine Rücknahme oder ein Streitfall wurde von Hand gelöscht, hinzugefügt, geändert oder verschoben)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = dort steht { $format }, aber { $what }: Wurde das Format von Hand herabgesetzt?
storage-lowered-record = die Datei enthält den Fingerabdruck des Spielprotokolls (`record`), den Hopcard erst ab Format 2 schreibt
storage-lowered-raised-in = Streitfall { $number } nennt das Spiel, in dem er eröffnet wurde (`raised_in`), was Hopcard erst ab Format 3 schreibt
storage-saved-not-a-time = { $saved } ist keine Zeitangabe, wie Hopcard sie schreibt (etwa 2025-03-14 19:30 UTC)
storage-status-empty = leer, obwohl Hopcard die Statuszeile immer schreibt
storage-record-missing = fehlt, obwohl dieses Dateiformat den Fingerabdruck des Protokolls immer speichert (von Hand entfernt?)
storage-dispute-rules = Streitfall { $number } wurde nach anderen Regeln beurteilt als denen der Karte
storage-card-slots = { $players } Spieler, aber { $slots ->
    [one] { $slots } Bestätigungsplatz
   *[other] { $slots } Bestätigungsplätze
}
storage-card-first = Spieler { $first } zieht zuerst, aber die Karte nennt nur { $players } Spieler
# $seal is how the card stands (card-seal-*: "noch ohne Fingerabdruck"…).
storage-card-seal = die Karte ist { $seal }
storage-card-start = die Anfangsstellung { $start } ist nicht die der Karte ({ $card })
storage-replay-differs = Zugnummer, Spieler oder Tauschvermerk weichen von dem ab, was Hopcard aufgezeichnet hat

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = Das automatisch gespeicherte Spiel konnte nicht gelesen werden ({ $problem }). Es wurde unverändert nach { $path } verschoben.
session-damaged-preferences-kept = Ihre Einstellungen konnten nicht gelesen werden ({ $problem }). Sie wurden unverändert in { $path } aufbewahrt; es gelten die Standardeinstellungen.
session-damaged-preferences = Ihre Einstellungen konnten nicht gelesen werden ({ $problem }); es gelten die Standardeinstellungen.
session-folder-unwritable = In den Datenordner von Hopcard, { $path }, kann nicht geschrieben werden ({ $problem }). Dieses Fenster speichert daher nichts automatisch und bewahrt keine Spiele auf: Speichern Sie Ihr Spiel in einer Datei (Spiel > Speichern unter…).
session-autosave-off = Das automatisch gespeicherte Spiel unter { $path } konnte weder gelesen ({ $problem }) noch beiseitegelegt werden. Das automatische Speichern ist daher für dieses Fenster aus; die Datei bleibt unverändert.
# $kept is how many of its entries were kept.
session-damaged-recent = Die Liste der zuletzt geöffneten Spiele war beschädigt; sie wurde nach { $path } verschoben, und { $kept ->
    [0] keiner ihrer Einträge war lesbar
    [one] ihr einziger lesbarer Eintrag wurde übernommen
   *[other] ihre { $kept } lesbaren Einträge wurden übernommen
}.
session-finished-kept = Das beendete Spiel vom letzten Mal wurde als { $path } aufbewahrt (Spiel > Wiederherstellen…).
session-separate-kept = Das Spiel eines zweiten Fensters wurde als { $path } aufbewahrt (Spiel > Wiederherstellen…).
# $holds is one of the session-holds- messages; "es" is the game.
session-foreign-file = Es wurde unter { $path } gespeichert, aber diese Datei { $holds }; es gehört daher jetzt zu keiner Datei: Speichern fragt, wohin es gespeichert werden soll.
session-newest-in-file = Seine neueste Fassung steht in seiner Datei { $path }.
session-belongs-to = Es gehört zur Datei { $path }.
session-behind = Seit Zug { $since } nicht gespeichert: { $cause }
session-file-failure = Nicht in { $path } gespeichert: { $cause }
session-other-kept = Der Inhalt der Datei wurde als { $path } aufbewahrt (Spiel > Wiederherstellen…).
session-other-not-kept = Der Inhalt der Datei konnte nicht beiseitegelegt werden: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } enthält { $holds }, nicht dieses Spiel, und wurde daher nicht ersetzt.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } enthält { $holds }, nicht dieses Spiel, und wurde daher nicht ersetzt. { $kept }
session-no-game = es gibt noch kein Spiel
session-read-only = dieses Fenster zeigt das Spiel schreibgeschützt (ein anderes Hopcard-Fenster spielt es)
session-case-open = Streitfälle gehören zum Spiel: Kehren Sie zuerst zum Spiel zurück
session-keep-failed = das aktuelle Spiel konnte nicht zur Wiederherstellung aufbewahrt werden und wurde daher nicht ersetzt: { $cause }
session-not-saved = das Spiel wurde nicht gespeichert: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] die Aussage
   *[change] die vereinbarte Änderung
} ist { $chars } Zeichen lang; höchstens { $max } haben Platz, daher wurde nichts geändert
session-too-large = dadurch würde das Spiel { $bytes } Bytes groß, mehr als eine Spieldatei fassen darf ({ $cap }); daher wurde nichts geändert
session-recent-not-stored = die Liste der zuletzt geöffneten Spiele wurde nicht gespeichert: { $cause }
session-slot-locked = ein anderes Hopcard-Fenster spielt das automatisch gespeicherte Spiel (seine Sperrdatei { $path } ist belegt)
session-slots-busy = alle { $count } Plätze für automatisches Speichern sind belegt
session-game-too-large = das Spiel würde { $bytes } Bytes belegen, mehr als die { $cap }, die eine Spieldatei fassen darf
session-no-folder-to-keep = es gibt keinen Ordner, in dem es aufbewahrt werden könnte
# The status line when another window took this window's autosave.
session-slot-lost = ein anderes Hopcard-Fenster speichert jetzt hier automatisch (der Datenordner wurde gelöscht oder ersetzt, während dieses Fenster lief), daher speichert dieses Fenster nicht mehr automatisch: Speichern Sie das Spiel in einer Datei
# What a game's own file holds instead of the game (after "that file":
# "aber diese Datei …").
session-holds-nothing = ist nicht vorhanden
# $game is session-describe or session-describe-finished.
session-holds-another-game = enthält ein anderes Spiel ({ $game })
# $problem is a storage- message, which starts with its verb.
session-holds-unreadable = lässt sich nicht als Spiel lesen (sie { $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
# German: an object of "enthält"; the file's problem in parentheses.
session-other-holds-unread = etwas Unbekanntes (die Datei { $problem })
session-other-holds-later = eine neuere Fassung dieses Spiels ({ $game })
session-other-holds-another = ein anderes Spiel ({ $game })
session-other-holds-not-a-game = etwas, das kein für Hopcard lesbares Spiel ist (die Datei { $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, beendet
# After "Der Inhalt der Datei konnte nicht beiseitegelegt werden:".
session-not-kept-unreadable = Er ließ sich nicht lesen
session-not-kept-no-folder = Dieses Fenster hat keinen Datenordner, um ihn aufzubewahren
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } und { $last }
session-players-separator = {", "}

session-holds-not-this-game = sie enthält { $holds }, nicht dieses Spiel

# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.
# German: see /work/notes/glossary-de.md. Errors start in lower case, as
# they follow "hopcard: "; a whole sentence after a colon starts with a capital.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop schreibt einen freedesktop-Starter und ist nur für Linux- und BSD-Desktops gedacht
cli-install-no-home = das Home-Verzeichnis für die Installation wurde nicht gefunden
cli-install-no-executable = das laufende Programm wurde nicht gefunden: { $cause }
cli-install-not-utf8 = der Programmpfad { $path } ist kein gültiges UTF-8; ein Desktop-Eintrag kann ihn nicht nennen
cli-install-line-break = der Programmpfad { $path } enthält einen Zeilenumbruch
cli-install-bad-target = { $path } hat kein übergeordnetes Verzeichnis oder keinen Dateinamen
cli-install-create-dir = { $path } kann nicht angelegt werden: { $cause }
cli-install-write = { $path } kann nicht geschrieben werden: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = { $tool } { $path } ausgeführt
cli-install-cache-missing = { $tool } ist nicht installiert; übersprungen
cli-install-cache-failed = { $tool } { $path } ist fehlgeschlagen ({ $why }); die Dateien sind installiert

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = ungültige Stellung: { $error }
cli-missing-route = Weg fehlt
cli-bad-route = ungültiger Weg: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: erwartet wird einer dieser Werte: { $values }
cli-with-card = --{ $flag } lässt sich nicht mit --card kombinieren: Die Karte legt die Regeln fest
cli-card-flag = --card { $error }
cli-unknown-level = unbekannte Stufe { $given }: erwartet wird greedy, easy, medium oder strong
cli-table = { $players } Spieler: Gespielt wird zu 2, 3, 4 oder 6
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: Es gibt keinen Streitfall { $number }
cli-no-dispute = { $path }: kein Streitfall zum Drucken
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } existiert bereits: Wählen Sie einen anderen Namen, oder ergänzen Sie --replace, um die Datei zu ersetzen
cli-same-as-input = { $path } ist die Datei, die gelesen wird: Wählen Sie für die Ausgabe einen anderen Namen
cli-player-form = --player { $given }: erwartet wird COLOUR:NAME, z. B. red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: Die Farbe muss ein kleingeschriebenes Wort sein, z. B. { $colours }
cli-player-no-name = --player { $given }: Der Name fehlt
cli-player-count = { $count } × --player angegeben: Eine Karte hat 2, 3, 4 oder 6 Spieler
cli-confirm-form = --confirm { $given }: erwartet wird COLOUR:INITIALS, z. B. red:AB
cli-confirm-no-colour = --confirm { $given }: Kein --player hat diese Farbe
cli-confirm-no-initials = --confirm { $given }: Das Kürzel fehlt
# $problem is one of the entry- messages.
cli-confirm-initials = --confirm { $given }: Das Kürzel { $problem }
cli-confirm-no-seat = --confirm { $given }: Diesen Platz gibt es nicht
cli-confirm-already = --confirm { $given }: Dieser Spieler hat bereits bestätigt
cli-date = --date: { $error }
cli-first = --first { $given }: Kein --player hat diese Farbe
cli-not-ready = die Karte kann nicht erstellt werden: { $problem }
cli-not-ready-hint = die Karte kann nicht erstellt werden: { $problem } (ergänzen Sie --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } ist weder ein Unterbefehl noch eine Datei (siehe hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: Die Karte ist nicht bestätigt von { $missing }; die Regeln gibt nur eine Karte vor, die alle Spieler bestätigt haben und die seitdem unverändert ist (siehe hopcard card verify)
cli-card-changed = { $path }: Die Karte wurde nach der Bildung ihres Fingerabdrucks geändert (der Fingerabdruck passt nicht); die Regeln gibt nur eine Karte vor, die alle Spieler bestätigt haben und die seitdem unverändert ist (siehe hopcard card verify)
cli-card-no-fingerprint = { $path }: Die Karte hat noch keinen Fingerabdruck; die Regeln gibt nur eine Karte vor, die alle Spieler bestätigt haben und die seitdem unverändert ist (siehe hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } ist { $kind ->
    [folder] ein Ordner
    [fifo] ein FIFO (benannte Pipe)
    [char-device] ein zeichenorientiertes Gerät
    [block-device] ein blockorientiertes Gerät
    [socket] ein Socket
   *[special] eine Spezialdatei
}, keine reguläre Datei: erwartet wird { $expected ->
    [card] eine Vereinbarungskarte
    [game] eine Spieldatei
   *[log] ein Streitfallprotokoll oder eine Spieldatei
}
cli-input-too-large = { $path } ist { $bytes } Bytes groß, zu groß für { $expected ->
    [card] eine Vereinbarungskarte
    [game] eine Spieldatei
   *[log] ein Streitfallprotokoll oder eine Spieldatei
} (höchstens { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = nicht bestätigt von { $missing } (ergänzen Sie --confirm COLOUR:INITIALS für jeden anwesenden Spieler)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = { $path } geschrieben (Kartenversion { $version }, Fingerabdruck { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = unverändert seit der Bildung des Fingerabdrucks: { $fingerprint } ({ $path })
cli-verify-changed = GEÄNDERT seit der Bildung des Fingerabdrucks: jetzt { $fingerprint } ({ $path })
cli-verify-no-fingerprint = noch ohne Fingerabdruck: Er wäre { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = stimmt mit dem Fingerabdruck auf dem Papier überein: { $paper }
cli-verify-paper-differs = WEICHT AB vom Fingerabdruck auf dem Papier: erwartet { $paper }, die Datei hat { $fingerprint }
cli-verify-unconfirmed = nicht bestätigt von { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = Spielprotokoll
cli-fp-dispute = Streitfall { $number }
cli-fp-matches = stimmt mit dem Fingerabdruck auf dem Papier überein: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = WEICHT AB vom Fingerabdruck auf dem Papier: erwartet { $paper }, die Datei ergibt { $found }
cli-fp-differs-none = WEICHT AB vom Fingerabdruck auf dem Papier: erwartet { $paper }, die Datei enthält keinen Fingerabdruck
cli-fp-no-dispute = WEICHT AB vom Fingerabdruck auf dem Papier: erwartet { $paper }, die Datei hat keinen Streitfall { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Fingerabdruck des Spielprotokolls: { $fingerprint } (das ganze bisherige Spiel: Züge, Rücknahmen, Streitfälle)
cli-dispute-pdf-wrote = { $path } geschrieben ({ $count ->
    [one] { $count } Streitfallprotokoll
   *[other] { $count } Streitfallprotokolle
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = { $path } geschrieben
cli-output-failed = die Ausgabe konnte nicht geschrieben werden: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; meinten Sie { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = Weitere Informationen: { $command } --help
cli-usage-unexpected = unerwartetes Argument { $given }
cli-usage-unexpected-dash = unerwartetes Argument { $given } (um es als Wert anzugeben, setzen Sie -- davor)
cli-usage-unexpected-after = unerwartetes Argument { $given } nach { $prior }
cli-usage-unknown-subcommand = unbekannter Unterbefehl { $given }
cli-usage-needs-value = { $arg } braucht einen Wert
cli-usage-expected-one-of = { $arg } { $given }: erwartet wird einer dieser Werte: { $values }
cli-usage-not-a-value = { $arg } { $given }: kein zulässiger Wert
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = unerwarteter Wert { $given } nach { $arg }
cli-usage-values = { $arg } erwartet { $wanted ->
    [one] { $wanted } Wert
   *[other] { $wanted } Werte
}, angegeben: { $given }
# $args are the missing arguments' names.
cli-usage-missing = es fehlt: { $args }
cli-usage-missing-argument = ein Argument fehlt
cli-usage-needs-subcommand = { $command } braucht einen Unterbefehl
cli-usage-needs-subcommand-of = { $command } braucht einen Unterbefehl: { $valid }
cli-usage-no-equals = { $arg } braucht seinen Wert nach „=“
cli-usage-not-utf8 = ein Argument ist kein UTF-8-Text
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = dieses Argument
cli-usage-more-than-once = { $arg } darf nur einmal angegeben werden
cli-usage-conflict = { $arg } kann nicht zusammen mit { $others } verwendet werden
cli-usage-conflict-others = { $arg } kann nicht zusammen mit den anderen Argumenten verwendet werden
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies (German: Züge).
cli-match-game = Spiel { $number }: { $result } nach { $plies } Zügen: { $last }
    {"  "}{ $back } Züge vor dem Ende: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = perft-Tiefe { $depth } ist zu tief: höchstens { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } von { $total } Zügen der Wurzel, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = abgebrochen bei { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = ohne die Desktop-App gebaut (Feature „desktop“); verwenden Sie einen Unterbefehl (hopcard --help)

# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.
# German: see /work/notes/glossary-de.md (Feld, Zacke, Figur, Zug, Regel,
# Ziel, Startzacke, Streitfall, Fingerabdruck, Bestätigung …). The clause
# texts are house rules read aloud at the table: complete sentences.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = Aufstellung: Jeder Spieler hat zehn Figuren; { $seating }. Zuerst zieht { $first }; danach geht der Zug reihum in dieser Reihenfolge weiter. { $hints }
# One seat of clause 1; $start and $goal are camp names ("oben", "unten links").
clause-text-seat = { $colour } beginnt in der Zacke { $start } und hat die Zacke { $goal } als Ziel
# Who moves first, when the card names no such player.
clause-text-first-player = der erstgenannte Spieler
clause-text-hints-on = Jeder Spieler darf sich vom Computer einen Zug vorschlagen lassen (Hinweis).
clause-text-hints-off = Keine Hinweise: Niemand lässt sich vom Computer einen Zug vorschlagen.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
# German says "Sprung" for both; the ordinary hop is "einfacher Sprung".
clause-text-moving = Ziehen: In seinem Zug bewegt ein Spieler genau eine eigene Figur, entweder mit einem Schritt auf ein benachbartes leeres Feld, womit der Zug endet, oder mit einer Kette { $movement ->
    [long] von Sprüngen
   *[hops] einfacher Sprünge
}. { $rule } Die Kette darf nach jedem Sprung enden; sie landet nie zweimal auf demselben Feld und nie wieder auf ihrem Ausgangsfeld, und das Ausgangsfeld gilt als leer, solange die Kette läuft. Es wird keine Figur vom Brett genommen.
clause-text-movement-hops = Jeder Sprung führt geradlinig über genau eine benachbarte Figur beliebiger Farbe (die Brücke) auf das leere Feld direkt dahinter; Weitsprünge gibt es nicht.
clause-text-movement-long = Ein Sprung führt geradlinig über genau eine Figur beliebiger Farbe (die Brücke), mit ebenso vielen leeren Feldern hinter der Brücke wie vor ihr, und landet auf einem leeren Feld; der einfache Sprung ist der kürzeste Fall.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Ankommen im Ziel: { $rule }
clause-text-dest-lock-every-landing = Sobald eine Figur in ihrem Ziel ist, muss jede weitere Landung dieser Figur im Ziel liegen; Züge innerhalb des Ziels sind erlaubt. Das Ankommen allein ist noch kein Sieg.
clause-text-dest-lock-turn-end = Eine Figur, die einen Zug in ihrem Ziel beginnt, muss diesen Zug auch im Ziel beenden; innerhalb der Sprungkette darf sie das Ziel verlassen und wieder zurückkehren.
clause-text-dest-lock-off = Figuren dürfen ihr Ziel wieder verlassen; es zählt nur, wer am Ende fertig ist.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Zacken: Die eigene Startzacke und das eigene Ziel sind für jeden Spieler immer erlaubt. { $others } { $unused }
clause-text-other-camps-allowed = Die Zacken anderer Spieler dürfen wie jedes andere Feld genutzt werden.
clause-text-other-camps-no-rest = Durch die Zacken anderer Spieler darf man springen, aber kein Zug darf dort enden.
clause-text-other-camps-no-entry = In der Zacke eines anderen Spielers darf keine Figur landen; über eine Figur dort hinwegzuspringen ist aber erlaubt.
clause-text-other-camps-not-chosen = Zacken anderer Spieler: NOCH NICHT GEWÄHLT; bei drei oder mehr Spielern müssen die Spieler diese Regel vor Spielbeginn wählen.
clause-text-unused-usable = Zacken, in denen niemand beginnt und die niemandes Ziel sind, dürfen frei durchquert werden, und man darf dort stehen bleiben.
clause-text-unused-no-rest = Zacken, in denen niemand beginnt und die niemandes Ziel sind, dürfen durchquert werden, aber kein Zug darf dort enden.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Blockieren und Beenden: { $rule }
clause-text-completion-swap = Wer alle Figuren im Ziel hat, gewinnt. Nur wenn neun Figuren im Ziel sind und eine gegnerische Figur den sonst zulässigen letzten Einzug der zehnten versperrt, dürfen die beiden Figuren ihre Felder tauschen; damit ist das Ziel des Spielers vollständig. Sonst wird weder getauscht noch geschlagen.
clause-text-completion-ten = Wer alle Figuren im Ziel hat, gewinnt. Steht eine gegnerische Figur auf dem letzten Feld des Ziels, versperrt sie einfach den Sieg; es wird weder getauscht noch geschlagen.
clause-text-completion-available = Ein Spieler gewinnt, sobald kein Feld seines Ziels mehr leer ist und mindestens eine eigene Figur darin steht; Felder, die Gegner besetzen, zählen als belegt.
# Clause 6.
clause-text-passing = Passen: Ein Spieler darf nur passen, wenn keine seiner Figuren einen zulässigen Schritt oder eine zulässige Sprungkette hat, Figur für Figur in jede Richtung geprüft. Passen alle Spieler nacheinander, ohne dass jemand zieht oder gewinnt, endet das Spiel als vereinbartes Unentschieden.
# Clause 7.
clause-text-disputes = Streitfälle: Sind sich die Spieler uneinig, wird angehalten, bevor sich etwas bewegt, und festgehalten: die Figur, der Weg, die Regel und die Felder. Diese Karte entscheidet; eine Regeländerung braucht eine neue Karte, die alle bestätigen, und gilt erst ab einem neuen Spiel.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
# $colour is mostly the colour's name already; where the card passes its
# code (red, blue…), the code is named here as words.ftl names it.
card-player-label = { $name } ({ $colour ->
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [black] Schwarz
    [white] Weiß
    [orange] Orange
    [purple] Lila
   *[other] { $colour }
})
# A player whose name is still blank.
card-player-unnamed = Spieler { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
# It follows "Gilt ab:", so it is in the dative ("ab einem neuen Spiel").
card-effective-new-game = einem neuen Spiel (ein Spiel, das bereits nach Version { $version } läuft, behält seine Regeln)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = HOPCARD-VEREINBARUNGSKARTE
card-text-title-line = { $title } – Version { $version }
card-decides = Hausregeln, von den Spielern vor dem Spiel vereinbart. Diese Karte entscheidet.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NICHT BESTÄTIGT von { $players }: Solange nicht alle Spieler bestätigt haben, ist diese Karte nur ein Vorschlag.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, zieht zuerst)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Spieler/Farben
card-text-date = Datum: { $date }
card-text-rulebook = Quelle (Spielausgabe oder Regelheft)
card-rulebook-not-noted = nicht angegeben
card-text-no-changes = Vereinbarte Änderungen: keine (es gelten die Vorgaben der Karte)
card-text-changes = Vereinbarte Änderungen:
card-text-replaces = Diese Version ersetzt Version { $version } (Fingerabdruck { $fingerprint })
card-text-changed-from = Änderungen gegenüber Version { $version }:
card-text-takes-effect = Gilt ab
card-heading-clauses = DIE SIEBEN REGELN
card-heading-confirmations = BESTÄTIGUNGEN
card-text-confirm-how = Jeder Spieler bestätigt die Karte mit Namen oder Kürzel; der Zeitpunkt wird festgehalten:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: bestätigt als „{ $by }“ am { $time }
card-not-confirmed = { $who }: NICHT BESTÄTIGT
card-text-fingerprint = Fingerabdruck: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Vergleichen Sie ihn mit dem Exemplar auf Papier: Gleicher Fingerabdruck heißt gleiche Karte (dieselben Spieler, dieselbe Auswahl, derselbe eingegebene Text, gleich in welcher Sprache sie gedruckt ist); jede Änderung ergibt einen anderen. Er ist keine Unterschrift: Jeder kann ihn berechnen. Wer zugestimmt hat, zeigen die Bestätigungen und Ihre handschriftlichen Unterschriften.
card-status-no-fingerprint = Status: noch ohne Fingerabdruck (er wird bei Spielbeginn gebildet)
card-status-matches = Status: unverändert seit der Bildung ihres Fingerabdrucks
card-status-changed = Status: GEÄNDERT SEIT DER BILDUNG IHRES FINGERABDRUCKS; jeder Spieler muss sie erneut bestätigen

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = Regel { $clause } { $option }: { $value }
card-change-no-hints = Regel { $clause }, keine Hinweise: Niemand lässt sich vom Computer einen Zug vorschlagen
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = Regel { $clause }, vereinbart in Streitfall { $dispute } (Zug { $move_number }, Kartenversion { $version }): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = Regel { $clause } { $rule }, vereinbart in Streitfall { $dispute } (Zug { $move_number }, Kartenversion { $version }): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = Regel { $clause } { $option }: { $before } wird zu { $after }
card-change-free-withdrawn = die übrigen vereinbarten Änderungen wurden zurückgezogen
card-change-free-now = die übrigen vereinbarten Änderungen lauten jetzt: { $text }
card-change-none = es gelten die Regeln von Version { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28. Februar 1999": $day and $year are digits, $month is date-month-N.
date-long = { $day }. { $month } { $year }
# A calendar's heading, "Februar 1999".
date-month-year = { $month } { $year }
date-month-1 = Januar
date-month-2 = Februar
date-month-3 = März
date-month-4 = April
date-month-5 = Mai
date-month-6 = Juni
date-month-7 = Juli
date-month-8 = August
date-month-9 = September
date-month-10 = Oktober
date-month-11 = November
date-month-12 = Dezember
# $text is what was typed, already quoted. JJJJ-MM-TT as setup-date-format.
date-error-form = ungültiges Datum { $text }: erwartet wird JJJJ-MM-TT, z. B. 2026-11-30
date-error-no-such-day = ungültiges Datum { $text }: Diesen Tag gibt es nicht

## Fields of the card, as its errors name them ("player 2's name has …")
## Each is the singular subject of an entry- message (errors.ftl): "der Name
## von Spieler 2 muss einzeilig sein".

card-field-name = der Name von Spieler { $player }
card-field-colour = die Farbe von Spieler { $player }
card-field-initials = das Kürzel von Spieler { $player }
card-field-time = der Bestätigungszeitpunkt von Spieler { $player }
card-field-rulebook = die Quelle
card-field-changes = der Text der vereinbarten Änderungen
card-field-effective = die Angabe „Gilt ab“
card-field-dispute-change = eine in einem Streitfall vereinbarte Änderung
card-field-earlier-changes = der Text der vereinbarten Änderungen der früheren Version
card-field-earlier-fingerprint = der frühere Fingerabdruck

## The fingerprint
## After "Kartenstatus:" and in "die Karte ist …" (storage-card-seal).

card-seal-no-fingerprint = noch ohne Fingerabdruck
card-seal-matches = unverändert seit der Bildung ihres Fingerabdrucks
card-seal-changed = geändert seit der Bildung ihres Fingerabdrucks
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } ist kein Fingerabdruck: erwartet werden 16 Hexadezimalziffern in Vierergruppen, etwa 1A2B-3C4D-5E6F-7081 (oder alle 64 Ziffern)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = ist { $bytes } Bytes groß, zu groß für eine Vereinbarungskarte (höchstens { $max })
card-error-not-text = ist keine Textdatei (kein UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = ist die druckbare { $form ->
    [pdf] PDF-Fassung
   *[text] Textfassung
} einer Karte, zum Lesen und Unterschreiben auf Papier; prüfen oder importieren lässt sich nur die Kartendatei (RON, aus „card new“ oder „Karte als RON exportieren…“)
card-error-syntax = ist keine lesbare Vereinbarungskarte: { $problem }
card-error-invalid = ist keine verwendbare Vereinbarungskarte: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] Text
}
card-shape-player-count = sie nennt { $count } Spieler; eine Karte hat 2 bis 6
card-shape-confirmation-slots = sie nennt { $players } Spieler, hat aber { $slots ->
    [one] einen Bestätigungsplatz
   *[other] { $slots } Bestätigungsplätze
}
card-shape-first = Spieler { $first } zieht zuerst, aber die Karte nennt nur { $players } Spieler
card-shape-version-zero = Version 0: Versionen beginnen bei 1
card-shape-no-such-date = das Datum { $date } gibt es nicht
card-shape-supersedes = Version { $version } kann Version { $previous } nicht ersetzen

## Why a card cannot start a game yet

card-problem-missing-name = Spieler { $player } braucht einen Namen
# $colour is the card's colour code, named here as words.ftl names it.
card-problem-same-colour = zwei Spieler haben { $colour ->
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [black] Schwarz
    [white] Weiß
    [orange] Orange
    [purple] Lila
   *[other] { $colour }
} gewählt: Die Farben müssen verschieden sein
card-problem-player-count = { $count } Spieler: Das Brett hat nur für 2, 3, 4 oder 6 Spieler Startzacken
card-problem-other-camps = bei drei oder mehr Spielern bitte die Regel für die Zacken anderer Spieler (Regel { $clause }) ausdrücklich wählen
card-problem-not-confirmed = { $name } hat die Karte noch nicht bestätigt
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

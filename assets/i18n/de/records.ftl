# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# German: see /work/notes/glossary-de.md. The game record is the
# "Spielprotokoll", a dispute's record (one sheet) and the dispute log both
# "Streitfallprotokoll", as the app's menus name them; a field of a file is
# an "Angabe" (never "Feld", which is a hole).

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (leeres Feld)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = noch nicht gewählt
dispute-route-no-landing = { $route } (noch kein Landefeld)
# The resolutions, as the panel and the records name them.
# German names them by their outcome: "Klärung: Karte angewandt, am …".
dispute-resolution-apply = Karte angewandt
dispute-resolution-withdrawn = Zurückgezogen
dispute-resolution-change = Änderung für ein neues Spiel vereinbart
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = Regel { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = KEINER: Zeitpunkt, Aussagen und Klärung lassen sich nicht prüfen (ein Protokoll aus der Zeit vor den Protokoll-Fingerabdrücken oder eines, dessen Fingerabdruck entfernt wurde)
dispute-fingerprint-record = { $fingerprint } (erfasst jede Zeile dieses Protokolls; vergleichen Sie ihn mit dem Papier)
dispute-fingerprint-chain = { $fingerprint } (erfasst jede Zeile dieses Protokolls, das Spiel, in dem der Streitfall eröffnet wurde, und jeden Streitfall davor; vergleichen Sie ihn mit dem Papier)

## Why a dispute request was refused

dispute-error-none-open = es ist kein Streitfall offen
dispute-error-unknown-player = es gibt keinen Spieler { $player }
dispute-error-no-route = der Streitfall nennt noch keinen Weg: Klicken Sie auf die ziehende Figur, dann auf ihre Landefelder
dispute-error-empty-change = schreiben Sie zuerst die Änderung auf, auf die sich die Spieler einigen
# $problem says what is wrong with the typed text (an entry- message).
dispute-error-entry = der Text { $problem }

## A dispute record as text (labels padded so the values line up)
## German values start at column 22, after the longest label.

dispute-text-title-open = Streitfall { $number } (offen)
dispute-text-title-resolved = Streitfall { $number } (geklärt)
dispute-text-raised-by = Eröffnet von:        { $name }
dispute-text-time = Zeitpunkt:           { $time }
dispute-text-turn = Am Zug:              { $name } (Zug { $move_number })
dispute-text-piece = Ziehende Figur:      { $piece }
dispute-text-route = Vorgeschlagener Weg: { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Angeführte Regel:    { $clause }. { $text }
dispute-text-verdict = Urteil:              { $verdict }
dispute-text-rules = Regeln:
dispute-text-position = Stellung:            { $position }
dispute-text-statements = Aussagen:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (keine Aussage)
dispute-text-no-resolution = Klärung:             noch keine (das Brett ist eingefroren)
dispute-text-resolution = Klärung:             { $resolution }, am { $time }
dispute-text-agreed-change = Vereinbarte Änderung:
dispute-text-next-card = Nächste Karte:       { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Auswirkung:          { $effect }
dispute-text-fingerprint = Fingerabdruck des Protokolls: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue" (the card's
# colour codes and their letters).
dispute-text-key = Legende: . leeres Feld, { $colours }, * ziehende Figur, 1-9 Landefelder in der Reihenfolge des Wegs

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = Streitfall { $number }, Angabe `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } ist kein Platz in diesem Spiel
# $recorded and $derived are already quoted.
dispute-record-differs = im Protokoll steht { $recorded }, aber Hopcard ermittelt aus der protokollierten Stellung, dem Weg und den Regeln { $derived }
dispute-record-changed = geändert, nachdem Hopcard das Protokoll geschrieben hat (es passt nicht mehr zum Fingerabdruck des Protokolls)
dispute-record-not-a-stamp = { $text } ist keine Zeitangabe, wie Hopcard sie schreibt (etwa 2025-03-14 19:30 UTC)
dispute-record-missing = fehlt: Dieses Dateiformat speichert den Fingerabdruck des Protokolls immer, er wurde also von Hand entfernt
dispute-record-out-of-sequence = es ist Protokoll { $place } der Datei, trägt aber die Nummer { $number }: Streitfälle werden in der Reihenfolge ihrer Eröffnung mit 1, 2, 3 … nummeriert (ein Protokoll von Hand verdoppelt, entfernt oder verschoben?)
dispute-record-open-before-last = noch offen, obwohl danach ein weiterer Streitfall eröffnet wurde (nur der letzte kann offen sein)
dispute-record-game-missing = fehlt, obwohl ein früheres Protokoll diese Angabe hat: Seit Hopcard sie zum ersten Mal geschrieben hat, hält es bei jedem Streitfall das Spiel fest, in dem er eröffnet wurde (von Hand entfernt?)
dispute-record-other-game = nennt ein anderes Spiel als dieses, wie es bei der Eröffnung des Streitfalls stand (Karte, Anfangsstellung, Plätze, Züge und frühere Streitfälle): aus einem anderen Spiel hierher verschoben?
dispute-record-not-in-game = dieses Spiel stand vor diesem Zug nie in dieser Stellung (aus einem anderen Spiel hierher verschoben?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [one] { $count } Aussage
   *[other] { $count } Aussagen
}
dispute-record-players = { $count } Spieler

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Hopcard-Streitfallprotokoll (Format { $version }): { $count ->
    [one] { $count } Streitfall
   *[other] { $count } Streitfälle
}
dispute-log-not-text = ist keine Textdatei (kein UTF-8)
dispute-log-serialize = das Streitfallprotokoll konnte nicht geschrieben werden: { $problem }
dispute-log-parse = kein Streitfallprotokoll im RON-Format: { $problem }
dispute-log-version-zero = Version 0: Streitfallprotokolle beginnen bei 1
dispute-log-record-missing = Angabe `record`: fehlt, obwohl dieses Protokollformat den Fingerabdruck seiner Streitfälle immer speichert (von Hand entfernt?)
dispute-log-record-differs = Angabe `record`: Die Streitfälle passen nicht mehr zum Fingerabdruck des Protokolls (ein Streitfall wurde von Hand gelöscht, hinzugefügt, geändert oder verschoben)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = Angabe `version`: Dort steht { $version }, aber { $newer }: Wurde die Version von Hand herabgesetzt?
dispute-log-newer-version = das Streitfallprotokoll hat Format { $version }, diese Hopcard-Version versteht nur Formate bis { $known }
dispute-log-newer-seal = Streitfall { $number } trägt einen Fingerabdruck des Protokolls (`seal`), den Hopcard erst ab Format 2 schreibt
dispute-log-newer-rule-change = Streitfall { $number } vereinbart eine Regeloption für die nächste Karte, was Hopcard erst ab Format 2 schreibt
dispute-log-newer-raised-in = Streitfall { $number } nennt das Spiel, in dem er eröffnet wurde (`raised_in`), was Hopcard erst ab Format 4 schreibt

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = es gibt keinen Zug, der zurückgenommen werden könnte
game-error-frozen = das Brett ist durch einen offenen Streitfall eingefroren: Klären Sie ihn zuerst, oder ziehen Sie ihn zurück
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Vereinbartes Unentschieden: eine volle Runde Passen, niemand konnte ziehen.
game-result-win-swap = { $player } gewinnt durch Tausch beim letzten Einzug (Regel { $clause }): Die letzte Figur hat mit der blockierenden Figur das Feld getauscht.
game-result-win-ten = { $player } gewinnt mit allen Figuren im Ziel (Regel { $clause }).
game-result-win-available = { $player } gewinnt nach der Regel der verfügbaren Felder (Regel { $clause }): Im Ziel ist kein Feld mehr leer.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
# "swap" is the route notation's own mark (as the engine writes N2-M6 swap).
history-line-played-swap = { $number }. { $who } { $route } swap
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (Tausch beim letzten Einzug)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (zurückgenommen)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = zurückgenommen: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (angefochten: { $count ->
    [one] Streitfall
   *[other] Streitfälle
} { $numbers })
history-line-after-hint = { $line } (nach einem Hinweis)

## The game record as text ("Export game record")

game-record-title = Hopcard-Spielprotokoll
game-record-card = Karte: Version { $version }, Fingerabdruck { $fingerprint }, vom { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Spieler: { $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player }, gespielt vom Computer ({ $level })
game-record-hints-off = Hinweise: keine (Regel { $clause }: Niemand lässt sich vom Computer einen Zug vorschlagen)
game-record-hints-none = Hinweise: keine angefordert
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Hinweise: einer, vor Zug { $moves }
   *[other] Hinweise: vor den Zügen { $moves }
}
game-record-taken-back = Zug { $number } ({ $who } { $route }) mit Zustimmung aller Spieler zurückgenommen
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Streitfall { $number } bei Zug { $move_number }, eröffnet von { $by }, Regel { $clause }: { $route } ({ $ending })
game-record-dispute-open = noch offen
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Ergebnis: { $result }
game-record-not-finished = nicht beendet; das Spiel geht weiter.
game-record-fingerprint = Fingerabdruck des Spielprotokolls: { $fingerprint } (das ganze bisherige Spiel: Züge, Rücknahmen, Streitfälle; hopcard replay FILE --expect prüft eine Datei daran)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries ->
    [one] { $entries } Eintrag
   *[other] { $entries } Einträge
} für { $seats ->
    [one] { $seats } Platz
   *[other] { $seats } Plätze
} (erwartet wird einer pro Platz)
game-file-computer-seat = Platz { $seat } gehört einem Menschen (seine Bestätigung ist nicht die des Computers auf Stufe { $level })
game-file-hint-entries = { $entries ->
    [one] { $entries } Eintrag
   *[other] { $entries } Einträge
}, aber das Spiel hat { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
game-file-hint-move = Zug { $number } steht nicht in der richtigen Reihenfolge oder ist kein Zug dieses Spiels

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Hopcard-Vereinbarungskarte, Version { $version } · Fingerabdruck { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Hopcard-Vereinbarungskarte, Version { $version }
# $title is card-text-title.
print-card-heading = { $title } · Version { $version }
print-heading-players = SPIELER
# A player's line; $start and $goal are camp names ("oben", "unten links").
print-player = { $name } ({ $colour }): Start in der Zacke { $start }, Ziel in der Zacke { $goal }
print-player-first = { $name } ({ $colour }): Start in der Zacke { $start }, Ziel in der Zacke { $goal }, zieht zuerst
print-label-fingerprint = Fingerabdruck
print-label-date = Datum
print-label-rulebook = Quelle
print-label-changes = Vereinbarte Änderungen
print-no-changes = keine (es gelten die Vorgaben der Karte)
print-label-replaces = Ersetzt
print-replaces = Version { $version } (Fingerabdruck { $fingerprint }): { $changes }
print-label-takes-effect = Gilt ab
print-confirm-how = Jeder Spieler bestätigt die Karte mit Namen oder Kürzel und unterschreibt dann unten von Hand.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = Unterschrift von { $who }
print-heading-fingerprint = FINGERABDRUCK
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Eine Kartendatei mit diesem Blatt abgleichen: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · Seite { $page } von { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Hopcard-Streitfallprotokoll
print-dispute-footer-card = Hopcard-Streitfallprotokoll · Kartenversion { $version }, Fingerabdruck { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Hopcard-Protokoll zu Streitfall { $number }
print-dispute-title-many = Hopcard-Streitfallprotokolle
print-dispute-heading-open = HOPCARD-STREITFALLPROTOKOLL · Streitfall { $number } (offen)
print-dispute-heading-resolved = HOPCARD-STREITFALLPROTOKOLL · Streitfall { $number } (geklärt)
print-label-game-card = Karte des Spiels
print-game-card = Version { $version }, Fingerabdruck { $fingerprint }
print-label-game-record = Fingerabdruck des Spielprotokolls
print-game-record = { $fingerprint } (das ganze bisherige Spiel: Züge, Rücknahmen, Streitfälle)
print-heading-signatures = UNTERSCHRIFTEN
print-label-raised-by = Eröffnet von
print-label-time = Zeitpunkt
print-label-turn = Am Zug
print-turn = { $name } (Zug { $move_number })
print-label-piece = Ziehende Figur
print-label-route = Vorgeschlagener Weg
print-label-clause = Angeführte Regel
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Urteil
print-label-rules = Regeln
print-label-record = Fingerabdruck des Protokolls
print-heading-statements = AUSSAGEN
print-no-statement = (keine Aussage)
print-heading-resolution = KLÄRUNG
print-no-resolution = Noch keine: Das Brett bleibt eingefroren, bis der Streitfall geklärt ist.
print-label-resolution = Klärung
print-resolution = { $resolution }, am { $time }
print-label-agreed-change = Vereinbarte Änderung
print-label-next-card = Nächste Karte
print-label-effect = Auswirkung
print-heading-board = DAS BRETT BEI ERÖFFNUNG DES STREITFALLS
# Under the drawn board; $colours is "R = red, B = blue" (the card's colour
# codes, so "Kennbuchstabe", not the German name's initial).
print-board-key = Legende: Kleine graue Punkte sind leere Felder; jede Figur trägt den Kennbuchstaben ihrer Farbe ({ $colours }); die umkreiste Figur zieht; 1, 2, … sind die Landefelder des Wegs der Reihe nach. Reihe A ist oben, Reihe Q unten.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } ist kein Papierformat: möglich sind a4 und letter
print-error-font = die eingebettete Schriftart konnte nicht gelesen werden
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } (Schrift { $script }) kann nicht gedruckt werden: Keine Schriftart auf diesem Computer enthält das Zeichen; installieren Sie eine passende Schriftart (Paket { $package }), und drucken Sie erneut
print-error-write = das PDF konnte nicht geschrieben werden: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = Weg, Stellung, Spieler oder Spiel

print-board-key-colour = { $letter } = { $colour }

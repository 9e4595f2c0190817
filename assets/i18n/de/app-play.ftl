# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.
# German: see /work/notes/glossary-de.md (Feld, Zacke, Figur, Zug, Weg,
# Regel …). Buttons and menu items in the infinitive ("Speichern"),
# sentences that address the players with "Sie"; keys as German keyboards
# and manuals name them (Strg, Umschalt, Eingabetaste, Rücktaste, Esc,
# Leertaste, Bild auf/ab, Pfeil links …).

## Menu bar

menu-game = Spiel
menu-rules = Regeln
menu-view = Ansicht
menu-help = Hilfe
# Help > Help: opens the Help window.
menu-help-window = Hilfe (F1)
menu-new-game = Neues Spiel…
menu-disputes = Streitfälle…
menu-export-record = Spielprotokoll als Text exportieren…
menu-print-card = Karte drucken…
menu-print-disputes = Streitfallprotokoll drucken…
menu-quit = Beenden
# The keys shown beside a menu item.
menu-quit-keys = Strg+Q
menu-show-names = Feldnamen anzeigen
menu-play-at-once = Angeklicktes Landefeld sofort ziehen
menu-animate = Züge animieren
menu-letters = Figuren mit Buchstaben kennzeichnen
menu-colour-blind-safe = Farben für Farbenblinde
# View > Language: the system's language, then each language by its own name.
menu-language = Sprache
menu-language-system = Systemsprache
menu-zoom-in = Vergrößern
menu-zoom-in-keys = Strg+Plus
menu-zoom-out = Verkleinern
menu-zoom-out-keys = Strg+Minus
menu-actual-size = Originalgröße
menu-actual-size-keys = Strg+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (schreibgeschützt)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (schreibgeschützt) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Gezogen: { $played }.
announce-played-your-turn = Gezogen: { $played }. { $player } ist am Zug.

## The board

board-no-game = Noch kein Spiel: Wählen Sie Spiel > Neues Spiel.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, Figur von { $player } ({ $colour })
board-hole-piece = { $hole }, Figur von { $colour }
board-hole-empty = { $hole }, leer
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = ausgewählt
board-hole-on-route = auf dem entstehenden Weg
board-hole-landing = mögliches Landefeld
board-hole-last-landed = hier landete der letzte Zug
board-hole-last-left = hier begann der letzte Zug
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Pfeil links / Pfeil rechts
board-key-left-right-what = den Fokus entlang der Reihe bewegen
board-key-up-down = Pfeil hoch / Pfeil runter
board-key-up-down-what = den Fokus entlang der nach links geneigten Linie bewegen (nach links oben, nach rechts unten)
board-key-shift = Umschalt+Pfeil hoch / Umschalt+Pfeil runter
board-key-shift-what = den Fokus entlang der nach rechts geneigten Linie bewegen (nach rechts oben, nach links unten)
board-key-space = Leertaste auf einem Feld
board-key-space-what = das Feld im Fokus bedienen (eine Figur wählen oder ein Landefeld hinzufügen)
board-key-enter = Eingabetaste auf einem Feld
board-key-enter-what = wie die Leertaste; endet der Weg auf dem Feld im Fokus, wird er danach gezogen
board-key-f6 = F6
board-key-f6-what = den Tastaturfokus von überall aufs Brett holen

## The history

history-heading = Verlauf
history-empty = Noch keine Züge.
history-review-hover = Das Brett nach diesem Zug ansehen

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = der einzige Zug
hint-forward = zieht nach vorn
hint-swap = füllt das Ziel mit dem Tausch beim Einzug der letzten Figur (Regel { $clause })
hint-home = bringt eine Figur ins Ziel, { $rows ->
    [one] eine Reihe
   *[other] { $rows } Reihen
} weiter
hint-straggler = bringt den letzten Nachzügler { $rows ->
    [one] eine Reihe
   *[other] { $rows } Reihen
} weiter
hint-chain = { $hops ->
    [one] ein Sprung
   *[other] eine Kette aus { $hops } Sprüngen
}, { $rows ->
    [one] eine Reihe
   *[other] { $rows } Reihen
} weiter
hint-piece = zieht eine Figur { $rows ->
    [one] eine Reihe
   *[other] { $rows } Reihen
} weiter
hint-room = schafft Platz: Hier bringt kein Zug Raumgewinn

## The Help window

help-title = Hilfe
help-building-route = Einen Weg zusammenstellen
help-route-step-1 = 1. Klicken Sie auf eine Ihrer Figuren: Die Felder, die sie erreichen kann, werden markiert.
help-route-step-2 = 2. Klicken Sie auf ein markiertes Feld, um dort zu landen. Für eine Kette von Sprüngen klicken Sie jedes Landefeld der Reihe nach an; der Weg wird dabei gezeichnet.
help-route-step-3 = 3. Der Bereich rechts zeigt das Urteil der Karte über den bisherigen Weg. Ist das Urteil zulässig, führt Zug ausführen (Eingabetaste) den Zug aus.
help-route-step-4 = 4. Uneinig über einen Zug? Streitfall eröffnen: Das Brett wird eingefroren, und alles wird festgehalten: die Figur, der Weg, die Regel und die Aussage jedes Spielers.
help-keyboard = Tastatur
help-board-keys = Auf dem Brett (mit Tab dorthin oder von überall mit F6):
help-other-keys = Neben dem Brett (Eingabetaste, Rücktaste, Esc und die Pfeiltasten, solange keine Schaltfläche und kein Eingabefeld den Fokus hat):
help-clauses = Wo die Regeln erklärt werden
help-clauses-intro = Spiel > Karte anzeigen zeigt jede Regel im vollen Wortlaut. Das Menü Regeln lädt zu einer Regel eine Stellung, die Sie auf dem Brett ausprobieren können:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Regel { $clause }: { $what }
help-subject-setup = Aufstellung: wer wo beginnt, wer zuerst zieht, Hinweise
help-subject-moving = Ziehen: Schritte, Sprünge und Ketten
help-subject-destination = Ankommen im Ziel
help-subject-camps = Zacken
help-subject-blocking = Blockieren und Beenden
help-subject-passing = Passen
help-subject-disputes = Streitfälle
help-clause-on-card = { $subject } (auf der Karte selbst)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; siehe { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Pfeiltasten
keys-arrows-what = wenn nichts im Fokus ist: den Fokus aufs Brett holen
keys-enter = Eingabetaste
keys-enter-what = den bisherigen Weg ziehen
keys-backspace = Rücktaste
keys-backspace-what = den letzten Sprung des Wegs entfernen
keys-escape = Esc
keys-escape-what = den Weg verwerfen
keys-right-click = Rechtsklick
keys-right-click-what = wie die Rücktaste, mit der Maus
keys-tab = Tab
keys-tab-what = zwischen Schaltflächen und Eingabefeldern wechseln (das Brett kommt als Ganzes direkt nach der Menüleiste); Leertaste oder Eingabetaste löst sie aus
keys-page = Bild auf / Bild ab
keys-page-what = im Rückblick einen Zug zurück- oder vorgehen (auch mit Pfeil links/rechts; Esc kehrt zurück)
keys-f1 = F1
keys-f1-what = diese Hilfe öffnen
keys-ctrl-n = Strg+N
keys-ctrl-n-what = ein neues Spiel beginnen (Spiel > Neues Spiel…)
keys-ctrl-h = Strg+H
keys-ctrl-h-what = einen Zug vorschlagen lassen (Spiel > Zug vorschlagen)
keys-ctrl-d = Strg+D
keys-ctrl-d-what = Streitfall: das Brett einfrieren und die Uneinigkeit festhalten (Spiel > Streitfall eröffnen)
keys-ctrl-s = Strg+S
keys-ctrl-s-what = das Spiel speichern (Spiel > Speichern)
keys-ctrl-o = Strg+O
keys-ctrl-o-what = ein gespeichertes Spiel öffnen (Spiel > Öffnen…)
keys-ctrl-q = Strg+Q
keys-ctrl-q-what = beenden (Spiel > Beenden); bei nicht gespeicherten Zügen wird vorher gefragt
keys-zoom = Strg+Plus / Strg+Minus
keys-zoom-what = alles vergrößern oder verkleinern (Ansicht > Vergrößern, Verkleinern); bleibt fürs nächste Mal erhalten
keys-ctrl-0 = Strg+0
keys-ctrl-0-what = zurück zur Originalgröße (Ansicht > Originalgröße)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = schreibgeschützt: Hier werden keine Züge gespielt (ein anderes Hopcard-Fenster spielt dieses Spiel)
turn-take-back-last = Letzten Zug zurücknehmen…
turn-computer-agrees = { $player } (der Computer) ist einverstanden.
turn-agrees = { $player } ist einverstanden
turn-take-back = Zurücknehmen
turn-keep-move = Zug behalten
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } und { $next }
turn-take-back-question = { $moves } zurücknehmen? Alle Spieler müssen zustimmen.
turn-game-over = Spiel vorbei
turn-move-number = Zug { $number }
turn-move-number-review = Zug { $number } (Rückblick)
turn-to-move = { $player } ist am Zug
turn-review-note = Das Spiel selbst steht bei Zug { $number }: Zum Weiterspielen dorthin zurückkehren (Esc).
turn-computer-plays = Der Computer ({ $level }) zieht den Weg, der auf dem Brett gezeigt wird.
turn-computer-thinking = Der Computer ({ $level }) überlegt…
turn-play-route = Zug ausführen
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Eingabetaste
turn-remove-hop = Letzten Sprung entfernen
turn-remove-hop-keys = Rücktaste oder Rechtsklick
turn-cancel-route = Weg verwerfen
turn-cancel-route-keys = Esc
turn-route-none = Klicken Sie auf eine Ihrer Figuren; ihre Landefelder werden markiert. Klicken Sie dann auf ein markiertes Feld, oder bauen Sie eine Kette Sprung für Sprung.
turn-route-selected = { $hole } ausgewählt. Klicken Sie auf ein markiertes Feld.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Weg { $route }: { $verdict }
turn-hint = Hinweis: { $route }: { $reason }
turn-suggest = Zug vorschlagen
turn-suggest-hover = Der Computer sucht auf seiner stärksten Stufe einen Zug (in unter einer Sekunde)
turn-dispute-this = Anfechten
turn-dispute-refused-hover = Das Brett einfrieren und den abgelehnten Weg als Streitfall festhalten (Regel { $clause })
turn-dispute-object-hover = Einspruch gegen diesen Weg, bevor er gezogen wird: Das Brett wird eingefroren (Regel { $clause })
turn-dispute = Streitfall eröffnen
turn-dispute-hover = Die Spieler sind uneinig: das Brett einfrieren und festhalten, worum es geht (Regel { $clause })
turn-dispute-disabled-hover = Ein Streitfall ist bereits offen, oder das Brett zeigt einen Fall aus dem Menü Regeln
turn-dispute-log = Streitfallprotokoll…
turn-frozen = Das Brett ist durch einen Streitfall eingefroren: kein Zug, kein Passen und keine Rücknahme, bis er geklärt ist.
# English keeps "all 1 pieces" for a lone piece, as it always said.
# German says "ihre einzige Figur" for a lone piece instead.
turn-pass-certified = { $pieces ->
    [one] { $player } hat keinen zulässigen Zug: Die einzige Figur wurde geprüft, jeder Schritt und jede Sprungkette in jede Richtung. Passen ist damit erlaubt (Regel { $clause }).
   *[other] { $player } hat keinen zulässigen Zug: Alle { $pieces } Figuren wurden geprüft, jeder Schritt und jede Sprungkette in jede Richtung. Passen ist damit erlaubt (Regel { $clause }).
}
turn-pass = Passen
turn-pass-disabled-hover = Passen ist nur erlaubt, wenn es keinen zulässigen Zug gibt (Regel { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Passen: { $verdict }
turn-passes = Passen in Folge: { $passes } von { $seats } (eine volle Runde ist ein Unentschieden).

## The setup form (the card editor)

setup-heading = Neues Spiel: Karte vereinbaren
setup-intro = Füllen Sie die Karte gemeinsam aus. Jeder Spieler bestätigt sie unten; jede spätere Änderung hebt die Bestätigungen auf.
setup-start = Spiel starten
setup-show-card = Karte anzeigen und drucken
setup-show-card-disabled-hover = Sobald alle Spieler bestätigt haben, kann die Karte vor Spielbeginn angezeigt, exportiert und gedruckt werden.
setup-cancel = Abbrechen
# $problem says what the card still lacks.
setup-not-yet = Noch nicht: { $problem }.
setup-ready = Bereit: Alle Spieler haben diese Karte bestätigt.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Auf die Vorgaben der Karte zurücksetzen?
setup-reset-changes = Dabei ändert sich:
setup-reset-withdraws = Die bisher gegebenen Bestätigungen werden aufgehoben.
setup-reset-yes = Diese Optionen zurücksetzen
setup-reset-no = Meine Auswahl behalten
setup-reset-nothing = Alle Optionen entsprechen schon den Vorgaben der Karte: Nichts wurde geändert.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Auf die Vorgaben der Karte zurückgesetzt: { $changes }.
setup-reset-done-withdrawn = Auf die Vorgaben der Karte zurückgesetzt: { $changes }. Bestätigungen aufgehoben.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Version { $version } der Karte, mit { $count ->
    [one] der vereinbarten Änderung aus einem Streitfall
   *[other] den vereinbarten Änderungen aus den Streitfällen
} des letzten Spiels (aufgeführt unter Vereinbarte Änderungen). Alle Spieler bestätigen sie erneut.
setup-version = Kartenversion { $version }, ersetzt Version { $previous }. Änderungen: { $changes }.
setup-effective-from = Gilt ab: { $date }.
setup-players = Spieler und Farben
setup-number-of-players = Anzahl der Spieler:
setup-n-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
setup-moves-first = Zieht zuerst:
setup-same-colour = Zwei Spieler haben dieselbe Farbe: Bitte verschiedene Farben wählen.
setup-player-name = Name von Spieler { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = Farbe
setup-player-colour = Farbe von Spieler { $number }
# A choice after "gespielt von": bare nouns, so no article needs a case.
setup-a-person = Mensch
setup-the-computer = Computer ({ $level })
setup-played-by = gespielt von
setup-player-seat = Spieler { $number } wird gespielt von
setup-card-header = Kartenkopf
setup-date = Datum
setup-today = Heute
setup-date-typed = oder eingeben
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = JJJJ-MM-TT
setup-date-typed-name = Datum, eingegeben (JJJJ-MM-TT)
setup-date-problem = Datum: { $problem }
setup-rulebook = Quelle (Spielausgabe oder Regelheft)
setup-rulebook-hint = z. B. die Anleitung aus unserer Schachtel
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = Die Quelle
setup-clauses = Regeln und Optionen
setup-reset = Auf Kartenvorgaben zurücksetzen
setup-no-options = Regel 1 (Aufstellung), 6 (Passen) und 7 (Streitfälle) haben keine Optionen; die Karte druckt sie im vollen Wortlaut.
setup-other-camps-two = Fremde Zacken: Bei zwei Spielern gibt es keine Wahl (jede Zacke ist entweder die eigene oder gehört niemandem).
setup-clause = Regel { $clause }: { $title }
setup-other-camps-open = Drei oder mehr Spieler: Diese Regel bitte ausdrücklich wählen; es gibt keine Vorgabe.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (Karte): { $description }
setup-agreed-changes = Vereinbarte Änderungen
setup-no-differences = Keine Option weicht von der Karte ab.
setup-hints-allowed = Hinweise erlaubt: Ein Spieler darf sich vom Computer einen Zug vorschlagen lassen
setup-free-changes = Weitere vereinbarte Änderungen (freier Text)
setup-free-changes-field = Die vereinbarten Änderungen
setup-confirmations = Bestätigungen
setup-confirmations-intro = Jeder Spieler bestätigt diese Auswahl mit seinem Namen oder Kürzel.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: bestätigt als „{ $by }“
# $time is a date and time ("2025-03-14 20:30 +01:00").
setup-confirmed-at = am { $time }
setup-withdraw = Bestätigung von { $player } zurückziehen
setup-initials = Kürzel von { $player }
setup-confirm-as = Als { $player } bestätigen
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: Die Schrift { $script } (U+{ $code }) wurde nicht übernommen, weil keine Schriftart auf diesem Computer sie darstellen kann; installieren Sie eine passende Schriftart (Paket { $package }), oder geben Sie den Namen anders ein

# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.
# German: see /work/notes/glossary-de.md; menu paths use the words of
# app-play.ftl (Spiel > Wiederherstellen…, Spiel > Streitfall eröffnen).

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Streitfall { $number } geklärt ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Brett durch Streitfall { $number } eingefroren: Klicken Sie auf die ziehende Figur
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Brett durch Streitfall { $number } eingefroren: Klicken Sie die Felder des Wegs der Reihe nach an
dispute-panel-heading = Streitfall { $number } (offen)
dispute-panel-frozen = Das Brett ist eingefroren: Halten Sie die Uneinigkeit fest, und klären Sie sie dann.
dispute-panel-position = Stellung beim Eröffnen (alle Felder):
dispute-panel-raised-by = Eröffnet von:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Eröffnet von { $name }
dispute-panel-time = Zeitpunkt: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Am Zug: { $name } (Zug { $number })
dispute-panel-piece-none = Ziehende Figur: auf dem Brett anklicken
dispute-panel-piece = Ziehende Figur: { $hole }
dispute-panel-route = Vorgeschlagener Weg: { $route }
dispute-panel-remove-last = Letztes Feld entfernen
dispute-panel-clear-route = Figur und Weg löschen
dispute-panel-verdict = Urteil nach der Karte dieses Spiels: { $verdict }
dispute-panel-clause-cited = Angeführte Regel:
# A choice of the clause the dispute cites.
dispute-panel-clause = Regel { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Aussage von { $name }
dispute-panel-resolve = Klären
dispute-panel-apply = Karte anwenden
dispute-panel-apply-allows = Die Karte erlaubt es: { $route } wird gezogen.
dispute-panel-apply-refuses = Die Karte lehnt es ab: Keine Figur bewegt sich.
dispute-panel-apply-not-yet = Zuerst die Figur und mindestens ein Landefeld wählen
dispute-panel-withdraw = Streitfall zurückziehen
dispute-panel-withdraw-hint = Nichts ändert sich; das Spiel geht weiter
dispute-panel-agreed-change = Vereinbarte Änderung (gilt ab einem neuen Spiel)
dispute-panel-rule-none = keine: Die Änderung steht in unseren eigenen Worten
dispute-panel-rule-change = Regeländerung für die nächste Karte
dispute-panel-agree = Änderung für ein neues Spiel vereinbaren
dispute-panel-agree-hint = Die Karte des nächsten Spiels enthält die Änderung, und alle Spieler bestätigen sie; dieses Spiel behält seine Karte
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = Regel { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Bild der strittigen Stellung, Weg { $route }
dispute-panel-record-fingerprint = Fingerabdruck des Spielprotokolls: { $fingerprint } (das ganze bisherige Spiel: Züge, Rücknahmen, Streitfälle)
# The dispute log window's title.
dispute-panel-window = Streitfälle
dispute-panel-export-text = Als Text exportieren…
dispute-panel-export-ron = Als RON exportieren…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Fingerabdruck des Spielprotokolls kopieren
dispute-panel-no-disputes = Keine Streitfälle in diesem Spiel.
dispute-panel-exported = Streitfallprotokoll gespeichert unter { $path }
dispute-panel-not-exported = Das Streitfallprotokoll konnte nicht exportiert werden: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Karte anzeigen
card-view-show-not-yet = Sobald alle Spieler die Karte im Formular für das neue Spiel bestätigt haben.
card-view-menu-export-text = Karte als Text exportieren…
card-view-menu-export-ron = Karte als RON exportieren…
card-view-menu-import = Karte importieren…
card-view-exported = Karte exportiert nach { $path } (Fingerabdruck { $fingerprint })
card-view-not-exported = Die Karte wurde nicht exportiert: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = { $name } importiert: Version { $version }, unverändert seit der Bildung ihres Fingerabdrucks. Beginnen Sie ein neues Spiel mit diesen Regeln, oder ändern Sie die Karte (das hebt die Bestätigungen auf).
card-view-imported-changed = { $name } importiert: Version { $version }, SEIT DER BILDUNG IHRES FINGERABDRUCKS GEÄNDERT. Prüfen Sie jede Zeile; jeder Spieler muss sie erneut bestätigen.
card-view-imported-unsealed = { $name } importiert: Version { $version }, noch ohne Fingerabdruck. Jeder Spieler muss sie bestätigen.
card-view-proposed-change = Vorgeschlagene Änderung: Version { $next } der Karte. Das laufende Spiel behält bis zum Ende Version { $version }; diese Version gilt, sobald alle Spieler sie bestätigt haben und Sie damit ein neues Spiel beginnen.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Spieler: { $players }
card-view-date = Datum: { $date }
card-view-rulebook = Quelle (Spielausgabe oder Regelheft): { $rulebook }
card-view-rulebook-none = Quelle (Spielausgabe oder Regelheft): nicht angegeben
card-view-changes = Vereinbarte Änderungen: { $changes }
card-view-changes-none = Vereinbarte Änderungen: keine
card-view-replaces = Ersetzt Version { $version }: { $changes }
card-view-effective = Gilt ab: { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with; $time a date and time.
card-view-confirmed = { $name } hat am { $time } als „{ $by }“ bestätigt
card-view-not-confirmed = { $name } hat NICHT bestätigt
card-view-fingerprint = Fingerabdruck: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Fingerabdruck der Karte kopieren
card-view-status = Kartenstatus: { $seal }
card-view-unconfirmed = Nicht bestätigt von { $names }
card-view-copy = Kopieren
card-view-copy-hint = Den ganzen Fingerabdruck (64 Zeichen) in die Zwischenablage kopieren
card-view-export-pdf = Als PDF exportieren…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = auf
# The US paper size.
card-view-paper-letter = US-Letter
# The card window's title.
card-view-window = Die Vereinbarungskarte
card-view-read-only = Schreibgeschützt: Die Regeln eines laufenden Spiels ändern sich nie.
card-view-setup-confirmed = Die Karte, wie alle Spieler sie bestätigt haben: Das Spiel, das Sie beginnen, wird nach ihr gespielt. Jede Änderung im Formular hebt die Bestätigungen auf.
card-view-setup-changed = Geändert, seit alle Spieler bestätigt haben: Bestätigen Sie die Karte erneut, um sie zu exportieren oder zu drucken.
card-view-version = Version { $version }
card-view-export-text = Als Text exportieren…
card-view-export-ron = Als RON exportieren…
card-view-propose = Änderung vorschlagen

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = Regel { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = Regel { $clause }, { $title }: { $from } → nicht gewählt (bei drei oder mehr Spielern selbst zu wählen)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = Regel { $clause } { $from } → { $to }
card-changes-option-short-unchosen = Regel { $clause } { $from } → noch zu wählen
card-changes-player-removed = Spieler { $number } entfernt
card-changes-player-removed-named = Spieler { $number } ({ $name }) entfernt
card-changes-player-added = Spieler { $number } ({ $colour }) hinzugefügt
card-changes-other-camps-to-choose = Regel { $clause }: Umgang mit fremden Zacken noch zu wählen
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } Spieler: { $changes }.
   *[other] { $count } Spieler: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } Spieler: { $changes }. Bestätigungen aufgehoben.
   *[other] { $count } Spieler: { $changes }. Bestätigungen aufgehoben.
}
card-changes-far-after = Die Karte ist auf den { $date } datiert, mehr als ein Jahr nach heute ({ $today }): Stimmt das?
card-changes-far-before = Die Karte ist auf den { $date } datiert, mehr als ein Jahr vor heute ({ $today }): Stimmt das?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Rückblick: das Brett nach Zug { $number } von { $moves }, { $player } { $proposal }
review-start = Rückblick: der Anfang, vor Zug 1 von { $moves }
review-back = Zurück
# The keys that do the same (hover text).
review-back-keys = Bild auf oder Pfeil links
review-forward = Weiter
review-forward-keys = Bild ab oder Pfeil rechts
review-exit = Zurück zum Spiel
review-exit-key = Esc
review-continue = Ab hier weiterspielen…
review-continue-hint = { $count ->
    [one] Den späteren Zug zurücknehmen: Alle Spieler müssen zustimmen
   *[other] Die { $count } späteren Züge zurücknehmen: Alle Spieler müssen zustimmen
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Spiel speichern
files-prompt-open = Spiel öffnen
files-prompt-card-text = Karte als druckbaren Text exportieren
files-prompt-card-ron = Karte als RON exportieren (wieder importierbar)
files-prompt-import-card = Vereinbarungskarte importieren (RON)
files-prompt-disputes-text = Streitfallprotokoll als Text exportieren
files-prompt-disputes-ron = Streitfallprotokoll als RON exportieren
files-prompt-card-pdf = Karte als PDF exportieren (druckfertig)
files-prompt-record-text = Spielprotokoll als Text exportieren
files-prompt-disputes-pdf = Streitfälle als PDF exportieren (druckfertig)
files-open-failed = Das Spiel konnte nicht geöffnet werden: { $error }
files-open-stopped = { $path } konnte nicht geöffnet werden: Das Lesen brach unerwartet ab
files-menu-save = Speichern
files-menu-save-as = Speichern unter…
files-menu-open = Öffnen…
files-menu-recent = Zuletzt geöffnet
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Wiederherstellen…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard ist bereits geöffnet
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Datenordner: { $path }
files-locked-read-only = Spiel schreibgeschützt öffnen
files-locked-separate = Separates Spiel starten
# The resume offer.
files-resume-heading = Nicht beendetes Spiel
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Das nicht beendete Spiel vom { $when } zwischen { $players } fortsetzen?
files-resume-moves = { $count ->
    [one] Bisher { $count } Zug gespielt.
   *[other] Bisher { $count } Züge gespielt.
}
files-resume = Fortsetzen
files-resume-decline = Neues Spiel beginnen
files-resume-kept = Ein Spiel, das Sie nicht fortsetzen, bleibt erhalten: Spiel > Wiederherstellen… holt es zurück.
# The Recover window.
files-recover-window = Spiel wiederherstellen
files-recover-intro = Aufbewahrte Spiele, die ersetzt oder nicht fortgesetzt wurden, das neueste zuerst.
files-recover-reading = Aufbewahrte Spiele werden gelesen…
files-recover-none = Keine aufbewahrten Spiele.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } Zug)
   *[other] { $when }: { $players } ({ $count } Züge)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } Zug, beendet)
   *[other] { $when }: { $players } ({ $count } Züge, beendet)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Aktuelles Spiel speichern?
files-question-unsaved = { $count ->
    [one] Das Spiel auf dem Brett hat { $count } Zug. Es wurde noch nicht in einer Datei gespeichert.
   *[other] Das Spiel auf dem Brett hat { $count } Züge. Es wurde noch nicht in einer Datei gespeichert.
}
files-question-behind = { $count ->
    [one] Das Spiel auf dem Brett hat { $count } Zug. In seiner Datei { $path } fehlen die neuesten Züge.
   *[other] Das Spiel auf dem Brett hat { $count } Züge. In seiner Datei { $path } fehlen die neuesten Züge.
}
files-question-kept = Wenn Sie es nicht speichern, bleibt es trotzdem erhalten: Spiel > Wiederherstellen… holt es zurück.
files-question-lost = Dieses Fenster hat keinen Datenordner: Wenn Sie das Spiel nicht speichern, geht es verloren.
files-save = Speichern
files-dont-save = Nicht speichern
files-cancel = Abbrechen
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } enthält ein anderes Spiel
# $holds says which game the file holds.
files-other-holds = { $path } enthält jetzt { $holds }, nicht dieses Spiel; darum wurde dort nichts gespeichert.
files-other-lost = Ersetzen verwirft den Inhalt der Datei: Dieses Fenster hat keinen Datenordner, um ihn aufzubewahren.
files-save-as = Speichern unter…
files-replace = Ersetzen
# The status line under the board.
files-status-read-only = Schreibgeschützt: Ein anderes Hopcard-Fenster spielt dieses Spiel.
files-status-no-file = nicht in einer Datei gespeichert
files-status-autosave-off = automatisches Speichern aus
files-status-autosaving = wird automatisch gespeichert…
files-status-autosaved = automatisch gespeichert
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Spiel: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = { $path } geöffnet.
file-flow-kept = Das vorherige Spiel wurde als { $kept } aufbewahrt (Spiel > Wiederherstellen…).
file-flow-opened-kept = { $path } geöffnet. Das vorherige Spiel wurde als { $kept } aufbewahrt (Spiel > Wiederherstellen…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Das nicht beendete Spiel wurde fortgesetzt. { $problem }
file-flow-resumed = Das nicht beendete Spiel wurde fortgesetzt.
file-flow-declined-kept = Das nicht beendete Spiel wurde als { $kept } aufbewahrt (Spiel > Wiederherstellen…).
file-flow-not-imported = Karte nicht importiert: { $path }: { $error }
file-flow-card-changed = Die Karte wurde nicht nach { $path } exportiert: Sie wurde geändert, nachdem die Spieler sie bestätigt hatten. Zuerst müssen alle Spieler sie erneut bestätigen.
file-flow-record-written = Spielprotokoll gespeichert unter { $path }
file-flow-record-not-written = Das Spielprotokoll wurde nicht geschrieben: { $error }
file-flow-saved = Spiel gespeichert unter { $path }.
file-flow-saved-kept = Spiel gespeichert unter { $path }. Der bisherige Inhalt dieser Datei wurde als { $kept } aufbewahrt (Spiel > Wiederherstellen…).
file-flow-saved-no-recent = Spiel gespeichert unter { $path }, aber die Liste der zuletzt geöffneten Dateien konnte nicht aktualisiert werden: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Nicht gespeichert: { $path } enthält weiterhin { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Nicht gespeichert: { $path } enthält weiterhin { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } wurde nicht geöffnet: Dieses Fenster ist schreibgeschützt. Öffnen Sie die Datei in einem separaten Spiel.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; dieses Spiel wird nicht automatisch gespeichert

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = Warten auf den Dateidialog… (oder einen Pfad eingeben und OK drücken)
file-dialog-no-dialog = der Dateidialog konnte nicht geöffnet werden: { $error }; geben Sie stattdessen einen Pfad ein
file-dialog-nothing-chosen = Im Dialog wurde keine Datei gewählt (kein Desktop-Portal?). Geben Sie einen Pfad ein, und drücken Sie OK.
file-dialog-path = Dateipfad
file-dialog-ok = OK
file-dialog-browse = Durchsuchen…
file-dialog-cancel = Abbrechen
file-dialog-exists = { $path } existiert bereits. Ersetzen?
file-dialog-replace = Ersetzen
file-dialog-other-name = Anderen Namen wählen

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Zählbeispiel: Tausch beim letzten Einzug
explainer-swap-explanation = Rot hat neun Figuren im Ziel; Blau steht auf D1, dem letzten freien Feld im Ziel von Rot. Mit der Option swap darf die zehnte Figur von Rot auf D1 ziehen, und die Figur von Blau wechselt nach E6: Rot hat alle zehn im Ziel und gewinnt, und alle Figuren bleiben auf dem Brett.
explainer-ten-title = Zählbeispiel: zehn eigene Figuren
explainer-ten-explanation = Dieselben Felder mit der Option ten-own: Rot braucht alle zehn Figuren im Ziel, D1 ist besetzt, und auf ein besetztes Feld zu ziehen ist nie erlaubt. Rot hat nicht gewonnen und muss weiterspielen.
explainer-available-title = Zählbeispiel: verfügbare Felder
explainer-available-explanation = Dieselben Felder mit der Option available-hole: Jedes Feld im Ziel von Rot ist besetzt (neun von Rot, eine von Blau), und Rot hat dort Figuren; also hat Rot schon gewonnen, obwohl die zehnte Figur noch draußen steht.
explainer-case-1-title = Fall 1: Ein Schritt zur Seite heißt: kein Passen
explainer-case-1-explanation = Die letzte Figur von Rot auf E3 kann nicht in Richtung Ziel ziehen, aber seitwärts auf E2 oder E4. Passen setzt voraus, dass es gar keinen zulässigen Zug gibt; darum wird das Passen abgelehnt (Regel 6). Versuchen Sie stattdessen E3-E4.
explainer-case-2-title = Fall 2: Eine angekommene Figur bleibt im Ziel
explainer-case-2-explanation = Die Figur von Rot auf D1 steht in ihrem Ziel. Ein Schritt hinaus auf E5 wird abgelehnt, weil die Karte das Ziel mit every-landing sperrt (Regel 3); Züge innerhalb des Ziels, etwa D1-D2, sind erlaubt.
explainer-case-3-title = Fall 3: Kein Tausch im Mittelspiel
explainer-case-3-explanation = Blau steht auf D1 im Ziel von Rot, aber Rot hat erst fünf Figuren im Ziel. Der Tausch gilt nur für den letzten Einzug der zehnten Figur; darum wird der Zug auf D1 abgelehnt (Regel 5).
explainer-case-4-title = Fall 4: Neun im Ziel sind kein Sieg
explainer-case-4-explanation = Rot hat neun Figuren im Ziel, und Blau besetzt das letzte Feld, aber die zehnte Figur von Rot ist weit weg: Es gibt noch keinen zulässigen Einzug, mit dem getauscht werden könnte, also hat Rot nicht gewonnen. Welches Spielende gilt, hat die Karte vor dem Spiel festgelegt.
explainer-case-5-title = Fall 5: Die eigene Startzacke ist immer erlaubt
explainer-case-5-explanation = Die Startzacke von Rot ist zugleich das Ziel von Blau. Auch wenn die Zacken anderer Spieler gesperrt sind (no-entry), bleiben die eigene Startzacke und das eigene Ziel jedes Spielers erlaubt; Rot darf also zurück auf N2 ziehen.
explainer-case-6-title = Fall 6: Eine neue Regel wartet auf ein neues Spiel
explainer-case-6-explanation = Dieses Spiel wurde mit der Option ten-own vereinbart, also blockiert die Figur von Blau auf D1 Rot. Eine jetzt vorgeschlagene Tauschregel bräuchte eine neue Karte, die beide Spieler bestätigen, und gälte erst ab dem nächsten Spiel; das laufende Spiel behält seine Regeln.

# The banner above the board while a case is shown.
explainer-banner = Regelerklärung: { $title }
explainer-banner-unknown = Regelerklärung: ein Fall
explainer-back = Zurück zum Spiel
# $proposal is a route (E6-D1) or "pass".
explainer-try = Ausprobieren: { $proposal }
explainer-try-pass-hint = Passen beantragen: das Urteil und der Zug, der es verhindert
explainer-try-route-hint = Diesen Weg mit seinem Urteil aufs Brett legen
explainer-nothing-to-try = Nichts auszuprobieren: Unter dieser Option ist das Spiel schon gewonnen.
explainer-judged-card = Beurteilt nach den Optionen der Karte selbst.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Beurteilt nach den Optionen der Karte, außer { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Nichts gedruckt: Das PDF konnte nicht erstellt werden ({ $error }).
print-out-not-written = Nichts gedruckt: { $path } konnte nicht geschrieben werden ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Auf diesem Computer kann kein Programm ein PDF drucken oder anzeigen (versucht: { $tried }). Das PDF liegt unter { $pdf }: Öffnen Sie es zum Drucken mit einem PDF-Betrachter.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } konnte das PDF nicht annehmen ({ $status }). Das PDF liegt unter { $pdf }: Öffnen Sie es zum Drucken mit einem PDF-Betrachter.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = der Druckvorgang brach vorzeitig ab

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = Mo
calendar-tuesday = Di
calendar-wednesday = Mi
calendar-thursday = Do
calendar-friday = Fr
calendar-saturday = Sa
calendar-sunday = So
# The screen-reader name of the month that opens under the date.
calendar-name = Kalender
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Vorheriges Jahr
calendar-previous-month = Vorheriger Monat
calendar-next-month = Nächster Monat
calendar-next-year = Nächstes Jahr

## The Game menu's commands

commands-hint = Zug vorschlagen
commands-dispute = Streitfall eröffnen

## The app's own lines in the status line, and the window's start

app-printed = Zum Drucken an das System übergeben: { $pdf }
app-printing = PDF zum Drucken wird erstellt…
app-nothing-to-print = Noch nichts zu drucken: Die Karte ist nicht von allen Spielern bestätigt.
# $level is the computer's level (easy, medium, …).
app-computer-turn = Der Computer ({ $level }) ist am Zug; bitte warten Sie auf seinen Zug.
# $result says who won.
app-game-over = Das Spiel ist vorbei. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = { $proposal } wurde nicht gezogen: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Start nicht möglich: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = Fall { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: keine Anzeige gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); starten Sie das Programm in einer Desktop-Sitzung, oder verwenden Sie einen Unterbefehl (hopcard --help)
app-window-failed = hopcard: Das Fenster konnte nicht geöffnet werden: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = sie ist leer
app-window-file-not-text = sie ist kein UTF-8-Text
app-window-file-damaged = die Fensterdatei { $file } ist beschädigt: { $problem }

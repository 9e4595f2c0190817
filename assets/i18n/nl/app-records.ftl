# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.
# Dutch: see /work/notes/glossary-nl.md, words.ftl and app-play.ftl (menu
# words: Spel > Herstellen…, Spel > Betwisten, Opslaan als…).

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Geschil { $number } opgelost ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Bord bevroren door geschil { $number }: klik op de pion die verzet wordt
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Bord bevroren door geschil { $number }: klik de vakken van de route op volgorde aan
dispute-panel-heading = Geschil { $number } (open)
dispute-panel-frozen = Het bord is bevroren: leg het meningsverschil vast en los het daarna op.
dispute-panel-position = Stelling bij het begin van het geschil (alle vakken):
dispute-panel-raised-by = Aangekaart door:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Aangekaart door { $name }
dispute-panel-time = Tijd: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Aan de beurt: { $name } (zet { $number })
dispute-panel-piece-none = Te verzetten pion: klik erop op het bord
dispute-panel-piece = Te verzetten pion: { $hole }
dispute-panel-route = Voorgestelde route: { $route }
dispute-panel-remove-last = Laatste vak weghalen
dispute-panel-clear-route = Pion en route wissen
dispute-panel-verdict = Uitspraak volgens de kaart van dit spel: { $verdict }
dispute-panel-clause-cited = Aangehaald artikel:
# A choice of the clause the dispute cites.
dispute-panel-clause = Artikel { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Verklaring van { $name }
dispute-panel-resolve = Oplossen
dispute-panel-apply = Kaart toepassen
dispute-panel-apply-allows = De kaart staat het toe: { $route } wordt gespeeld.
dispute-panel-apply-refuses = De kaart staat het niet toe: er wordt niets verzet.
dispute-panel-apply-not-yet = Kies eerst de pion en minstens één landingsvak
dispute-panel-withdraw = Geschil intrekken
dispute-panel-withdraw-hint = Er verandert niets; het spel gaat verder
dispute-panel-agreed-change = Afgesproken wijziging (geldt vanaf een nieuw spel)
dispute-panel-rule-none = geen: de wijziging staat in onze eigen woorden
dispute-panel-rule-change = Regelwijziging voor de volgende kaart
dispute-panel-agree = Wijziging voor een nieuw spel afspreken
dispute-panel-agree-hint = De kaart van het volgende spel neemt de wijziging op en elke speler bevestigt die; dit spel houdt zijn kaart
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = artikel { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Afbeelding van de betwiste stelling, route { $route }
dispute-panel-record-fingerprint = Vingerafdruk van het spelverslag: { $fingerprint } (het hele spel tot nu toe: zetten, terugnames, geschillen)
# The dispute log window's title.
dispute-panel-window = Geschillen
dispute-panel-export-text = Exporteren als tekst…
dispute-panel-export-ron = Exporteren als RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Vingerafdruk van het spelverslag kopiëren
dispute-panel-no-disputes = Geen geschillen in dit spel.
dispute-panel-exported = Geschillenlogboek geëxporteerd naar { $path }
dispute-panel-not-exported = Kan het geschillenlogboek niet exporteren: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Kaart tonen
card-view-show-not-yet = Zodra elke speler de kaart in het formulier Nieuw spel heeft bevestigd.
card-view-menu-export-text = Kaart exporteren als tekst…
card-view-menu-export-ron = Kaart exporteren als RON…
card-view-menu-import = Kaart importeren…
card-view-exported = Kaart geëxporteerd naar { $path } (vingerafdruk { $fingerprint })
card-view-not-exported = De kaart is niet geëxporteerd: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = { $name } geïmporteerd: versie { $version }, ongewijzigd sinds de vingerafdruk is genomen. Start een nieuw spel met deze regels, of wijzig de kaart (dan worden de bevestigingen ingetrokken).
card-view-imported-changed = { $name } geïmporteerd: versie { $version }, GEWIJZIGD SINDS DE VINGERAFDRUK IS GENOMEN. Controleer elke regel; elke speler moet de kaart opnieuw bevestigen.
card-view-imported-unsealed = { $name } geïmporteerd: versie { $version }, nog zonder vingerafdruk. Elke speler moet de kaart bevestigen.
card-view-proposed-change = Voorgestelde wijziging: versie { $next } van de kaart. Het lopende spel houdt versie { $version } tot het eind; deze versie gaat gelden zodra elke speler hem heeft bevestigd en je er een nieuw spel mee start.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Spelers: { $players }
card-view-date = Datum: { $date }
card-view-rulebook = Geraadpleegde spelset of spelregels: { $rulebook }
card-view-rulebook-none = Geraadpleegde spelset of spelregels: niet vermeld
card-view-changes = Afgesproken wijzigingen: { $changes }
card-view-changes-none = Afgesproken wijzigingen: geen
card-view-replaces = Vervangt versie { $version }: { $changes }
card-view-effective = Geldt vanaf: { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name } heeft bevestigd als ‘{ $by }’ op { $time }
card-view-not-confirmed = { $name } heeft NIET bevestigd
card-view-fingerprint = Vingerafdruk: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Vingerafdruk van de kaart kopiëren
card-view-status = Status van de kaart: { $seal }
card-view-unconfirmed = Niet bevestigd door { $names }
card-view-copy = Kopiëren
card-view-copy-hint = De hele vingerafdruk (64 tekens) naar het klembord kopiëren
card-view-export-pdf = Exporteren als PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = op
# The US paper size.
card-view-paper-letter = Letter
# The card window's title.
card-view-window = De afsprakenkaart
card-view-read-only = Alleen-lezen: de regels van een lopend spel veranderen nooit.
card-view-setup-confirmed = De kaart zoals elke speler hem heeft bevestigd: het spel dat je start, wordt ermee gespeeld. Elke wijziging in het formulier trekt de bevestigingen in.
card-view-setup-changed = Gewijzigd sinds elke speler de kaart bevestigde: bevestig hem opnieuw om hem te exporteren of af te drukken.
card-view-version = Versie { $version }
card-view-export-text = Exporteren als tekst…
card-view-export-ron = Exporteren als RON…
card-view-propose = Wijziging voorstellen

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = artikel { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = artikel { $clause }, { $title }: { $from } → niet gekozen (bij drie of meer spelers te kiezen)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = artikel { $clause } { $from } → { $to }
card-changes-option-short-unchosen = artikel { $clause } { $from } → nog te kiezen
card-changes-player-removed = Speler { $number } verwijderd
card-changes-player-removed-named = Speler { $number } ({ $name }) verwijderd
card-changes-player-added = Speler { $number } ({ $colour }) toegevoegd
card-changes-other-camps-to-choose = artikel { $clause }: regel voor andere kampen nog te kiezen
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } speler: { $changes }.
   *[other] { $count } spelers: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } speler: { $changes }. Bevestigingen ingetrokken.
   *[other] { $count } spelers: { $changes }. Bevestigingen ingetrokken.
}
card-changes-far-after = De kaart is gedateerd op { $date }, meer dan een jaar na vandaag ({ $today }): klopt dat?
card-changes-far-before = De kaart is gedateerd op { $date }, meer dan een jaar vóór vandaag ({ $today }): klopt dat?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Terugblik: het bord na zet { $number } van { $moves }, { $player } { $proposal }
review-start = Terugblik: het begin, vóór zet 1 van { $moves }
review-back = Terug
# The keys that do the same (hover text).
review-back-keys = Page Up of Pijl-links
review-forward = Vooruit
review-forward-keys = Page Down of Pijl-rechts
review-exit = Terug naar het spel
review-exit-key = Esc
review-continue = Vanaf hier verdergaan…
review-continue-hint = { $count ->
    [one] De latere zet terugnemen: elke speler moet akkoord gaan
   *[other] De { $count } latere zetten terugnemen: elke speler moet akkoord gaan
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Spel opslaan
files-prompt-open = Spel openen
files-prompt-card-text = Kaart exporteren als afdrukbare tekst
files-prompt-card-ron = Kaart exporteren als RON (opnieuw te importeren)
files-prompt-import-card = Afsprakenkaart importeren (RON)
files-prompt-disputes-text = Geschillenlogboek exporteren als tekst
files-prompt-disputes-ron = Geschillenlogboek exporteren als RON
files-prompt-card-pdf = Kaart exporteren als PDF (drukklaar)
files-prompt-record-text = Spelverslag exporteren als tekst
files-prompt-disputes-pdf = Geschillenverslagen exporteren als PDF (drukklaar)
files-open-failed = Kan het spel niet openen: { $error }
files-open-stopped = Kan { $path } niet openen: het lezen stopte onverwacht
files-menu-save = Opslaan
files-menu-save-as = Opslaan als…
files-menu-open = Openen…
files-menu-recent = Recent geopend
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Herstellen…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard is al geopend
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Gegevensmap: { $path }
files-locked-read-only = Spel alleen-lezen openen
files-locked-separate = Apart spel starten
# The resume offer.
files-resume-heading = Onafgemaakt spel
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Wil je het onafgemaakte spel van { $when } tussen { $players } hervatten?
files-resume-moves = { $count ->
    [one] Tot nu toe { $count } zet gespeeld.
   *[other] Tot nu toe { $count } zetten gespeeld.
}
files-resume = Hervatten
files-resume-decline = Nieuw spel starten
files-resume-kept = Een spel dat je niet hervat, wordt bewaard: Spel > Herstellen… haalt het terug.
# The Recover window.
files-recover-window = Spel herstellen
files-recover-intro = Spellen die zijn bewaard toen ze werden vervangen of niet hervat, nieuwste eerst.
files-recover-reading = Bewaarde spellen lezen…
files-recover-none = Geen bewaarde spellen.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } zet)
   *[other] { $when }: { $players } ({ $count } zetten)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } zet, afgelopen)
   *[other] { $when }: { $players } ({ $count } zetten, afgelopen)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Huidige spel opslaan?
files-question-unsaved = { $count ->
    [one] Het spel op het bord heeft { $count } zet. Het is niet in een bestand opgeslagen.
   *[other] Het spel op het bord heeft { $count } zetten. Het is niet in een bestand opgeslagen.
}
files-question-behind = { $count ->
    [one] Het spel op het bord heeft { $count } zet. Het bestand { $path } heeft de laatste zetten nog niet.
   *[other] Het spel op het bord heeft { $count } zetten. Het bestand { $path } heeft de laatste zetten nog niet.
}
files-question-kept = Als je het niet opslaat, wordt het toch bewaard: Spel > Herstellen… haalt het terug.
files-question-lost = Dit venster heeft geen gegevensmap: als je het niet opslaat, gaat het verloren.
files-save = Opslaan
files-dont-save = Niet opslaan
files-cancel = Annuleren
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } bevat een ander spel
# $holds says which game the file holds.
files-other-holds = { $path } bevat nu { $holds }, niet dit spel, dus daar is niets opgeslagen.
files-other-lost = Vervangen wist wat er in het bestand staat: dit venster heeft geen gegevensmap om het in te bewaren.
files-save-as = Opslaan als…
files-replace = Vervangen
# The status line under the board.
files-status-read-only = Alleen-lezen: een ander Hopcard-venster speelt dit spel.
files-status-no-file = niet in een bestand opgeslagen
files-status-autosave-off = automatisch opslaan uit
files-status-autosaving = automatisch opslaan…
files-status-autosaved = automatisch opgeslagen
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Spel: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = { $path } geopend.
file-flow-kept = Het vorige spel is bewaard als { $kept } (Spel > Herstellen…).
file-flow-opened-kept = { $path } geopend. Het vorige spel is bewaard als { $kept } (Spel > Herstellen…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Het onafgemaakte spel is hervat. { $problem }
file-flow-resumed = Het onafgemaakte spel is hervat.
file-flow-declined-kept = Het onafgemaakte spel is bewaard als { $kept } (Spel > Herstellen…).
file-flow-not-imported = Kaart niet geïmporteerd: { $path }: { $error }
file-flow-card-changed = De kaart is niet geëxporteerd naar { $path }: hij is gewijzigd nadat de spelers hem bevestigden. Eerst moet elke speler hem opnieuw bevestigen.
file-flow-record-written = Spelverslag geëxporteerd naar { $path }
file-flow-record-not-written = Het spelverslag is niet opgeslagen: { $error }
file-flow-saved = Spel opgeslagen in { $path }.
file-flow-saved-kept = Spel opgeslagen in { $path }. Wat er eerder in dat bestand stond, is bewaard als { $kept } (Spel > Herstellen…).
file-flow-saved-no-recent = Spel opgeslagen in { $path }, maar de lijst Recent geopend kon niet worden bijgewerkt: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Niet opgeslagen: { $path } bevat nog steeds { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Niet opgeslagen: { $path } bevat nog steeds { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } is niet geopend: dit venster is alleen-lezen. Open het in een apart spel.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; dit spel wordt niet automatisch opgeslagen

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = Wachten op het bestandsvenster… (of typ een pad en klik op OK)
file-dialog-no-dialog = kan het bestandsvenster niet openen: { $error }; typ in plaats daarvan een pad
file-dialog-nothing-chosen = Er is geen bestand gekozen in het venster (geen desktopportaal?). Typ een pad en klik op OK.
file-dialog-path = Bestandspad
file-dialog-ok = OK
file-dialog-browse = Bladeren…
file-dialog-cancel = Annuleren
file-dialog-exists = { $path } bestaat al. Vervangen?
file-dialog-replace = Vervangen
file-dialog-other-name = Andere naam kiezen

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Telvoorbeeld: ruil bij de laatste ingang
explainer-swap-explanation = Rood heeft negen pionnen in het doelkamp; blauw staat op D1, het laatste vrije vak van het doelkamp van rood. Met de optie swap mag de tiende pion van rood naar D1 stappen en gaat de pion van blauw naar E6: rood heeft alle tien pionnen binnen en wint, en elke pion blijft op het bord.
explainer-ten-title = Telvoorbeeld: tien eigen pionnen
explainer-ten-explanation = Dezelfde vakken met de optie ten-own: rood moet alle tien pionnen in het doelkamp hebben, D1 is bezet, en naar een bezet vak stappen mag nooit. Rood heeft niet gewonnen en moet doorspelen.
explainer-available-title = Telvoorbeeld: beschikbare vakken
explainer-available-explanation = Dezelfde vakken met de optie available-hole: elk vak van het doelkamp van rood is bezet (negen door rood, één door blauw) en rood heeft daar pionnen, dus rood heeft al gewonnen, terwijl de tiende pion nog buiten staat.
explainer-case-1-title = Geval 1: wie opzij kan stappen, mag niet passen
explainer-case-1-explanation = De laatste pion van rood op E3 kan niet richting het doelkamp, maar wel opzij stappen naar E2 of E4. Passen mag alleen als er helemaal geen geldige zet is, dus passen wordt geweigerd (artikel 6). Probeer in plaats daarvan E3-E4.
explainer-case-2-title = Geval 2: een aangekomen pion blijft binnen
explainer-case-2-explanation = De pion van rood op D1 staat in zijn doelkamp. Naar E5 stappen wordt geweigerd door de vergrendeling every-landing van de kaart (artikel 3); binnen het doelkamp blijven, zoals met D1-D2, mag wel.
explainer-case-3-title = Geval 3: geen ruil in het middenspel
explainer-case-3-explanation = Blauw staat op D1 in het doelkamp van rood, maar rood heeft pas vijf pionnen binnen. De ruil is er alleen voor het binnenkomen van de tiende pion, dus naar D1 stappen wordt geweigerd (artikel 5).
explainer-case-4-title = Geval 4: negen binnen is geen winst
explainer-case-4-explanation = Rood heeft er negen binnen en blauw bezet het laatste vak, maar de tiende pion van rood is nog ver weg: er is nog geen geldige binnenkomst om mee te ruilen, dus rood heeft niet gewonnen. Welke manier van uitspelen geldt, heeft de kaart vóór het spel bepaald.
explainer-case-5-title = Geval 5: je eigen startkamp is altijd van jou
explainer-case-5-explanation = Het startkamp van rood is ook het doelkamp van blauw. Ook als de kampen van andere spelers gesloten zijn (no-entry), blijven het eigen startkamp en doelkamp van elke speler toegestaan, dus rood mag terugstappen naar N2.
explainer-case-6-title = Geval 6: een nieuwe regel wacht op een nieuw spel
explainer-case-6-explanation = Dit spel is afgesproken met de optie ten-own, dus de pion van blauw op D1 blokkeert rood. Een ruilregel die nu wordt voorgesteld, vraagt om een nieuwe kaart die beide spelers bevestigen, en gaat pas in bij het volgende spel; het huidige spel houdt zijn regels.

# The banner above the board while a case is shown.
explainer-banner = Regeluitleg: { $title }
explainer-banner-unknown = Regeluitleg: een voorbeeld
explainer-back = Terug naar het spel
# $proposal is a route (E6-D1) or "pass".
explainer-try = Proberen: { $proposal }
explainer-try-pass-hint = Om passen vragen: de uitspraak, en de zet die het tegenhoudt
explainer-try-route-hint = Deze route met de uitspraak op het bord zetten
explainer-nothing-to-try = Niets te proberen: met deze optie is het spel al gewonnen.
explainer-judged-card = Beoordeeld volgens de eigen opties van de kaart.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Beoordeeld volgens de opties van de kaart, behalve { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Er is niets afgedrukt: de PDF kon niet worden gemaakt ({ $error }).
print-out-not-written = Er is niets afgedrukt: { $path } kon niet worden geschreven ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Niets op deze computer kan een PDF afdrukken of tonen (geprobeerd: { $tried }). De PDF staat op { $pdf }: open hem met een PDF-viewer om hem af te drukken.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } kon de PDF niet aannemen ({ $status }). De PDF staat op { $pdf }: open hem met een PDF-viewer om hem af te drukken.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = het afdrukken is onvoltooid gestopt

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = ma
calendar-tuesday = di
calendar-wednesday = wo
calendar-thursday = do
calendar-friday = vr
calendar-saturday = za
calendar-sunday = zo
# The screen-reader name of the month that opens under the date.
calendar-name = Kalender
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Vorig jaar
calendar-previous-month = Vorige maand
calendar-next-month = Volgende maand
calendar-next-year = Volgend jaar

## The Game menu's commands

commands-hint = Zet voorstellen
commands-dispute = Betwisten

## The app's own lines in the status line, and the window's start

app-printed = Naar het systeem gestuurd om af te drukken: { $pdf }
app-printing = PDF voor het afdrukken maken…
app-nothing-to-print = Nog niets af te drukken: niet elke speler heeft de kaart bevestigd.
# $level is the computer's level (easy, medium, …).
app-computer-turn = De computer ({ $level }) is aan de beurt; wacht op zijn zet.
# $result says who won.
app-game-over = Het spel is afgelopen. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = { $proposal } is niet gespeeld: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Kan niet starten: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = voorbeeld { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: geen beeldscherm gevonden (DISPLAY en WAYLAND_DISPLAY zijn niet ingesteld); start het in een desktopsessie, of gebruik een subcommando (hopcard --help)
app-window-failed = hopcard: kan het venster niet openen: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = het is leeg
app-window-file-not-text = het is geen UTF-8-tekst
app-window-file-damaged = het vensterbestand { $file } is beschadigd: { $problem }

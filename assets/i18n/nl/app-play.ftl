# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.
# Dutch: see /work/notes/glossary-nl.md and words.ftl (vak, kamp, pion, zet,
# beurt, artikel, geschil …). Buttons and menu items in the infinitive
# ("Opslaan", "Zet terugnemen"), "je" in sentences. Key names as Dutch
# keyboards and manuals write them (Esc, Spatiebalk, Pijl-links).

## Menu bar

menu-game = Spel
menu-rules = Regels
menu-view = Beeld
menu-help = Help
# Help > Help: opens the Help window.
menu-help-window = Help (F1)
menu-new-game = Nieuw spel…
menu-disputes = Geschillen…
menu-export-record = Spelverslag exporteren als tekst…
menu-print-card = Kaart afdrukken…
menu-print-disputes = Geschillenlogboek afdrukken…
menu-quit = Afsluiten
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Vaknamen tonen
menu-play-at-once = Aangeklikt landingsvak meteen spelen
menu-animate = Zetten animeren
menu-letters = Pionnen met letters markeren
menu-colour-blind-safe = Kleuren voor kleurenblinden
# View > Language: the system's language, then each language by its own name.
menu-language = Taal
menu-language-system = Systeemtaal
menu-zoom-in = Inzoomen
menu-zoom-in-keys = Ctrl+Plus
menu-zoom-out = Uitzoomen
menu-zoom-out-keys = Ctrl+Min
menu-actual-size = Werkelijke grootte
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (alleen-lezen)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (alleen-lezen) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Gespeeld: { $played }.
announce-played-your-turn = Gespeeld: { $played }. { $player }, jij bent aan de beurt.

## The board

board-no-game = Nog geen spel: kies Spel > Nieuw spel.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, pion van { $player } ({ $colour })
board-hole-piece = { $hole }, pion van { $colour }
board-hole-empty = { $hole }, leeg
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = geselecteerd
board-hole-on-route = op de route in opbouw
board-hole-landing = mogelijk landingsvak
board-hole-last-landed = hier landde de laatste zet
board-hole-last-left = hier vertrok de laatste zet
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Pijl-links / Pijl-rechts
board-key-left-right-what = de focus langs de rij verplaatsen
board-key-up-down = Pijl-omhoog / Pijl-omlaag
board-key-up-down-what = de focus langs de naar links hellende lijn verplaatsen (linksboven, rechtsonder)
board-key-shift = Shift+Pijl-omhoog / Shift+Pijl-omlaag
board-key-shift-what = de focus langs de naar rechts hellende lijn verplaatsen (rechtsboven, linksonder)
board-key-space = Spatiebalk op een vak
board-key-space-what = het vak met de focus gebruiken (een pion kiezen of een landingsvak toevoegen)
board-key-enter = Enter op een vak
board-key-enter-what = als Spatiebalk, en daarna de route spelen als die eindigt op het vak met de focus
board-key-f6 = F6
board-key-f6-what = de toetsenbordfocus vanaf elke plek naar het bord brengen

## The history

history-heading = Spelverloop
history-empty = Nog geen zetten.
history-review-hover = Het bord na deze zet bekijken

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = de enige zet
hint-forward = gaat vooruit
hint-swap = brengt met de ruil bij de laatste ingang alle pionnen binnen (artikel { $clause })
hint-home = brengt een pion binnen in het doelkamp, { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
} vooruit
hint-straggler = brengt de laatste achterblijver { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
} vooruit
hint-chain = een reeks van { $hops ->
    [one] { $hops } sprong
   *[other] { $hops } sprongen
}, { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
} vooruit
hint-piece = verplaatst een pion { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
} vooruit
hint-room = maakt ruimte: geen enkele zet wint hier terrein

## The Help window

help-title = Help
help-building-route = Een route uitzetten
help-route-step-1 = 1. Klik op een van je pionnen: de vakken die hij kan bereiken, worden gemarkeerd.
help-route-step-2 = 2. Klik op een gemarkeerd vak om daar te landen. Voor een reeks sprongen klik je elk landingsvak op volgorde aan; de route wordt gaandeweg getekend.
help-route-step-3 = 3. Het paneel rechts geeft de uitspraak van de kaart over de route tot nu toe. Route spelen (Enter) voert de zet uit zodra de uitspraak geldig is.
help-route-step-4 = 4. Ben je het niet eens over een zet, dan bevriest Betwisten het bord en legt het geschil vast: de pion, de route, het artikel en ieders verklaring.
help-keyboard = Toetsenbord
help-board-keys = Op het bord (ga erheen met Tab, of met F6 vanaf elke plek):
help-other-keys = Naast het bord (Enter, Backspace, Esc en de pijltoetsen, zolang geen knop of veld de focus heeft):
help-clauses = Waar elk artikel wordt uitgelegd
help-clauses-intro = Spel > Kaart tonen geeft elk artikel volledig weer. Het menu Regels laadt bij een artikel een stelling om op het bord uit te proberen:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Artikel { $clause }: { $what }
help-subject-setup = opstelling: wie waar begint, wie als eerste zet, tips
help-subject-moving = zetten: stappen, sprongen en reeksen
help-subject-destination = aankomen in het doelkamp
help-subject-camps = kampen
help-subject-blocking = blokkeren en uitspelen
help-subject-passing = passen
help-subject-disputes = geschillen
help-clause-on-card = { $subject } (op de kaart zelf)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; zie { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Pijltoetsen
keys-arrows-what = als niets de focus heeft: de focus naar het bord brengen
keys-enter = Enter
keys-enter-what = de route tot nu toe spelen
keys-backspace = Backspace
keys-backspace-what = de laatste sprong van de route weghalen
keys-escape = Esc
keys-escape-what = de route annuleren
keys-right-click = Rechtsklik
keys-right-click-what = hetzelfde als Backspace, met de muis
keys-tab = Tab
keys-tab-what = tussen knoppen en velden wisselen (het bord is één tabstop, direct na de menubalk); Spatiebalk of Enter drukt ze in
keys-page = Page Up / Page Down
keys-page-what = het spel een zet terug of vooruit bekijken (ook met Pijl-links/Pijl-rechts; Esc keert terug)
keys-f1 = F1
keys-f1-what = deze help openen
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = een nieuw spel starten (Spel > Nieuw spel…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = een zet voorstellen (Spel > Zet voorstellen)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = betwisten: het bord bevriezen en het meningsverschil vastleggen (Spel > Betwisten)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = het spel opslaan (Spel > Opslaan)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = een opgeslagen spel openen (Spel > Openen…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = afsluiten (Spel > Afsluiten); bij niet-opgeslagen zetten wordt eerst gevraagd wat ermee moet
keys-zoom = Ctrl+Plus / Ctrl+Min
keys-zoom-what = alles groter of kleiner maken (Beeld > Inzoomen, Uitzoomen); blijft bewaard voor de volgende keer
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = terug naar de werkelijke grootte (Beeld > Werkelijke grootte)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = alleen-lezen: hier worden geen zetten gespeeld (een ander Hopcard-venster speelt dit spel)
turn-take-back-last = Laatste zet terugnemen…
turn-computer-agrees = { $player } (de computer) gaat akkoord.
turn-agrees = { $player } gaat akkoord
turn-take-back = Terugnemen
turn-keep-move = Zet behouden
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } en { $next }
turn-take-back-question = { $moves } terugnemen? Alle spelers moeten akkoord gaan.
turn-game-over = Spel afgelopen
turn-move-number = Zet { $number }
turn-move-number-review = Zet { $number } (terugblik)
turn-to-move = { $player } is aan zet
turn-review-note = Het spel zelf staat bij zet { $number }: ga ernaar terug (Esc) om verder te spelen.
turn-computer-plays = De computer ({ $level }) speelt de route die op het bord staat.
turn-computer-thinking = De computer ({ $level }) denkt na…
turn-play-route = Route spelen
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Enter
turn-remove-hop = Laatste sprong weghalen
turn-remove-hop-keys = Backspace of rechtsklik
turn-cancel-route = Route annuleren
turn-cancel-route-keys = Esc
turn-route-none = Klik op een van je pionnen; de vakken waarop hij kan landen, worden gemarkeerd. Klik op een gemarkeerd vak, of bouw sprong voor sprong een reeks op.
turn-route-selected = { $hole } geselecteerd. Klik op een gemarkeerd vak.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Route { $route }: { $verdict }
turn-hint = Tip: { $route }: { $reason }
turn-suggest = Zet voorstellen
turn-suggest-hover = Het sterkste niveau van de computer zoekt een zet (binnen een seconde)
turn-dispute-this = Dit betwisten
turn-dispute-refused-hover = Het bord bevriezen en de geweigerde route als geschil vastleggen (artikel { $clause })
turn-dispute-object-hover = Bezwaar maken tegen deze route voordat hij wordt gespeeld: het bord bevriest (artikel { $clause })
turn-dispute = Betwisten
turn-dispute-hover = De spelers zijn het oneens: het bord bevriezen en opschrijven wat er betwist wordt (artikel { $clause })
turn-dispute-disabled-hover = Er is al een geschil open, of het bord toont een voorbeeld uit het menu Regels
turn-dispute-log = Geschillenlogboek…
turn-frozen = Bord bevroren door een geschil: zetten, passen en terugnemen kan pas weer als het is opgelost.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } heeft geen geldige zet: de enige pion is gecontroleerd, elke stap en elke reeks sprongen in elke richting. Passen is hiermee bevestigd (artikel { $clause }).
   *[other] { $player } heeft geen geldige zet: alle { $pieces } pionnen zijn gecontroleerd, elke stap en elke reeks sprongen in elke richting. Passen is hiermee bevestigd (artikel { $clause }).
}
turn-pass = Passen
turn-pass-disabled-hover = Passen mag alleen als er geen geldige zet is (artikel { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Passen: { $verdict }
turn-passes = Passen op rij: { $passes } van { $seats } (een hele ronde passen is gelijkspel).

## The setup form (the card editor)

setup-heading = Nieuw spel: de kaart afspreken
setup-intro = Vul de kaart samen in. Elke speler bevestigt hieronder; elke latere wijziging trekt de bevestigingen in.
setup-start = Spel starten
setup-show-card = Kaart tonen en afdrukken
setup-show-card-disabled-hover = Zodra elke speler heeft bevestigd, kan de kaart vóór het spel worden getoond, geëxporteerd en afgedrukt.
setup-cancel = Annuleren
# $problem says what the card still lacks.
setup-not-yet = Nog niet: { $problem }.
setup-ready = Klaar: elke speler heeft deze kaart bevestigd.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Terugzetten naar de standaardwaarden van de kaart?
setup-reset-changes = Dit verandert:
setup-reset-withdraws = De bevestigingen die tot nu toe zijn gegeven, worden ingetrokken.
setup-reset-yes = Deze opties terugzetten
setup-reset-no = Mijn keuzes behouden
setup-reset-nothing = Elke optie staat al op de standaardwaarde van de kaart: er is niets veranderd.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Teruggezet naar de standaardwaarden van de kaart: { $changes }.
setup-reset-done-withdrawn = Teruggezet naar de standaardwaarden van de kaart: { $changes }. Bevestigingen ingetrokken.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Versie { $version } van de kaart, met { $count ->
    [one] de wijziging die in een geschil van het vorige spel is afgesproken
   *[other] de wijzigingen die in de geschillen van het vorige spel zijn afgesproken
} (vermeld onder Afgesproken wijzigingen). Elke speler bevestigt de kaart opnieuw.
setup-version = Kaartversie { $version }, ter vervanging van versie { $previous }. Wijzigingen: { $changes }.
setup-effective-from = Geldt vanaf: { $date }.
setup-players = Spelers en kleuren
setup-number-of-players = Aantal spelers:
setup-n-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
setup-moves-first = Begint:
setup-same-colour = Twee spelers hebben dezelfde kleur: kies verschillende kleuren.
setup-player-name = Naam speler { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = kleur
setup-player-colour = Kleur speler { $number }
setup-a-person = een mens
setup-the-computer = de computer ({ $level })
setup-played-by = gespeeld door
setup-player-seat = Speler { $number } wordt gespeeld door
setup-card-header = Kop van de kaart
setup-date = Datum
setup-today = Vandaag
setup-date-typed = of typ hem in
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = JJJJ-MM-DD
setup-date-typed-name = Datum, getypt (JJJJ-MM-DD)
setup-date-problem = Datum: { $problem }
setup-rulebook = Geraadpleegde spelset of spelregels
setup-rulebook-hint = bijv. het boekje in onze doos
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = De spelregels
setup-clauses = Artikelen en opties
setup-reset = Standaardwaarden herstellen
setup-no-options = Artikel 1 (opstelling), 6 (passen) en 7 (geschillen) hebben geen opties; de kaart vermeldt ze volledig.
setup-other-camps-two = Kampen van andere spelers: geen keuze bij twee spelers (elk kamp is van jou of van niemand).
setup-clause = Artikel { $clause }: { $title }
setup-other-camps-open = Drie of meer spelers: kies deze regel uitdrukkelijk; er is geen standaard.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (kaart): { $description }
setup-agreed-changes = Afgesproken wijzigingen
setup-no-differences = Geen enkele optie wijkt af van de kaart.
setup-hints-allowed = Tips toegestaan: een speler mag de computer een zet laten voorstellen
setup-free-changes = Andere afgesproken wijzigingen (vrije tekst)
setup-free-changes-field = De afgesproken wijzigingen
setup-confirmations = Bevestigingen
setup-confirmations-intro = Elke speler bevestigt deze keuzes met naam of initialen.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: bevestigd als ‘{ $by }’
setup-confirmed-at = op { $time }
setup-withdraw = Bevestiging van { $player } intrekken
setup-initials = Initialen van { $player }
setup-confirm-as = Bevestigen als { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: het schrift { $script } (U+{ $code }) is niet overgenomen, omdat geen enkel lettertype op deze computer het kan tonen; installeer er een lettertype voor (pakket { $package }), of typ de naam op een andere manier

# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.
# Dutch: see /work/notes/glossary-nl.md, words.ftl and app-records.ftl
# (artikel, vak, kamp, doelkamp, pion, zet, beurt, sprong, brug, ruil,
# vingerafdruk, bevestiging, afsprakenkaart). Camp names come from
# camp-name (onder, linksboven…) and read after "in het kamp".

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = Opstelling: ieder speelt met tien pionnen; { $seating }. Begint: { $first }; daarna gaat de beurt in die volgorde rond. { $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour } begint in het kamp { $start } en speelt naar het kamp { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = de eerste speler
clause-text-hints-on = Elke speler mag de computer vragen een zet voor te stellen (een tip).
clause-text-hints-off = Geen tips: niemand vraagt de computer een zet voor te stellen.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Zetten: wie aan de beurt is, verzet één eigen pion, óf met één stap naar een leeg aangrenzend vak, waarmee de zet eindigt, óf met een reeks { $movement ->
    [long] sprongen, gewone of verre
   *[hops] sprongen
}. { $rule } De reeks mag na elke sprong ophouden; de pion landt daarbij nooit twee keer op hetzelfde vak en nooit terug op zijn beginvak, en het beginvak telt als leeg zolang de reeks duurt. Er wordt nooit een pion van het bord genomen.
clause-text-movement-hops = Elke sprong gaat in een rechte lijn over één aangrenzende pion van welke kleur ook (de brug) naar het lege vak direct daarachter; verre sprongen zijn niet toegestaan.
clause-text-movement-long = Een sprong gaat in een rechte lijn over één pion van welke kleur ook (de brug), met achter de brug evenveel lege vakken als ervoor, en landt op een leeg vak; de gewone sprong is daarvan het kortste geval.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Aankomen in het doelkamp: { $rule }
clause-text-dest-lock-every-landing = Zodra een pion in zijn doelkamp staat, landt hij daarna alleen nog binnen dat kamp; binnen het doelkamp mag hij wel verder bewegen. Aankomen is nog geen winst.
clause-text-dest-lock-turn-end = Een pion die een beurt in zijn doelkamp begint, moet die beurt daar ook beëindigen; binnen de reeks sprongen mag hij eruit en weer terug springen.
clause-text-dest-lock-off = Pionnen mogen hun doelkamp weer verlaten; alleen het uitspelen telt.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Kampen: het eigen startkamp en het eigen doelkamp zijn voor elke speler altijd toegestaan. { $others } { $unused }
clause-text-other-camps-allowed = De kampen van andere spelers mogen net als elk ander vak worden gebruikt.
clause-text-other-camps-no-rest = Door de kampen van andere spelers mag worden gesprongen, maar daar mag geen beurt eindigen.
clause-text-other-camps-no-entry = In het kamp van een andere speler mag geen pion landen; over een pion die daar staat heen springen mag wel.
clause-text-other-camps-not-chosen = Kampen van andere spelers: NOG NIET GEKOZEN; bij drie of meer spelers moeten de spelers deze regel kiezen voordat het spel begint.
clause-text-unused-usable = Kampen waarin niemand begint en waar niemand naartoe speelt, blijven vrij: pionnen mogen erdoorheen en een beurt mag er eindigen.
clause-text-unused-no-rest = Kampen waarin niemand begint en waar niemand naartoe speelt, mogen worden doorkruist, maar daar mag geen beurt eindigen.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Blokkeren en uitspelen: { $rule }
clause-text-completion-swap = Een speler wint zodra al zijn pionnen in het doelkamp staan. Alleen als er negen binnen zijn en een pion van een tegenstander de laatste binnenkomst van de tiende blokkeert, die anders geldig zou zijn, mogen die twee pionnen van vak ruilen; daarmee heeft de speler al zijn pionnen binnen. Verder wordt er nooit geruild of geslagen.
clause-text-completion-ten = Een speler wint zodra al zijn pionnen in het doelkamp staan. Een pion van een tegenstander die op het laatste vak blijft staan, houdt het uitspelen gewoon tegen; er wordt niet geruild of geslagen.
clause-text-completion-available = Een speler wint zodra geen enkel vak van zijn doelkamp meer leeg is en er minstens één eigen pion in staat; vakken die door tegenstanders bezet zijn, tellen als gevuld.
# Clause 6.
clause-text-passing = Passen: een speler mag alleen passen als geen van zijn pionnen een geldige stap of reeks sprongen heeft, pion voor pion in elke richting gecontroleerd. Passen alle spelers na elkaar zonder dat iemand een zet doet of wint, dan eindigt het spel in een afgesproken gelijkspel.
# Clause 7.
clause-text-disputes = Geschillen: zijn de spelers het oneens, dan stoppen ze voordat er iets wordt verzet en leggen ze de pion, de route, het artikel en de vakken vast. Deze kaart beslist; een regelwijziging vraagt om een nieuwe kaart die iedereen bevestigt, en gaat pas in bij een nieuw spel.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Speler { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = een nieuw spel (een spel dat al onder versie { $version } loopt, houdt zijn regels)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = HOPCARD-AFSPRAKENKAART
card-text-title-line = { $title } - versie { $version }
card-decides = Huisregels, door de spelers vóór het spel afgesproken. Deze kaart beslist.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NIET BEVESTIGD door { $players }: zolang niet elke speler heeft bevestigd, is deze kaart alleen een voorstel.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, begint)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Spelers/kleuren
card-text-date = Datum: { $date }
card-text-rulebook = Geraadpleegde spelset of spelregels
card-rulebook-not-noted = niet vermeld
card-text-no-changes = Afgesproken wijzigingen: geen (de eigen opties van de kaart)
card-text-changes = Afgesproken wijzigingen:
card-text-replaces = Deze versie vervangt versie { $version }, vingerafdruk { $fingerprint }
card-text-changed-from = Gewijzigd ten opzichte van versie { $version }:
card-text-takes-effect = Geldt vanaf
card-heading-clauses = DE ZEVEN ARTIKELEN
card-heading-confirmations = BEVESTIGINGEN
card-text-confirm-how = Elke speler bevestigt de kaart met naam of initialen, met het tijdstip:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: bevestigd als ‘{ $by }’ op { $time }
card-not-confirmed = { $who }: NIET BEVESTIGD
card-text-fingerprint = Vingerafdruk: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Vergelijk hem met het exemplaar op papier: dezelfde vingerafdruk betekent dezelfde kaart (dezelfde spelers, keuzes en getypte woorden, in welke taal de kaart ook is afgedrukt); elke wijziging geeft een andere. Het is geen handtekening: iedereen kan hem berekenen. Wie akkoord ging, blijkt uit de bevestigingen en jullie handtekeningen met pen.
card-status-no-fingerprint = Status: nog geen vingerafdruk (die wordt genomen als het spel begint)
card-status-matches = Status: ongewijzigd sinds de vingerafdruk is genomen
card-status-changed = Status: GEWIJZIGD SINDS DE VINGERAFDRUK IS GENOMEN; iedereen moet opnieuw bevestigen

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = artikel { $clause } { $option }: { $value }
card-change-no-hints = artikel { $clause } geen tips: niemand vraagt de computer een zet voor te stellen
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = artikel { $clause }, afgesproken in geschil { $dispute } (zet { $move_number }, kaartversie { $version }): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = artikel { $clause } { $rule }, afgesproken in geschil { $dispute } (zet { $move_number }, kaartversie { $version }): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = artikel { $clause } { $option }: { $before } wordt { $after }
card-change-free-withdrawn = de andere afgesproken wijzigingen zijn ingetrokken
card-change-free-now = de andere afgesproken wijzigingen luiden nu: { $text }
card-change-none = de regels zijn die van versie { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
# Dutch: "28 februari 1999", month names in lowercase.
date-long = { $day } { $month } { $year }
# A calendar's heading, "February 1999".
date-month-year = { $month } { $year }
date-month-1 = januari
date-month-2 = februari
date-month-3 = maart
date-month-4 = april
date-month-5 = mei
date-month-6 = juni
date-month-7 = juli
date-month-8 = augustus
date-month-9 = september
date-month-10 = oktober
date-month-11 = november
date-month-12 = december
# $text is what was typed, already quoted.
date-error-form = ongeldige datum { $text }: verwacht JJJJ-MM-DD, bijv. 2026-11-30
date-error-no-such-day = ongeldige datum { $text }: die dag bestaat niet

## Fields of the card, as its errors name them ("player 2's name has …")
# Dutch: each is followed by a verb in the singular ("… bevat …", "… is …
# lang"), so every field is named with a singular noun.

card-field-name = de naam van speler { $player }
card-field-colour = de kleur van speler { $player }
card-field-initials = het veld initialen van speler { $player }
card-field-time = het tijdstip van de bevestiging van speler { $player }
card-field-rulebook = het veld spelregels
card-field-changes = het veld afgesproken wijzigingen
card-field-effective = het veld ‘Geldt vanaf’
card-field-dispute-change = een in een geschil afgesproken wijziging
card-field-earlier-changes = het veld afgesproken wijzigingen van de vorige versie
card-field-earlier-fingerprint = de vingerafdruk van de vorige versie

## The fingerprint

card-seal-no-fingerprint = nog geen vingerafdruk genomen
card-seal-matches = ongewijzigd sinds de vingerafdruk is genomen
card-seal-changed = gewijzigd sinds de vingerafdruk is genomen
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } is geen vingerafdruk: verwacht 16 hexadecimale cijfers in groepjes van vier, zoals 1A2B-3C4D-5E6F-7081 (of alle 64 cijfers)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = is { $bytes } bytes, te groot voor een afsprakenkaart (hoogstens { $max })
card-error-not-text = is geen tekstbestand (geen UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = is de afdrukbare { $form ->
    [pdf] PDF
   *[text] tekst
} van een kaart, om op papier te lezen en te ondertekenen; alleen het kaartbestand (RON, van ‘card new’ of ‘Kaart exporteren als RON’) kan worden gecontroleerd of geïmporteerd
card-error-syntax = is geen leesbare afsprakenkaart: { $problem }
card-error-invalid = is geen bruikbare afsprakenkaart: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] tekst
}
card-shape-player-count = de kaart noemt { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}; een kaart heeft er 2 tot 6
card-shape-confirmation-slots = de kaart noemt { $players } spelers, maar heeft plaats voor { $slots } bevestigingen
card-shape-first = speler { $first } begint, maar de kaart noemt { $players } spelers
card-shape-version-zero = versie 0: versies beginnen bij 1
card-shape-no-such-date = de datum { $date } bestaat niet
card-shape-supersedes = versie { $version } kan versie { $previous } niet vervangen

## Why a card cannot start a game yet

card-problem-missing-name = speler { $player } heeft nog geen naam
# $colour arrives as the card's colour code (red); named as words.ftl does.
card-problem-same-colour = twee spelers kozen { $colour ->
    [red] rood
    [blue] blauw
    [green] groen
    [yellow] geel
    [black] zwart
    [white] wit
    [orange] oranje
    [purple] paars
   *[other] { $colour }
}: de kleuren moeten verschillen
card-problem-player-count = voor { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
} is er geen opstelling: het bord heeft startkampen voor 2, 3, 4 of 6 spelers
card-problem-other-camps = kies bij drie of meer spelers uitdrukkelijk de regel voor de kampen van andere spelers (artikel { $clause })
card-problem-not-confirmed = { $name } heeft de kaart nog niet bevestigd
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# Dutch: see /work/notes/glossary-nl.md, words.ftl and app-records.ftl
# (geschil, verslag, spelverslag, geschillenverslag, geschillenlogboek,
# vingerafdruk, aankaarten, oplossen, terugnemen, uitspraak).

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (leeg vak)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = nog geen
dispute-route-no-landing = { $route } (nog geen landingsvak)
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = Kaart toepassen
dispute-resolution-withdrawn = Ingetrokken
dispute-resolution-change = Wijziging voor een nieuw spel afspreken
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = artikel { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = GEEN: tijd, verklaringen en oplossing van dit verslag zijn niet te controleren (een verslag van vóór de vingerafdrukken van verslagen, of een waarvan de vingerafdruk is verwijderd)
dispute-fingerprint-record = { $fingerprint } (dekt elke regel van dit verslag: vergelijk hem met het exemplaar op papier)
dispute-fingerprint-chain = { $fingerprint } (dekt elke regel van dit verslag, het spel waarin het geschil is aangekaart en elk eerder geschil: vergelijk hem met het exemplaar op papier)

## Why a dispute request was refused

dispute-error-none-open = er is geen open geschil
dispute-error-unknown-player = er is geen speler { $player }
dispute-error-no-route = het geschil noemt nog geen route: klik op de pion die verzet wordt en daarna op zijn landingsvakken
dispute-error-empty-change = schrijf eerst de wijziging op waarover de spelers het eens zijn
# $problem says what is wrong with the typed text.
dispute-error-entry = de tekst { $problem }

## A dispute record as text (labels padded so the values line up)
# Dutch: the values start in column 17, as in English; the labels are the
# short forms of the dispute panel's.

dispute-text-title-open = Geschil { $number } (open)
dispute-text-title-resolved = Geschil { $number } (opgelost)
dispute-text-raised-by = Gemeld door:    { $name }
dispute-text-time = Tijd:           { $time }
dispute-text-turn = Aan de beurt:   { $name } (zet { $move_number })
dispute-text-piece = Pion:           { $piece }
dispute-text-route = Route:          { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Artikel:        { $clause }. { $text }
dispute-text-verdict = Uitspraak:      { $verdict }
dispute-text-rules = Regels:
dispute-text-position = Stelling:       { $position }
dispute-text-statements = Verklaringen:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (geen verklaring)
dispute-text-no-resolution = Oplossing:      nog geen (het bord is bevroren)
dispute-text-resolution = Oplossing:      { $resolution }, op { $time }
dispute-text-agreed-change = Afgesproken wijziging:
dispute-text-next-card = Volgende kaart: { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Gevolg:         { $effect }
dispute-text-fingerprint = Vingerafdruk van het verslag: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = Legenda: . leeg vak, { $colours }, * te verzetten pion, 1-9 landingsvakken in de volgorde van de route

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = geschil { $number }, veld `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } is geen plaats in dit spel
# $recorded and $derived are already quoted.
dispute-record-differs = het verslag zegt { $recorded }, maar Hopcard leidt uit de vastgelegde stelling, route en regels { $derived } af
dispute-record-changed = gewijzigd nadat Hopcard het verslag schreef (het klopt niet meer met de vingerafdruk van het verslag)
dispute-record-not-a-stamp = { $text } is geen tijd zoals Hopcard die schrijft (zoals 2025-03-14 19:30 UTC)
dispute-record-missing = ontbreekt: dit bestandsformaat slaat de vingerafdruk van het verslag altijd op, dus hij is met de hand verwijderd
dispute-record-out-of-sequence = het is verslag { $place } van het bestand, maar heeft nummer { $number }: geschillen zijn genummerd 1, 2, 3… in de volgorde waarin ze zijn aangekaart (een verslag met de hand verdubbeld, weggehaald of verplaatst?)
dispute-record-open-before-last = nog open, maar daarna is er nog een geschil aangekaart (alleen het laatste kan open zijn)
dispute-record-game-missing = ontbreekt, maar een eerder verslag heeft het: sinds Hopcard dit voor het eerst deed, legt het bij elk geschil het spel vast waarin het is aangekaart (met de hand verwijderd?)
dispute-record-other-game = noemt een ander spel dan dit spel zoals het ervoor stond toen het geschil werd aangekaart (de kaart, het begin, de plaatsen, de zetten en de eerdere geschillen): hierheen verplaatst uit een ander spel?
dispute-record-not-in-game = dit spel heeft vóór die zet nooit in die stelling gestaan (hierheen verplaatst uit een ander spel?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [one] { $count } verklaring
   *[other] { $count } verklaringen
}
dispute-record-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Hopcard-geschillenlogboek (formaat { $version }): { $count ->
    [one] { $count } geschil
   *[other] { $count } geschillen
}
dispute-log-not-text = is geen tekstbestand (geen UTF-8)
dispute-log-serialize = kon het geschillenlogboek niet schrijven: { $problem }
dispute-log-parse = geen geschillenlogboek in RON: { $problem }
dispute-log-version-zero = versie 0: geschillenlogboeken beginnen bij 1
dispute-log-record-missing = veld `record`: ontbreekt, maar dit logboekformaat slaat de vingerafdruk van zijn verslagen altijd op (met de hand verwijderd?)
dispute-log-record-differs = veld `record`: de verslagen kloppen niet meer met de vingerafdruk van het logboek (een verslag is met de hand verwijderd, toegevoegd, gewijzigd of verplaatst)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = veld `version`: er staat { $version }, maar { $newer }: is de versie met de hand verlaagd?
dispute-log-newer-version = formaat { $version } van het geschillenlogboek is nieuwer dan deze Hopcard begrijpt (tot en met { $known })
dispute-log-newer-seal = geschil { $number } heeft een vingerafdruk van het verslag (`seal`), en die schrijft Hopcard pas vanaf formaat 2
dispute-log-newer-rule-change = geschil { $number } spreekt een regeloptie voor de volgende kaart af, en dat schrijft Hopcard pas vanaf formaat 2
dispute-log-newer-raised-in = geschil { $number } noemt het spel waarin het is aangekaart (`raised_in`), en dat schrijft Hopcard pas vanaf formaat 4

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = er is geen zet om terug te nemen
game-error-frozen = het bord is bevroren door een open geschil: los het eerst op of trek het in
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Afgesproken gelijkspel: een hele ronde gepast, niemand kon zetten.
game-result-win-swap = { $player } wint door een ruil bij de laatste ingang (artikel { $clause }): de laatste pion ruilde van vak met de blokkeerder.
game-result-win-ten = { $player } wint met alle pionnen in het doelkamp (artikel { $clause }).
game-result-win-available = { $player } wint volgens de regel van de beschikbare vakken (artikel { $clause }): er is geen leeg vak meer in het doelkamp.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } ruil
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (ruil bij de laatste ingang)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (teruggenomen)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = teruggenomen: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (betwist: { $count ->
    [one] geschil
   *[other] geschillen
} { $numbers })
history-line-after-hint = { $line } (na een tip)

## The game record as text ("Export game record")

game-record-title = Hopcard-spelverslag
game-record-card = Kaart: versie { $version }, vingerafdruk { $fingerprint }, gedateerd { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Spelers: { $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player } gespeeld door de computer ({ $level })
game-record-hints-off = Tips: geen (artikel { $clause }: niemand vraagt de computer een zet voor te stellen)
game-record-hints-none = Tips: geen gevraagd
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Tips: één, vóór zet { $moves }
   *[other] Tips: vóór de zetten { $moves }
}
game-record-taken-back = zet { $number } ({ $who } { $route }) teruggenomen, met instemming van elke speler
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Geschil { $number } bij zet { $move_number }, aangekaart door { $by }, artikel { $clause }: { $route } ({ $ending })
game-record-dispute-open = nog open
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Uitslag: { $result }
game-record-not-finished = niet afgelopen; het spel gaat door.
game-record-fingerprint = Vingerafdruk van het spelverslag: { $fingerprint } (het hele spel tot nu toe: zetten, terugnames, geschillen; hopcard replay FILE --expect controleert een bestand daartegen)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries } vermeldingen voor { $seats } plaatsen (verwacht: één per plaats)
game-file-computer-seat = plaats { $seat } is van een mens (de bevestiging ervan is niet die van de computer ({ $level }))
game-file-hint-entries = { $entries } vermeldingen, maar het spel heeft { $moves } zetten
game-file-hint-move = zet { $number } staat niet op volgorde of is geen zet van dit spel

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Hopcard-afsprakenkaart, versie { $version } · vingerafdruk { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Hopcard-afsprakenkaart, versie { $version }
# $title is card-text-title.
print-card-heading = { $title } · versie { $version }
print-heading-players = SPELERS
# A player's line; $start and $goal are camp names.
print-player = { $name } ({ $colour }): begint in het kamp { $start }, speelt naar het kamp { $goal }
print-player-first = { $name } ({ $colour }): begint in het kamp { $start }, speelt naar het kamp { $goal }, doet de eerste zet
print-label-fingerprint = Vingerafdruk
print-label-date = Datum
print-label-rulebook = Spelregels
print-label-changes = Afgesproken wijzigingen
print-no-changes = geen (de eigen opties van de kaart)
print-label-replaces = Vervangt
print-replaces = versie { $version } (vingerafdruk { $fingerprint }): { $changes }
print-label-takes-effect = Geldt vanaf
print-confirm-how = Elke speler bevestigt de kaart met naam of initialen en tekent daarna hieronder met pen.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = handtekening van { $who }
print-heading-fingerprint = VINGERAFDRUK
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Een kaartbestand met dit blad vergelijken: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · pagina { $page } van { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Hopcard-geschillenverslag
print-dispute-footer-card = Hopcard-geschillenverslag · kaartversie { $version }, vingerafdruk { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Hopcard-geschillenverslag { $number }
print-dispute-title-many = Hopcard-geschillenverslagen
print-dispute-heading-open = HOPCARD-GESCHILLENVERSLAG · geschil { $number } (open)
print-dispute-heading-resolved = HOPCARD-GESCHILLENVERSLAG · geschil { $number } (opgelost)
print-label-game-card = Kaart van het spel
print-game-card = versie { $version }, vingerafdruk { $fingerprint }
print-label-game-record = Vingerafdruk van het spelverslag
print-game-record = { $fingerprint } (het hele spel tot nu toe: zetten, terugnames, geschillen)
print-heading-signatures = HANDTEKENINGEN
print-label-raised-by = Aangekaart door
print-label-time = Tijd
print-label-turn = Aan de beurt
print-turn = { $name } (zet { $move_number })
print-label-piece = Te verzetten pion
print-label-route = Voorgestelde route
print-label-clause = Aangehaald artikel
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Uitspraak
print-label-rules = Regels
print-label-record = Vingerafdruk van het verslag
print-heading-statements = VERKLARINGEN
print-no-statement = (geen verklaring)
print-heading-resolution = OPLOSSING
print-no-resolution = Nog geen: het bord blijft bevroren tot het geschil is opgelost.
print-label-resolution = Oplossing
print-resolution = { $resolution }, op { $time }
print-label-agreed-change = Afgesproken wijziging
print-label-next-card = Volgende kaart
print-label-effect = Gevolg
print-heading-board = HET BORD TOEN HET GESCHIL WERD AANGEKAART
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = Legenda: kleine grijze stippen zijn lege vakken; op elke pion staat de letter van zijn kleur ({ $colours }); de omcirkelde pion wordt verzet; 1, 2, … zijn de landingsvakken van de route, op volgorde. Rij A staat bovenaan, rij Q onderaan.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } is geen papierformaat: gebruik a4 of letter
print-error-font = het ingebouwde lettertype kon niet worden gelezen
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } (schrift { $script }) kan niet worden afgedrukt: geen enkel lettertype op deze computer bevat dit teken; installeer er een lettertype voor (pakket { $package }) en druk opnieuw af
print-error-write = de PDF kon niet worden geschreven: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = route, stelling, spelers of spel

print-board-key-colour = { $letter } = { $colour }

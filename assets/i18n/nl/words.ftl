# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.
# Dutch: see /work/notes/glossary-nl.md (vak, kamp, pion, zet, beurt, artikel …).

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
# Lowercase side names, as Dutch writes them ("wit is aan zet").
colour = { $name ->
    [red] rood
    [blue] blauw
    [green] groen
    [yellow] geel
    [black] zwart
    [white] wit
    [orange] oranje
    [purple] paars
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] geen
    [1] één
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
    [6] zes
    [7] zeven
    [8] acht
    [9] negen
    [10] tien
   *[other] { $n }
}

# A camp's name; $camp is the board's code for it.
# As it reads after a camp: "het startkamp van blauw (boven)",
# "het ongebruikte kamp linksonder".
camp-name = { $camp ->
    [top] boven
    [bottom] onder
    [upper-left] linksboven
    [upper-right] rechtsboven
    [lower-left] linksonder
    [lower-right] rechtsonder
   *[other] { $camp }
}
# Between the items of a list ("red, blue") and between the parts of one
# sentence ("no turn may end in …; no piece may land in …").
list-separator = {", "}
clause-separator = {"; "}

## Verdicts

verdict-legal = geldig
verdict-legal-swap = geldige ruil
verdict-illegal-clause = ongeldig (artikel { $clause }): { $reason }
verdict-illegal = ongeldig: { $reason }

## Reasons a route is refused

reason-game-over = het spel is afgelopen
reason-pass-while-movable = { $colour } heeft nog een geldige zet (bijvoorbeeld { $example }), dus passen mag niet
reason-empty-route = de route is leeg
reason-no-landing-after = de route noemt geen landingsvak na { $start }
reason-no-landing = de route noemt geen landingsvak
reason-no-piece = { $start } is leeg: er staat geen pion om te verzetten
reason-not-movers-piece = op { $start } staat een pion van { $holder }, maar { $mover } is aan de beurt
reason-after-step = { $before }-{ $from } was een stap, en een stap beëindigt de zet: daarna mag niets meer volgen ({ $to })
reason-lands-again-start = de route landt opnieuw op { $hole }, het vak waar de pion vandaan kwam
reason-lands-again = de route landt opnieuw op { $hole }, een vak waarop hij al geland is
reason-not-on-a-line = { $from } naar { $to } is geen stap en geen sprong: de vakken liggen niet op één lijn
reason-step-after-hop = { $from } naar { $to } is een enkele stap, en die kan niet op een sprong volgen
reason-leaves-board = de lijn van { $from } naar { $to } loopt van het bord af
reason-long-jump = { $from } naar { $to } is een verre sprong, en deze kaart staat alleen gewone sprongen toe
reason-not-a-hop = { $from } naar { $to } is geen stap en geen sprong: een sprong landt twee vakken verder op de lijn
reason-not-symmetric = { $from } naar { $to } is geen stap en geen sprong: de brug moet precies halverwege liggen
reason-no-bridge = geen brug: { $bridge }, tussen { $from } en { $to }, is leeg
reason-obstructed = { $hole } ligt tussen { $from } en { $to } en is niet leeg: een verre sprong heeft aan beide kanten van de brug lege vakken nodig
reason-occupied-own = op { $hole } staat al een eigen pion van { $holder }: een landingsvak moet leeg zijn
reason-occupied = { $hole } is bezet door { $holder }: een landingsvak moet leeg zijn
reason-swap-from-home = { $hole } is bezet door { $holder }: ruilen mag alleen de laatste pion die van buitenaf binnenkomt, en deze pion van { $colour } begon in zijn doelkamp
# "{ $needed } van zijn pionnen" and "heeft er { $home }" read right for
# every count-word: "één van zijn pionnen", "heeft er geen".
reason-swap-too-soon = { $hole } is bezet door { $holder }: voor de ruil moet { $colour } { $needed } van zijn pionnen in het doelkamp hebben, en { $colour } heeft er { $home }
reason-leaves-destination-started = deze pion van { $colour } begon in zijn doelkamp, op { $arrived }, en mag niet daarbuiten landen, op { $to }
reason-leaves-destination-reached = deze pion van { $colour } bereikte zijn doelkamp op { $arrived } en mag niet daarbuiten landen, op { $to }
reason-ends-outside-destination = deze pion van { $colour } begon de beurt in zijn doelkamp en moet de beurt daar ook beëindigen, niet op { $end }
reason-no-rest = de beurt mag niet eindigen op { $end } in { $camp } ({ $ban })
reason-no-entry = { $hole } ligt in { $camp }, waar { $colour } niet mag landen (andere kampen: no-entry)

## Camps

camp-centre = het midden
camp-start-of = het startkamp van { $colour } ({ $camp })
camp-destination-of = het doelkamp van { $colour } ({ $camp })
camp-unused = het ongebruikte kamp { $camp }
camp-ban-unused-no-rest = ongebruikte kampen: no-rest
camp-ban-other-no-rest = andere kampen: no-rest
camp-ban-other-no-entry = andere kampen: no-entry
# What a restricted camp's holes say.
camp-restriction = Artikel { $clause }: { $what }, in { $camp } ({ $ban })
camp-short-restriction = { $what } (artikel { $clause })
camp-barred-no-entry = hier mag geen pion landen
camp-barred-no-rest = hier mag geen beurt eindigen
camp-marked-line = Gemarkeerd op het bord, artikel { $clause }: { $parts }.
camp-marked-no-rest = geen beurt mag eindigen in { $camps }
camp-marked-no-entry = geen pion mag landen in { $camps }
camp-the-unused-one = het ongebruikte kamp { $camp }
camp-the-unused-many = de ongebruikte kampen ({ $camps })

## Routes and holes

route-empty = lege route: verwacht vakken verbonden door ‘-’ (N2-M3) of ‘pass’
route-unknown-hole = onbekend vak { $hole } in de route: de vakken lopen van A1 tot Q1
hole-unknown = onbekend vak { $hole }

## Setting up a position

setup-empty = lege stelling: verwacht onderdelen zoals red@bottom=N1,N2
setup-unknown-field = onbekend onderdeel { $field }: verwacht COLOUR@CAMP=HOLES, turn=COLOUR of passes=N
setup-repeated-field = onderdeel twee keer opgegeven: { $field }
setup-bad-colour-case = ongeldige kleur { $given }: kleuren schrijf je met kleine letters, bijv. { $lower }
setup-bad-colour = ongeldige kleur { $given }: kleuren zijn woorden in kleine letters (a-z)
setup-repeated-colour = kleur { $colour } staat er twee keer in
setup-unknown-camp = onbekend kamp { $camp }: verwacht top, bottom, upper-left, upper-right, lower-left of lower-right
setup-missing-camp = { $colour } heeft @CAMP nodig: alleen een stelling met twee spelers mag de kampen weglaten
setup-camp-taken = twee spelers in één kamp: { $first } en { $second } staan allebei in kamp { $camp }
setup-default-camp-taken = twee spelers in één kamp: { $colour } kreeg geen kamp en kwam daarom in kamp { $camp } (de standaard voor de { $seat ->
        [0] eerste
       *[other] tweede
    } speler), waar { $other } al staat; geef een kamp op, bijv. { $example }
setup-unknown-hole = onbekend vak { $hole }: de vakken lopen van A1 tot Q1 (rijen A-Q, genummerd vanaf links)
setup-hole-twice = vak { $hole } staat er twee keer in
setup-no-pieces = { $colour } heeft geen pionnen
setup-too-many-pieces = { $colour } heeft { $count } pionnen: hoogstens { $most }
setup-unknown-turn = turn={ $colour }: geen enkele speler heeft die kleur
setup-bad-passes = ongeldige waarde voor passes { $given }: verwacht een geheel getal, hoogstens het aantal spelers
setup-player-count = { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }: een stelling heeft er 2 tot { $most } nodig
option-unknown-value = --{ $option } { $given }: verwacht een van deze waarden: { $choices }
clause-unknown = { $number } is geen artikel (de kaart heeft de artikelen 1 tot en met 7)

## The card's clauses and options

clause-subject-setup = opstelling
clause-subject-moving = zetten
clause-subject-destination = aankomen in het doelkamp
clause-subject-camps = kampen
clause-subject-blocking = blokkeren en uitspelen
clause-subject-passing = passen
clause-subject-disputes = geschillen
option-title-movement = Hoe pionnen zich verplaatsen
option-title-dest-lock = In het doelkamp blijven
option-title-completion = Uitspelen tegen een blokkade
option-title-other-camps = Kampen van andere spelers
option-title-unused = Lege kampen
# One option on one line: "Artikel 2, hoe pionnen zich verplaatsen: … (hops)".
option-in-words = Artikel { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = een stap naar een aangrenzend vak, of een reeks gewone sprongen over telkens één aangrenzende pion
option-movement-long-jumps = als hops, maar een sprong mag ook een verre sprong zijn: aan beide kanten van de brug evenveel lege vakken
option-dest-lock-never-leave = een pion die zijn doelkamp heeft bereikt, landt nooit meer daarbuiten
option-dest-lock-end-inside = een pion die zijn beurt in zijn doelkamp begint, moet die beurt daar ook beëindigen
option-dest-lock-free = aangekomen pionnen mogen hun doelkamp weer verlaten
option-completion-swap = wie al zijn pionnen in het doelkamp heeft, wint; met negen binnen mag de laatste van vak ruilen met een tegenstander die de laatste ingang blokkeert
option-completion-strict = wie al zijn pionnen in het doelkamp heeft, wint; een tegenstander die op het laatste vak blijft staan, verhindert het uitspelen
option-completion-occupied = winst zodra geen enkel vak van het doelkamp leeg is en er minstens één eigen pion in staat
option-other-camps-free = kampen van andere spelers mogen net als elk ander vak gebruikt worden
option-other-camps-no-rest = door kampen van andere spelers mag gesprongen worden, maar een beurt mag daar niet eindigen
option-other-camps-no-entry = in kampen van andere spelers mag helemaal niet geland worden (over een pion daar springen mag wel)
option-unused-free = kampen waarin niemand begint en waar niemand naartoe moet, mogen vrij doorkruist worden en een beurt mag er eindigen
option-unused-no-rest = ongebruikte kampen mogen doorkruist worden, maar een beurt mag daar niet eindigen

## Languages

language-unknown = { $given } is geen taal die Hopcard spreekt: { $known }

level-name = { $level ->
    [easy] makkelijk
    [medium] gemiddeld
    [strong] sterk
   *[other] { $level }
}
proposal-pass = passen

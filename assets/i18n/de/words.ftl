# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.
# German: see /work/notes/glossary-de.md (Feld, Zacke, Figur, Zug, Regel …).

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [black] Schwarz
    [white] Weiß
    [orange] Orange
    [purple] Lila
   *[other] { $name }
}
# A small count as a word, a larger one in digits. Feminine, as it counts
# Figuren ("Rot hat dort keine", "eine").
count-word = { $n ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $n }
}

# A camp's name; $camp is the board's code for it.
# As it reads after a camp: "in der Startzacke von Blau (oben)",
# "in der unbenutzten Zacke unten links".
camp-name = { $camp ->
    [top] oben
    [bottom] unten
    [upper-left] oben links
    [upper-right] oben rechts
    [lower-left] unten links
    [lower-right] unten rechts
   *[other] { $camp }
}
# Between the items of a list ("red, blue") and between the parts of one
# sentence ("no turn may end in …; no piece may land in …").
list-separator = {", "}
clause-separator = {"; "}

## Verdicts

verdict-legal = zulässig
verdict-legal-swap = zulässiger Tausch
verdict-illegal-clause = unzulässig (Regel { $clause }): { $reason }
verdict-illegal = unzulässig: { $reason }

## Reasons a route is refused

# Full sentences after "unzulässig: ", so they start with a capital.
reason-game-over = Das Spiel ist vorbei
reason-pass-while-movable = { $colour } hat noch einen zulässigen Zug (zum Beispiel { $example }), darum ist Passen nicht erlaubt
reason-empty-route = Der Weg ist leer
reason-no-landing-after = Der Weg nennt nach { $start } kein Landefeld
reason-no-landing = Der Weg nennt kein Landefeld
reason-no-piece = { $start } ist leer: Dort steht keine Figur, die ziehen könnte
reason-not-movers-piece = Auf { $start } steht eine Figur von { $holder }, aber { $mover } ist am Zug
reason-after-step = { $before }-{ $from } war ein Schritt, und ein Schritt beendet den Zug: Danach darf nichts mehr folgen ({ $to })
reason-lands-again-start = Der Weg landet erneut auf { $hole }, dem Feld, von dem die Figur ausging
reason-lands-again = Der Weg landet erneut auf { $hole }, wo er schon einmal gelandet ist
reason-not-on-a-line = { $from } nach { $to } ist weder ein Schritt noch ein Sprung: Die beiden Felder liegen nicht auf einer Linie
reason-step-after-hop = { $from } nach { $to } ist ein einzelner Schritt, und der darf nicht auf einen Sprung folgen
reason-leaves-board = Die Linie von { $from } nach { $to } führt über das Brett hinaus
reason-long-jump = { $from } nach { $to } ist ein Weitsprung, und diese Karte erlaubt nur einfache Sprünge
reason-not-a-hop = { $from } nach { $to } ist weder ein Schritt noch ein Sprung: Ein Sprung landet zwei Felder weiter auf der Linie
reason-not-symmetric = { $from } nach { $to } ist weder ein Schritt noch ein Sprung: Die Brücke muss genau in der Mitte liegen
reason-no-bridge = Keine Brücke: { $bridge } zwischen { $from } und { $to } ist leer
reason-obstructed = { $hole } liegt zwischen { $from } und { $to } und ist nicht leer: Ein Weitsprung braucht auf beiden Seiten der Brücke leere Felder
reason-occupied-own = Auf { $hole } steht schon eine eigene Figur von { $holder }: Ein Landefeld muss leer sein
reason-occupied = { $hole } ist von { $holder } besetzt: Ein Landefeld muss leer sein
reason-swap-from-home = { $hole } ist von { $holder } besetzt: Tauschen darf nur die letzte Figur, die von außen ins Ziel kommt, und diese Figur von { $colour } hat in ihrem Ziel begonnen
reason-swap-too-soon = { $hole } ist von { $holder } besetzt: Für den Tausch muss { $colour } { $needed } seiner Figuren im Ziel haben, { $colour } hat dort { $home }
reason-leaves-destination-started = Diese Figur von { $colour } hat auf { $arrived } in ihrem Ziel begonnen und darf nicht außerhalb davon landen, auf { $to }
reason-leaves-destination-reached = Diese Figur von { $colour } hat auf { $arrived } ihr Ziel erreicht und darf nicht außerhalb davon landen, auf { $to }
reason-ends-outside-destination = Diese Figur von { $colour } hat den Zug in ihrem Ziel begonnen und muss ihn dort auch beenden, nicht auf { $end }
reason-no-rest = Der Zug darf nicht auf { $end } { $camp } enden ({ $ban })
reason-no-entry = { $hole } liegt { $camp }, und dort darf { $colour } nicht landen (fremde Zacken: no-entry)

## Camps

# A camp is always named where something happens in it, so each camp
# message is a whole place phrase with its preposition ("in der Mitte",
# "im Ziel von Blau (bottom)"): the messages that use them add no "in".
camp-centre = in der Mitte
camp-start-of = in der Startzacke von { $colour } ({ $camp })
camp-destination-of = im Ziel von { $colour } ({ $camp })
camp-unused = in der unbenutzten Zacke { $camp }
camp-ban-unused-no-rest = unbenutzte Zacken: no-rest
camp-ban-other-no-rest = fremde Zacken: no-rest
camp-ban-other-no-entry = fremde Zacken: no-entry
# What a restricted camp's holes say.
camp-restriction = Regel { $clause }, { $camp }: { $what } ({ $ban })
camp-short-restriction = { $what } (Regel { $clause })
# Noun phrases, like a sign ("Halten verboten"): they follow a comma in a
# hole's name and a colon in camp-restriction.
camp-barred-no-entry = Landen hier verboten
camp-barred-no-rest = Zugende hier verboten
camp-marked-line = Auf dem Brett markiert, Regel { $clause }: { $parts }.
camp-marked-no-rest = Zugende verboten { $camps }
camp-marked-no-entry = Landen verboten { $camps }
camp-the-unused-one = in der unbenutzten Zacke { $camp }
camp-the-unused-many = in den unbenutzten Zacken ({ $camps })

## Routes and holes

route-empty = leerer Weg: erwartet werden mit „-“ verbundene Felder (N2-M3) oder „pass“
route-unknown-hole = unbekanntes Feld { $hole } im Weg: Die Felder reichen von A1 bis Q1
hole-unknown = unbekanntes Feld { $hole }

## Setting up a position

setup-empty = leere Stellung: erwartet werden Angaben wie red@bottom=N1,N2
setup-unknown-field = unbekannte Angabe { $field }: erwartet wird COLOUR@CAMP=HOLES, turn=COLOUR oder passes=N
setup-repeated-field = Angabe doppelt: { $field }
setup-bad-colour-case = ungültige Farbe { $given }: Farben werden kleingeschrieben, z. B. { $lower }
setup-bad-colour = ungültige Farbe { $given }: Farben sind kleingeschriebene Wörter (a-z)
setup-repeated-colour = Farbe { $colour } ist doppelt aufgeführt
setup-unknown-camp = unbekannte Zacke { $camp }: erwartet wird top, bottom, upper-left, upper-right, lower-left oder lower-right
setup-missing-camp = { $colour } braucht @CAMP: Nur eine Stellung mit zwei Spielern darf die Zacken weglassen
setup-camp-taken = zwei Spieler in einer Zacke: { $first } und { $second } stehen beide in der Zacke { $camp }
setup-default-camp-taken = zwei Spieler in einer Zacke: { $colour } hat keine Zacke bekommen und steht daher in der Zacke { $camp } (der Vorgabe für den { $seat ->
        [0] ersten
       *[other] zweiten
    } Spieler), wo schon { $other } steht; bitte eine Zacke angeben, z. B. { $example }
setup-unknown-hole = unbekanntes Feld { $hole }: Die Felder reichen von A1 bis Q1 (Reihen A-Q, von links gezählt)
setup-hole-twice = Feld { $hole } ist doppelt aufgeführt
setup-no-pieces = { $colour } hat keine Figuren
setup-too-many-pieces = { $colour } hat { $count } Figuren: höchstens { $most } sind erlaubt
setup-unknown-turn = turn={ $colour }: Kein Spieler hat diese Farbe
setup-bad-passes = ungültiger passes-Wert { $given }: erwartet wird eine ganze Zahl, höchstens die Zahl der Spieler
setup-player-count = { $count } Spieler: Eine Stellung braucht 2 bis { $most }
option-unknown-value = --{ $option } { $given }: erwartet wird einer dieser Werte: { $choices }
clause-unknown = { $number } ist keine Regel (die Karte hat die Regeln 1 bis 7)

## The card's clauses and options

clause-subject-setup = Aufstellung
clause-subject-moving = Ziehen
clause-subject-destination = Ankommen im Ziel
clause-subject-camps = Zacken
clause-subject-blocking = Blockieren und Beenden
clause-subject-passing = Passen
clause-subject-disputes = Streitfälle
option-title-movement = Wie Figuren ziehen
option-title-dest-lock = Im Ziel bleiben
option-title-completion = Wenn ein Gegner blockiert
option-title-other-camps = Fremde Zacken
option-title-unused = Leere Zacken
# One option on one line: "Regel 2, wie Figuren ziehen: … (hops)".
option-in-words = Regel { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = ein Schritt auf ein Nachbarfeld oder eine Kette einfacher Sprünge über je eine benachbarte Figur
option-movement-long-jumps = wie hops, doch ein Sprung darf auch ein Weitsprung sein: beiderseits der Brücke gleich viele leere Felder
option-dest-lock-never-leave = eine Figur, die ihr Ziel erreicht hat, landet nie wieder außerhalb davon
option-dest-lock-end-inside = eine Figur, die ihren Zug im Ziel beginnt, muss ihn auch dort beenden
option-dest-lock-free = angekommene Figuren dürfen ihr Ziel wieder verlassen
option-completion-swap = wer alle Figuren im Ziel hat, gewinnt; sind neun im Ziel, darf die letzte mit einem Gegner, der ihr den Weg hinein versperrt, das Feld tauschen
option-completion-strict = wer alle Figuren im Ziel hat, gewinnt; eine gegnerische Figur, die auf dem letzten Feld stehen bleibt, verhindert den Sieg
option-completion-occupied = gewonnen hat, wessen Ziel kein leeres Feld mehr hat und mindestens eine eigene Figur enthält
option-other-camps-free = Zacken anderer Spieler sind wie jedes andere Feld nutzbar
option-other-camps-no-rest = durch Zacken anderer Spieler darf man springen, aber kein Zug darf dort enden
option-other-camps-no-entry = in Zacken anderer Spieler darf gar nicht gelandet werden (über eine Figur dort zu springen ist erlaubt)
option-unused-free = Zacken, in denen niemand beginnt und die niemandes Ziel sind, darf man frei durchqueren und dort stehen bleiben
option-unused-no-rest = unbenutzte Zacken darf man durchqueren, aber kein Zug darf dort enden

## Languages

language-unknown = { $given } ist keine Sprache, die Hopcard spricht: { $known }

level-name = { $level ->
    [easy] leicht
    [medium] mittel
    [strong] stark
   *[other] { $level }
}
proposal-pass = passen

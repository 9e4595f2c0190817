# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.
# Dutch: see /work/notes/glossary-nl.md, card.ftl and records.ftl
# (vingerafdruk, spelverslag, geschillenverslag, afsprakenkaart, zet).

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop schrijft een freedesktop-starter; dat is alleen voor Linux- en BSD-desktops
cli-install-no-home = kan de thuismap niet vinden om in te installeren
cli-install-no-executable = kan het draaiende programmabestand niet vinden: { $cause }
cli-install-not-utf8 = het pad van het programmabestand, { $path }, is geen geldige UTF-8; een desktopbestand kan het niet noemen
cli-install-line-break = het pad van het programmabestand, { $path }, bevat een regeleinde
cli-install-bad-target = { $path } heeft geen bovenliggende map of geen bestandsnaam
cli-install-create-dir = kan { $path } niet maken: { $cause }
cli-install-write = kan { $path } niet schrijven: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = { $tool } { $path } uitgevoerd
cli-install-cache-missing = { $tool } is niet geïnstalleerd; overgeslagen
cli-install-cache-failed = { $tool } { $path } is mislukt ({ $why }); de bestanden zijn wel geïnstalleerd

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = ongeldige stelling: { $error }
cli-missing-route = route ontbreekt
cli-bad-route = ongeldige route: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: verwacht een van deze waarden: { $values }
cli-with-card = --{ $flag } kan niet samen met --card: de kaart legt de regels vast
cli-card-flag = --card { $error }
cli-unknown-level = onbekend niveau { $given }: verwacht greedy, easy, medium of strong
cli-table = { $players } spelers: er kan alleen met 2, 3, 4 of 6 spelers worden gespeeld
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: er is geen geschil { $number }
cli-no-dispute = { $path }: geen geschil om af te drukken
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } bestaat al: kies een andere naam, of voeg --replace toe om het te vervangen
cli-same-as-input = { $path } is het bestand dat wordt gelezen: kies een andere naam voor de uitvoer
cli-player-form = --player { $given }: verwacht COLOUR:NAME, bijv. red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: de kleur moet een woord in kleine letters zijn, bijv. { $colours }
cli-player-no-name = --player { $given }: de naam ontbreekt
cli-player-count = { $count } keer --player opgegeven: een kaart heeft 2, 3, 4 of 6 spelers
cli-confirm-form = --confirm { $given }: verwacht COLOUR:INITIALS, bijv. red:AB
cli-confirm-no-colour = --confirm { $given }: geen enkele --player heeft die kleur
cli-confirm-no-initials = --confirm { $given }: de initialen ontbreken
# $problem is one of the entry- messages.
# Dutch: the entry- messages take a singular subject ("de tekst …").
cli-confirm-initials = --confirm { $given }: de tekst van de initialen { $problem }
cli-confirm-no-seat = --confirm { $given }: die plaats bestaat niet
cli-confirm-already = --confirm { $given }: die speler heeft al bevestigd
cli-date = --date: { $error }
cli-first = --first { $given }: geen enkele --player heeft die kleur
cli-not-ready = de kaart kan niet worden gemaakt: { $problem }
cli-not-ready-hint = de kaart kan niet worden gemaakt: { $problem } (voeg --other-camps allowed|no-rest|no-entry toe)
cli-not-a-file = { $path } is geen subcommando en geen bestand (zie hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: de kaart is niet bevestigd door { $missing }; alleen een kaart die elke speler heeft bevestigd en die sindsdien ongewijzigd is, bepaalt de regels (zie hopcard card verify)
cli-card-changed = { $path }: de kaart is gewijzigd nadat de vingerafdruk is genomen (de vingerafdruk klopt niet); alleen een kaart die elke speler heeft bevestigd en die sindsdien ongewijzigd is, bepaalt de regels (zie hopcard card verify)
cli-card-no-fingerprint = { $path }: de kaart heeft nog geen vingerafdruk; alleen een kaart die elke speler heeft bevestigd en die sindsdien ongewijzigd is, bepaalt de regels (zie hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } is { $kind ->
    [folder] een map
    [fifo] een FIFO (named pipe)
    [char-device] een tekenapparaat
    [block-device] een blokapparaat
    [socket] een socket
   *[special] een speciaal bestand
}, geen gewoon bestand: verwacht { $expected ->
    [card] een afsprakenkaart
    [game] een spelbestand
   *[log] een geschillenlogboek of spelbestand
}
cli-input-too-large = { $path } is { $bytes } bytes, te groot voor { $expected ->
    [card] een afsprakenkaart
    [game] een spelbestand
   *[log] een geschillenlogboek of spelbestand
} (hoogstens { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = niet bevestigd door { $missing } (voeg voor elke aanwezige speler --confirm COLOUR:INITIALS toe)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = { $path } geschreven (kaartversie { $version }, vingerafdruk { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = ongewijzigd sinds de vingerafdruk is genomen: { $fingerprint } ({ $path })
cli-verify-changed = GEWIJZIGD sinds de vingerafdruk is genomen: die is nu { $fingerprint } ({ $path })
cli-verify-no-fingerprint = nog geen vingerafdruk genomen: die zou { $fingerprint } zijn ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = komt overeen met de vingerafdruk op papier, { $paper }
cli-verify-paper-differs = WIJKT AF van de vingerafdruk op papier: verwacht { $paper }, het bestand heeft { $fingerprint }
cli-verify-unconfirmed = niet bevestigd door { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = spelverslag
cli-fp-dispute = geschil { $number }
cli-fp-matches = komt overeen met de vingerafdruk op papier: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = WIJKT AF van de vingerafdruk op papier: verwacht { $paper }, het bestand geeft { $found }
cli-fp-differs-none = WIJKT AF van de vingerafdruk op papier: verwacht { $paper }, het bestand geeft geen vingerafdruk
cli-fp-no-dispute = WIJKT AF van de vingerafdruk op papier: verwacht { $paper }, het bestand heeft geen geschil { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Vingerafdruk van het spelverslag: { $fingerprint } (het hele spel tot nu toe: zetten, terugnames, geschillen)
cli-dispute-pdf-wrote = { $path } geschreven ({ $count ->
    [one] { $count } geschillenverslag
   *[other] { $count } geschillenverslagen
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = { $path } geschreven
cli-output-failed = kon de uitvoer niet schrijven: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; bedoelde je { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = Meer informatie: { $command } --help
cli-usage-unexpected = onverwacht argument { $given }
cli-usage-unexpected-dash = onverwacht argument { $given } (zet er -- voor om het als waarde mee te geven)
cli-usage-unexpected-after = onverwacht argument { $given } na { $prior }
cli-usage-unknown-subcommand = onbekend subcommando { $given }
cli-usage-needs-value = { $arg } heeft een waarde nodig
cli-usage-expected-one-of = { $arg } { $given }: verwacht een van deze waarden: { $values }
cli-usage-not-a-value = { $arg } { $given }: geen toegestane waarde
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = onverwachte waarde { $given } na { $arg }
cli-usage-values = { $arg } verwacht { $wanted ->
    [one] { $wanted } waarde
   *[other] { $wanted } waarden
}, { $given } opgegeven
# $args are the missing arguments' names.
cli-usage-missing = niet opgegeven: { $args }
cli-usage-missing-argument = er ontbreekt een argument
cli-usage-needs-subcommand = { $command } heeft een subcommando nodig
cli-usage-needs-subcommand-of = { $command } heeft een subcommando nodig: { $valid }
cli-usage-no-equals = { $arg } verwacht zijn waarde na ‘=’
cli-usage-not-utf8 = een argument is geen UTF-8-tekst
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = dit argument
cli-usage-more-than-once = { $arg } mag maar één keer worden opgegeven
cli-usage-conflict = { $arg } kan niet samen met { $others } worden gebruikt
cli-usage-conflict-others = { $arg } kan niet samen met de andere argumenten worden gebruikt
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = spel { $number }: { $result } na { $plies } zetten: { $last }
    {"  "}{ $back } zetten vóór het einde: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = perft-diepte { $depth } is te diep: hoogstens { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } van { $total } zetten vanuit de beginstelling, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = onderbroken bij { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = gebouwd zonder de desktop-app (feature ‘desktop’); gebruik een subcommando (hopcard --help)

# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).
# Dutch: see /work/notes/glossary-nl.md and app-records.ftl (gegevensmap,
# automatisch opslaan, Spel > Herstellen…, Spel > Opslaan als…, Recent
# geopend). Messages that follow a file's path begin with its verb
# ("… kan niet worden gelezen"); "het" then stands for the file.

## File primitives (fsio)

fsio-write-name = { $path }: kon niet worden gebruikt: het is geen bestandspad: { $cause }
fsio-write-create-folder = { $path }: de map ervoor kon niet worden gemaakt: { $cause }
fsio-write-create-temporary = { $path }: er kon geen tijdelijk bestand naast worden gemaakt: { $cause }
fsio-write-write = { $path }: kon niet worden geschreven: { $cause }
fsio-write-sync = { $path }: kon niet volledig naar de schijf worden weggeschreven: { $cause }
fsio-write-replace = { $path }: kon niet worden vervangen: { $cause }
fsio-write-create = { $path }: kon niet worden gemaakt: { $cause }
fsio-write-keep = { $path }: er kon geen kopie van worden bewaard: { $cause }
fsio-write-forbidden-name = { $path }: kon niet onder die naam worden opgeslagen: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] een map
    [fifo] een named pipe
   *[special] een apparaat of ander speciaal bestand
}
# After a file's path.
fsio-read-io = kan niet worden gelezen: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] is een map, geen gewoon bestand, en is daarom niet gelezen
    [fifo] is een named pipe, geen gewoon bestand, en is daarom niet gelezen
   *[special] is een apparaat of ander speciaal bestand, geen gewoon bestand, en is daarom niet gelezen
}
# After a file's path.
fsio-read-too-large = is te groot ({ $bytes } bytes; er worden hoogstens { $cap } gelezen)
fsio-cause-no-file-name = geen bestandsnaam
fsio-cause-every-name-taken = elke naam is al in gebruik
fsio-cause-never-replaced = { $kind ->
    [folder] het is een map, geen gewoon bestand, en wordt daarom nooit vervangen
    [fifo] het is een named pipe, geen gewoon bestand, en wordt daarom nooit vervangen
   *[special] het is een apparaat of ander speciaal bestand, geen gewoon bestand, en wordt daarom nooit vervangen
}
fsio-cause-held = een ander programma heeft het geopend (een editor, een back-upprogramma of een virusscanner): sluit het daar en probeer het opnieuw ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows reserveert de naam { $device } voor een apparaat, ook met een extensie: kies een andere naam
fsio-name-trailing = Windows laat een punt of spatie aan het eind van een bestandsnaam weg, zodat het onder een andere naam zou worden opgeslagen: haal die weg
# $code is like U+0009.
fsio-name-control = Windows-bestandsnamen mogen het stuurteken { $code } niet bevatten: haal het weg
fsio-name-character = Windows-bestandsnamen mogen geen ‘{ $character }’ bevatten: kies een andere naam

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: hier werd een waarde verwacht
quote-too-deep = { $line }:{ $column }: haakjes te diep genest (geen enkel Hopcard-bestand is zo diep genest)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } kan hier geen naam zijn
quote-open-comment = { $line }:{ $column }: commentaar dat nooit wordt afgesloten
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} in totaal)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
# Dutch: the field's name is always singular ("de naam van speler 2",
# "de tekst", "het veld initialen …"), so the verbs here are too.

entry-line-break = moet op één regel staan (er staat een regeleinde in)
entry-control = bevat het stuurteken { $code }, dat niet kan worden afgedrukt
entry-direction-mark = bevat de onzichtbare richtingsmarkering { $code }, die de volgorde van de tekst zou veranderen
entry-invisible = bevat het onzichtbare teken { $code }, dat op de kaart niet te zien zou zijn
entry-blank-looking = bevat { $code }, een teken dat leeg lijkt maar geen spatie is
entry-private-use = bevat het teken voor privégebruik { $code }, dat niet elk lettertype op dezelfde manier toont
entry-not-a-character = bevat { $code }, en dat is geen teken dat Hopcard kent
entry-card-line = bevat ‘{ $character }’, waardoor de tekst als een andere regel van de kaart gelezen zou kunnen worden
entry-too-long = { $chars ->
    [one] is { $chars } teken lang; het maximum is { $max }
   *[other] is { $chars } tekens lang; het maximum is { $max }
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = onbekend niveau { $given }: verwacht greedy, easy, medium of strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = bevat een geschillenverslag dat niet klopt: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = veld `{ $field }`: { $why }
storage-too-large = is te groot voor een spelbestand ({ $bytes } bytes; hoogstens { $cap })
storage-not-text = is geen tekstbestand (geen UTF-8), dus geen spelbestand
storage-syntax = is geen leesbaar spelbestand (beschadigd of afgebroken?): { $problem }
storage-newer-format = is geschreven door een nieuwere Hopcard (bestandsformaat { $format }; deze versie leest tot en met { $latest })
storage-card = bevat een kaart die niet bij het spel past: { $problem }
storage-replay = heeft een verloop dat niet kan worden nagespeeld: gebeurtenis { $event }: { $reason }
storage-mismatch = klopt niet met zijn eigen verloop (met de hand bewerkt?): { $problem }
# RON is the name of the file format.
storage-serialize = kon het spel niet als RON schrijven: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = de opgeslagen stelling is { $stored }, maar de zetten leiden tot { $replayed }
storage-plies-differ = de lijst van zetten die nog gelden, wijkt af van het verloop
# $stored and $replayed are status lines in quotes.
storage-status-differs = de opgeslagen status is { $stored }, maar de zetten leiden tot { $replayed }
storage-record-fingerprint = het spel klopt niet meer met de vingerafdruk van zijn verslag (een zet, terugname of geschil is met de hand verwijderd, toegevoegd, gewijzigd of verplaatst)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = er staat { $format }, maar { $what }: is het formaat met de hand verlaagd?
storage-lowered-record = het bestand bevat de vingerafdruk van het spelverslag (`record`), en die schrijft Hopcard pas vanaf formaat 2
storage-lowered-raised-in = geschil { $number } noemt het spel waarin het is aangekaart (`raised_in`), en dat schrijft Hopcard pas vanaf formaat 3
storage-saved-not-a-time = { $saved } is geen tijd zoals Hopcard die schrijft (zoals 2025-03-14 19:30 UTC)
storage-status-empty = leeg, maar Hopcard schrijft de statusregel altijd
storage-record-missing = ontbreekt, maar dit bestandsformaat slaat de vingerafdruk van het verslag altijd op (met de hand verwijderd?)
storage-dispute-rules = geschil { $number }: het is beoordeeld volgens regels die niet die van de kaart zijn
storage-card-slots = { $players } spelers, maar plaats voor { $slots ->
    [one] { $slots } bevestiging
   *[other] { $slots } bevestigingen
}
storage-card-first = speler { $first } begint, maar de kaart noemt { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = status van de kaart: { $seal }
storage-card-start = de beginstelling { $start } is niet die van de kaart, { $card }
storage-replay-differs = het zetnummer, de speler of de ruilmarkering is niet wat Hopcard zelf heeft vastgelegd

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = Het automatisch opgeslagen spel kon niet worden gelezen ({ $problem }). Het is ongewijzigd apart gezet als { $path }.
session-damaged-preferences-kept = Je voorkeuren konden niet worden gelezen ({ $problem }). Ze zijn ongewijzigd bewaard in { $path } en de standaardinstellingen worden gebruikt.
session-damaged-preferences = Je voorkeuren konden niet worden gelezen ({ $problem }) en de standaardinstellingen worden gebruikt.
session-folder-unwritable = In de gegevensmap van Hopcard, { $path }, kan niet worden geschreven ({ $problem }). Dit venster slaat daarom niets automatisch op en bewaart geen spellen: sla je spel op in een bestand (Spel > Opslaan als…).
session-autosave-off = Het automatisch opgeslagen spel in { $path } kon niet worden gelezen ({ $problem }) en ook niet apart worden gezet. Automatisch opslaan staat daarom uit voor dit venster; dat bestand blijft zoals het is.
# $kept is how many of its entries were kept.
session-damaged-recent = De lijst Recent geopend was beschadigd; hij is apart gezet als { $path }, en { $kept ->
    [0] geen van de vermeldingen kon worden gelezen
    [one] de { $kept } leesbare vermelding is behouden
   *[other] de { $kept } leesbare vermeldingen zijn behouden
}.
session-finished-kept = Het afgelopen spel van de vorige keer is bewaard als { $path } (Spel > Herstellen…).
session-separate-kept = Het spel van een tweede venster is bewaard als { $path } (Spel > Herstellen…).
# $holds is one of the session-holds- messages.
session-foreign-file = Het was opgeslagen in { $path }, maar dat bestand { $holds }, dus het hoort nu bij geen enkel bestand: Opslaan vraagt waar het moet worden opgeslagen.
session-newest-in-file = De nieuwste versie staat in het eigen bestand, { $path }.
session-belongs-to = Het hoort bij het bestand { $path }.
session-behind = Niet opgeslagen sinds zet { $since }: { $cause }
session-file-failure = Niet opgeslagen in { $path }: { $cause }
session-other-kept = Wat erin stond, is bewaard als { $path } (Spel > Herstellen…).
session-other-not-kept = Wat erin staat, kon niet apart worden bewaard: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } bevat { $holds }, niet dit spel, en is daarom niet vervangen.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } bevat { $holds }, niet dit spel, en is daarom niet vervangen. { $kept }
session-no-game = er is nog geen spel
session-read-only = dit venster toont het spel alleen-lezen (een ander Hopcard-venster speelt het)
session-case-open = geschillen horen bij het spel: ga eerst terug naar het spel
session-keep-failed = het huidige spel kon niet worden bewaard om later te herstellen, dus het is niet vervangen: { $cause }
session-not-saved = het spel is niet opgeslagen: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] de verklaring
   *[change] de afgesproken wijziging
} is { $chars ->
    [one] { $chars } teken
   *[other] { $chars } tekens
} lang; het maximum is { $max }, dus er is niets veranderd
session-too-large = daardoor zou het spel { $bytes } bytes worden, meer dan een spelbestand mag bevatten ({ $cap }), dus er is niets veranderd
session-recent-not-stored = de lijst Recent geopend is niet opgeslagen: { $cause }
session-slot-locked = een ander Hopcard-venster speelt het automatisch opgeslagen spel (zijn vergrendeling { $path } is bezet)
session-slots-busy = alle { $count } plaatsen voor automatisch opslaan zijn in gebruik
session-game-too-large = het spel zou { $bytes } bytes beslaan, meer dan de { $cap } die een spelbestand mag bevatten
session-no-folder-to-keep = er is geen map om het in te bewaren
# The status line when another window took this window's autosave.
session-slot-lost = een ander Hopcard-venster slaat nu hier automatisch op (de gegevensmap is verwijderd of vervangen terwijl dit venster openstond), dus dit venster slaat niet meer automatisch op: sla het spel op in een bestand
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = bestaat niet
# $game is session-describe or session-describe-finished.
session-holds-another-game = bevat een ander spel ({ $game })
session-holds-unreadable = kan niet als spel worden gelezen ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = iets wat Hopcard niet kon lezen (het { $problem })
session-other-holds-later = een latere versie van dit spel ({ $game })
session-other-holds-another = een ander spel ({ $game })
session-other-holds-not-a-game = iets wat geen spel is dat Hopcard kan lezen (het { $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}, afgelopen
session-not-kept-unreadable = het kon niet worden gelezen
session-not-kept-no-folder = dit venster heeft geen gegevensmap om het in te bewaren
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } en { $last }
session-players-separator = {", "}

session-holds-not-this-game = het bevat { $holds }, niet dit spel

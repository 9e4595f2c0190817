# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop écrit un lanceur freedesktop ; il ne sert que sur les bureaux Linux et BSD
cli-install-no-home = impossible de trouver le dossier personnel où installer
cli-install-no-executable = impossible de trouver l'exécutable en cours : { $cause }
cli-install-not-utf8 = le chemin de l'exécutable { $path } n'est pas de l'UTF-8 valide ; une entrée de bureau ne peut pas le désigner
cli-install-line-break = le chemin de l'exécutable { $path } contient un saut de ligne
cli-install-bad-target = { $path } n'a pas de dossier parent ou pas de nom de fichier
cli-install-create-dir = impossible de créer { $path } : { $cause }
cli-install-write = impossible d'écrire { $path } : { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = exécuté : { $tool } { $path }
cli-install-cache-missing = { $tool } n'est pas installé ; étape ignorée
cli-install-cache-failed = échec de { $tool } { $path } ({ $why }) ; les fichiers sont installés

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = position incorrecte : { $error }
cli-missing-route = parcours manquant
cli-bad-route = parcours incorrect : { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given } : valeur attendue parmi { $values }
cli-with-card = --{ $flag } ne peut pas être combiné avec --card : la carte fixe les règles
cli-card-flag = --card { $error }
cli-unknown-level = niveau inconnu { $given } : attendu greedy, easy, medium ou strong
cli-table = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : une table accueille 2, 3, 4 ou 6 joueurs
cli-openings = --openings { $path } : { $error }
# A file, and what is wrong with it.
cli-path-error = { $path } : { $error }
cli-no-such-dispute = { $path } : il n'y a pas de litige { $number }
cli-no-dispute = { $path } : aucun litige à imprimer
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } existe déjà : choisissez un autre nom, ou ajoutez --replace pour le remplacer
cli-same-as-input = { $path } est le fichier en cours de lecture : choisissez un autre nom pour la sortie
cli-player-form = --player { $given } : attendu COLOUR:NAME, par ex. red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given } : la couleur doit être un mot en minuscules, par ex. { $colours }
cli-player-no-name = --player { $given } : le nom manque
cli-player-count = --player donné { $count } fois : une carte compte 2, 3, 4 ou 6 joueurs
cli-confirm-form = --confirm { $given } : attendu COLOUR:INITIALS, par ex. red:AB
cli-confirm-no-colour = --confirm { $given } : aucun --player n'a cette couleur
cli-confirm-no-initials = --confirm { $given } : les initiales manquent
# $problem is one of the entry- messages.
cli-confirm-initials = --confirm { $given } : dans les initiales, { $problem }
cli-confirm-no-seat = --confirm { $given } : cette place n'existe pas
cli-confirm-already = --confirm { $given } : ce joueur a déjà confirmé
cli-date = --date : { $error }
cli-first = --first { $given } : aucun --player n'a cette couleur
cli-not-ready = impossible de créer la carte : { $problem }
cli-not-ready-hint = impossible de créer la carte : { $problem } (ajoutez --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } n'est ni une sous-commande ni un fichier (voir hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path } : carte non confirmée par { $missing } ; seule une carte confirmée par tous les joueurs, et inchangée depuis, fixe les règles (voir hopcard card verify)
cli-card-changed = { $path } : la carte a été modifiée après la prise de son empreinte (l'empreinte ne correspond pas) ; seule une carte confirmée par tous les joueurs, et inchangée depuis, fixe les règles (voir hopcard card verify)
cli-card-no-fingerprint = { $path } : la carte n'a pas encore d'empreinte ; seule une carte confirmée par tous les joueurs, et inchangée depuis, fixe les règles (voir hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } est { $kind ->
    [folder] un dossier
    [fifo] un FIFO (tube nommé)
    [char-device] un périphérique en mode caractère
    [block-device] un périphérique en mode bloc
    [socket] un socket
   *[special] un fichier spécial
}, pas un fichier ordinaire : attendu { $expected ->
    [card] une carte des règles
    [game] un fichier de partie
   *[log] un journal des litiges ou un fichier de partie
}
cli-input-too-large = { $path } fait { $bytes } octets, trop pour { $expected ->
    [card] une carte des règles
    [game] un fichier de partie
   *[log] un journal des litiges ou un fichier de partie
} ({ $cap } au maximum)

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = non confirmée par { $missing } (ajoutez --confirm COLOUR:INITIALS pour chaque joueur présent)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = { $path } écrit (carte version { $version }, empreinte { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = inchangée depuis la prise de son empreinte : { $fingerprint } ({ $path })
cli-verify-changed = MODIFIÉE depuis la prise de son empreinte : son empreinte est maintenant { $fingerprint } ({ $path })
cli-verify-no-fingerprint = aucune empreinte prise pour l'instant : ce serait { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = correspond à l'empreinte sur papier, { $paper }
cli-verify-paper-differs = DIFFÈRE de l'empreinte sur papier : attendu { $paper }, le fichier donne { $fingerprint }
cli-verify-unconfirmed = non confirmée par { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = feuille de partie
cli-fp-dispute = litige { $number }
cli-fp-matches = correspond à l'empreinte sur papier : { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = DIFFÈRE de l'empreinte sur papier : attendu { $paper }, le fichier donne { $found }
cli-fp-differs-none = DIFFÈRE de l'empreinte sur papier : attendu { $paper }, le fichier ne donne aucune empreinte
cli-fp-no-dispute = DIFFÈRE de l'empreinte sur papier : attendu { $paper }, le fichier n'a pas de litige { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Empreinte de la feuille de partie : { $fingerprint } (toute la partie jusqu'ici : coups, annulations, litiges)
cli-dispute-pdf-wrote = { $path } écrit ({ $count ->
    [one] { $count } fiche de litige
   *[other] { $count } fiches de litige
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = { $path } écrit
cli-output-failed = impossible d'écrire la sortie : { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error } ; vouliez-vous dire { $suggestion } ?
# $command is the command typed (hopcard card new).
cli-usage-more = Pour en savoir plus, essayez : { $command } --help
cli-usage-unexpected = argument inattendu { $given }
cli-usage-unexpected-dash = argument inattendu { $given } (pour le donner comme valeur, mettez -- devant)
cli-usage-unexpected-after = argument inattendu { $given } après { $prior }
cli-usage-unknown-subcommand = sous-commande inconnue { $given }
cli-usage-needs-value = { $arg } demande une valeur
cli-usage-expected-one-of = { $arg } { $given } : valeur attendue parmi { $values }
cli-usage-not-a-value = { $arg } { $given } : valeur non acceptée
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given } : { $why }
cli-usage-unexpected-value = valeur inattendue { $given } après { $arg }
cli-usage-values = { $arg } prend { $wanted ->
    [one] { $wanted } valeur
   *[other] { $wanted } valeurs
}, { $given ->
    [one] { $given } donnée
   *[other] { $given } données
}
# $args are the missing arguments' names.
cli-usage-missing = il manque { $args }
cli-usage-missing-argument = il manque un argument
cli-usage-needs-subcommand = { $command } demande une sous-commande
cli-usage-needs-subcommand-of = { $command } demande une sous-commande : { $valid }
cli-usage-no-equals = { $arg } attend sa valeur après « = »
cli-usage-not-utf8 = un argument n'est pas du texte UTF-8
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = cet argument
cli-usage-more-than-once = { $arg } ne peut pas être donné plus d'une fois
cli-usage-conflict = { $arg } ne peut pas être utilisé avec { $others }
cli-usage-conflict-others = { $arg } ne peut pas être utilisé avec les autres arguments
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = partie { $number } : { $result } après { $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
} : { $last }
    {"  "}{ $back ->
    [one] { $back } coup
   *[other] { $back } coups
} avant la fin : { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = profondeur de perft { $depth } trop grande : { $max } au maximum
cli-perft-progress = perft { $depth } : { $secs } s
cli-perft-progress-moves = perft { $depth } : { $done } coups à la racine sur { $total }, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = interrompu à { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = compilé sans l'application de bureau (fonctionnalité « desktop ») ; utilisez une sous-commande (hopcard --help)

# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).

## File primitives (fsio)

fsio-write-name = { $path } n'est pas un chemin de fichier utilisable : { $cause }
fsio-write-create-folder = { $path } : impossible de créer son dossier : { $cause }
fsio-write-create-temporary = { $path } : impossible de créer un fichier temporaire à côté : { $cause }
fsio-write-write = { $path } : impossible d'écrire le fichier : { $cause }
fsio-write-sync = { $path } : impossible de l'écrire durablement sur le disque : { $cause }
fsio-write-replace = { $path } : impossible de le remplacer : { $cause }
fsio-write-create = { $path } : impossible de le créer : { $cause }
fsio-write-keep = { $path } : impossible d'en conserver une copie : { $cause }
fsio-write-forbidden-name = { $path } : impossible de l'enregistrer sous ce nom : { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] un dossier
    [fifo] un tube nommé
   *[special] un périphérique ou un autre fichier spécial
}
# After a file's path.
fsio-read-io = ne peut pas être lu : { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] est un dossier, pas un fichier ordinaire : il n'a donc pas été lu
    [fifo] est un tube nommé, pas un fichier ordinaire : il n'a donc pas été lu
   *[special] est un périphérique ou un autre fichier spécial, pas un fichier ordinaire : il n'a donc pas été lu
}
# After a file's path.
fsio-read-too-large = est trop volumineux ({ $bytes } octets ; { $cap } au maximum sont lus)
fsio-cause-no-file-name = pas de nom de fichier
fsio-cause-every-name-taken = tous les noms sont déjà pris
fsio-cause-never-replaced = { $kind ->
    [folder] c'est un dossier, pas un fichier ordinaire : il n'est jamais remplacé
    [fifo] c'est un tube nommé, pas un fichier ordinaire : il n'est jamais remplacé
   *[special] c'est un périphérique ou un autre fichier spécial, pas un fichier ordinaire : il n'est jamais remplacé
}
fsio-cause-held = un autre programme l'a ouvert (un éditeur, une sauvegarde ou un antivirus) : fermez-le dans ce programme, puis réessayez ({ $cause })
# $device is the name in quotes.
fsio-name-device = Windows réserve le nom { $device } à un périphérique, même avec une extension : choisissez un autre nom
fsio-name-trailing = Windows supprime le point ou l'espace à la fin d'un nom de fichier, qui serait donc enregistré sous un autre nom : retirez-le
# $code is like U+0009.
fsio-name-control = les noms de fichiers Windows ne peuvent pas contenir le caractère de contrôle { $code } : retirez-le
fsio-name-character = les noms de fichiers Windows ne peuvent pas contenir « { $character } » : choisissez un autre nom

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column } : une valeur est attendue
quote-too-deep = { $line }:{ $column } : parenthèses ou crochets imbriqués trop profondément (aucun fichier Hopcard n'en imbrique autant)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column } : { $word } ne peut pas être un nom ici
quote-open-comment = { $line }:{ $column } : commentaire jamais fermé
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } octet
   *[other] { $bytes } octets
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } octet
   *[other] { $bytes } octets
} au total)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
# (In French each is a whole clause: the messages that name the field put
# it first, "dans le nom du joueur 2, …".)

entry-line-break = le texte doit tenir sur une seule ligne (il contient un saut de ligne)
entry-control = le caractère de contrôle { $code } ne peut pas être imprimé
entry-direction-mark = la marque de direction invisible { $code } réordonnerait le texte
entry-invisible = le caractère invisible { $code } n'apparaîtrait pas sur la carte
entry-blank-looking = le caractère { $code } a l'air d'une espace, mais n'en est pas une
entry-private-use = le caractère à usage privé { $code } ne s'affiche pas de la même façon d'une police à l'autre
entry-not-a-character = { $code } n'est pas un caractère que Hopcard connaît
entry-card-line = « { $character } » pourrait faire passer le texte pour une autre ligne de la carte
entry-too-long = { $chars ->
    [one] le texte fait { $chars } caractère, pour { $max } au maximum
   *[other] le texte fait { $chars } caractères, pour { $max } au maximum
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = niveau inconnu { $given } : attendu greedy, easy, medium ou strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = contient une fiche de litige non valable : { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = a un problème au champ `{ $field }` : { $why }
storage-too-large = est trop volumineux pour être un fichier de partie ({ $bytes } octets ; { $cap } au maximum)
storage-not-text = n'est pas un fichier texte (pas en UTF-8), donc pas un fichier de partie
storage-syntax = n'est pas un fichier de partie lisible (endommagé ou tronqué ?) : { $problem }
storage-newer-format = a été écrit par une version plus récente de Hopcard (format de fichier { $format } ; cette version lit jusqu'au format { $latest })
storage-card = contient une carte qui ne correspond pas à sa partie : { $problem }
storage-replay = a un historique qui ne peut pas être rejoué : événement { $event } : { $reason }
storage-mismatch = ne concorde pas avec son propre historique (modifié à la main ?) : { $problem }
# RON is the name of the file format.
storage-serialize = impossible d'écrire la partie en RON : { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = la position enregistrée est { $stored }, mais les coups mènent à { $replayed }
storage-plies-differ = la liste des coups non annulés diffère de l'historique
# $stored and $replayed are status lines in quotes.
storage-status-differs = l'état enregistré est { $stored }, mais les coups mènent à { $replayed }
storage-record-fingerprint = la partie ne correspond plus à l'empreinte de sa feuille de partie (un coup, une annulation ou un litige a été supprimé, ajouté, modifié ou déplacé à la main)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = il indique { $format }, mais { $what } : le format a-t-il été abaissé à la main ?
storage-lowered-record = le fichier contient l'empreinte de la feuille de partie (`record`), que Hopcard n'écrit qu'à partir du format 2
storage-lowered-raised-in = le litige { $number } désigne la partie où il a été ouvert (`raised_in`), ce que Hopcard n'écrit qu'à partir du format 3
storage-saved-not-a-time = { $saved } n'est pas une heure écrite par Hopcard (comme 2025-03-14 19:30 UTC)
storage-status-empty = vide, alors que Hopcard écrit toujours la ligne d'état
storage-record-missing = absent, alors que ce format de fichier enregistre toujours l'empreinte de la feuille de partie (supprimé à la main ?)
storage-dispute-rules = litige { $number } : il a été jugé selon des règles qui ne sont pas celles de la carte
storage-card-slots = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} mais { $slots ->
    [one] { $slots } emplacement de confirmation
   *[other] { $slots } emplacements de confirmation
}
storage-card-first = le joueur { $first } joue en premier, mais la carte ne nomme que { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = la carte n'est pas en règle ({ $seal })
storage-card-start = la position de départ { $start } n'est pas celle de la carte, { $card }
storage-replay-differs = son numéro de coup, son joueur ou sa marque d'échange ne correspondent pas à ce que le moteur a enregistré

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = La partie sauvegardée automatiquement n'a pas pu être lue ({ $problem }). Elle a été mise de côté, sans modification, dans { $path }.
session-damaged-preferences-kept = Vos préférences n'ont pas pu être lues ({ $problem }). Elles ont été conservées, sans modification, dans { $path }, et les valeurs par défaut sont utilisées.
session-damaged-preferences = Vos préférences n'ont pas pu être lues ({ $problem }) ; les valeurs par défaut sont utilisées.
session-folder-unwritable = Impossible d'écrire dans le dossier de données de Hopcard, { $path } ({ $problem }) : cette fenêtre ne sauvegarde donc rien automatiquement et ne conserve aucune partie. Enregistrez votre partie dans un fichier (Partie > Enregistrer sous…).
session-autosave-off = La partie sauvegardée automatiquement dans { $path } n'a pu être ni lue ({ $problem }) ni mise de côté : la sauvegarde automatique est donc désactivée pour cette fenêtre, et ce fichier reste tel quel.
# $kept is how many of its entries were kept.
session-damaged-recent = La liste des parties récentes était endommagée ; elle a été mise de côté dans { $path } et { $kept ->
    [0] aucune de ses entrées n'a pu être lue
    [one] sa seule entrée lisible a été conservée
   *[other] ses { $kept } entrées lisibles ont été conservées
}.
session-finished-kept = La partie terminée la dernière fois a été conservée sous { $path } (Partie > Récupérer…).
session-separate-kept = La partie d'une deuxième fenêtre a été conservée sous { $path } (Partie > Récupérer…).
# $holds is one of the session-holds- messages.
session-foreign-file = Elle a été enregistrée dans { $path }, mais ce fichier { $holds } : elle n'appartient donc plus à aucun fichier, et Enregistrer demandera où l'enregistrer.
session-newest-in-file = Sa copie la plus récente est son fichier, { $path }.
session-belongs-to = Elle appartient au fichier { $path }.
session-behind = Non enregistrée depuis le coup { $since } : { $cause }
session-file-failure = Non enregistrée dans { $path } : { $cause }
session-other-kept = Son contenu a été conservé sous { $path } (Partie > Récupérer…).
session-other-not-kept = Son contenu n'a pas pu être mis de côté : { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } contient { $holds }, et non cette partie : il n'a donc pas été remplacé.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } contient { $holds }, et non cette partie : il n'a donc pas été remplacé. { $kept }
session-no-game = il n'y a pas encore de partie
session-read-only = cette fenêtre affiche la partie en lecture seule (une autre fenêtre Hopcard la joue)
session-case-open = les litiges appartiennent à la partie : revenez-y d'abord
session-keep-failed = la partie en cours n'a pas pu être conservée pour être récupérée plus tard, elle n'a donc pas été remplacée : { $cause }
session-not-saved = la partie n'a pas été enregistrée : { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] la déclaration
   *[change] le changement convenu
} fait { $chars ->
    [one] { $chars } caractère
   *[other] { $chars } caractères
}, pour { $max } au maximum : rien n'a donc été modifié
session-too-large = la partie ferait alors { $bytes } octets, plus que ce qu'un fichier de partie peut contenir ({ $cap }) : rien n'a donc été modifié
session-recent-not-stored = la liste des parties récentes n'a pas été enregistrée : { $cause }
session-slot-locked = une autre fenêtre Hopcard joue la partie sauvegardée automatiquement (son verrou { $path } est pris)
session-slots-busy = { $count ->
    [one] l'emplacement de sauvegarde automatique est déjà utilisé
   *[other] les { $count } emplacements de sauvegarde automatique sont tous utilisés
}
session-game-too-large = la partie occuperait { $bytes } octets, plus que les { $cap } qu'un fichier de partie peut contenir
session-no-folder-to-keep = il n'y a aucun dossier où la conserver
# The status line when another window took this window's autosave.
session-slot-lost = une autre fenêtre Hopcard sauvegarde désormais automatiquement ici (le dossier de données a été supprimé ou remplacé pendant que cette fenêtre était ouverte) : cette fenêtre a donc cessé sa sauvegarde automatique ; enregistrez la partie dans un fichier
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = n'existe pas
# $game is session-describe or session-describe-finished.
session-holds-another-game = contient une autre partie ({ $game })
session-holds-unreadable = ne peut pas être lu comme une partie ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = quelque chose qui { $problem }
session-other-holds-later = une copie plus récente de cette partie ({ $game })
session-other-holds-another = une autre partie ({ $game })
session-other-holds-not-a-game = quelque chose qui n'est pas une partie lisible par Hopcard (le fichier { $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
session-describe-finished = { $players }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, terminée
session-not-kept-unreadable = il n'a pas pu être lu
session-not-kept-no-folder = cette fenêtre n'a pas de dossier de données où le conserver
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } et { $last }
session-players-separator = {", "}

session-holds-not-this-game = il contient { $holds }, pas cette partie

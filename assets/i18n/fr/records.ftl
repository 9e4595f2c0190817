# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (case vide)
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = aucun pour l'instant
dispute-route-no-landing = { $route } (aucune case où se poser pour l'instant)
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = Appliquer la carte
dispute-resolution-withdrawn = Retiré
dispute-resolution-change = Convenir d'un changement pour une nouvelle partie
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = article { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = AUCUNE : son heure, ses déclarations et sa résolution ne peuvent pas être vérifiées (fiche antérieure aux empreintes de fiche, ou fiche dont l'empreinte a été supprimée)
dispute-fingerprint-record = { $fingerprint } (couvre chaque ligne de cette fiche : comparez-la avec l'exemplaire papier)
dispute-fingerprint-chain = { $fingerprint } (couvre chaque ligne de cette fiche, la partie où le litige a été ouvert et chaque litige précédent : comparez-la avec l'exemplaire papier)

## Why a dispute request was refused

dispute-error-none-open = aucun litige n'est ouvert
dispute-error-unknown-player = il n'y a pas de joueur { $player }
dispute-error-no-route = le litige n'indique encore aucun parcours : cliquez sur le pion joué, puis sur les cases où il se pose
dispute-error-empty-change = notez d'abord le changement dont les joueurs conviennent
# $problem says what is wrong with the typed text.
dispute-error-entry = dans le texte, { $problem }

## A dispute record as text (labels padded so the values line up)

dispute-text-title-open = Litige { $number } (ouvert)
dispute-text-title-resolved = Litige { $number } (réglé)
dispute-text-raised-by = Ouvert par :       { $name }
dispute-text-time = Heure :            { $time }
dispute-text-turn = Au tour de :       { $name } (coup { $move_number })
dispute-text-piece = Pion joué :        { $piece }
dispute-text-route = Parcours proposé : { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Article invoqué :  { $clause }. { $text }
dispute-text-verdict = Verdict :          { $verdict }
dispute-text-rules = Règles :
dispute-text-position = Position :         { $position }
dispute-text-statements = Déclarations :
dispute-text-statement-by = { $name } :
dispute-text-no-statement = { $name } : (aucune déclaration)
dispute-text-no-resolution = Résolution :       aucune pour l'instant (le plateau est figé)
dispute-text-resolution = Résolution :       { $resolution }, le { $time }
dispute-text-agreed-change = Changement convenu :
dispute-text-next-card = Carte suivante :   { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Effet :            { $effect }
dispute-text-fingerprint = Empreinte de la fiche : { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = Légende : . case vide, { $colours }, * pion joué, 1-9 cases où il se pose, dans l'ordre du parcours

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = litige { $number }, champ `{ $field }` : { $problem }
dispute-record-no-such-seat = il n'y a pas de place { $seat } dans cette partie
# $recorded and $derived are already quoted.
dispute-record-differs = la fiche indique { $recorded }, mais le moteur déduit { $derived } de la position, du parcours et des règles enregistrés
dispute-record-changed = modifié après l'écriture de la fiche par Hopcard (il ne correspond plus à l'empreinte de la fiche)
dispute-record-not-a-stamp = { $text } n'est pas une heure écrite par Hopcard (comme 2025-03-14 19:30 UTC)
dispute-record-missing = absent : le format de ce fichier enregistre toujours l'empreinte de la fiche, elle a donc été supprimée à la main
dispute-record-out-of-sequence = c'est la fiche { $place } du fichier, mais elle porte le numéro { $number } : les litiges sont numérotés 1, 2, 3… dans l'ordre où ils ont été ouverts (une fiche dupliquée, coupée ou déplacée à la main ?)
dispute-record-open-before-last = encore ouvert, alors qu'un litige a été ouvert depuis (seul le dernier peut être ouvert)
dispute-record-game-missing = absent, alors qu'une fiche précédente l'indique : depuis qu'il le fait, Hopcard enregistre pour chaque litige la partie où il a été ouvert (supprimé à la main ?)
dispute-record-other-game = désigne une autre partie que celle-ci telle qu'elle était à l'ouverture du litige (sa carte, son départ, ses places, ses coups et ses litiges précédents) : déplacé ici depuis une autre partie ?
dispute-record-not-in-game = cette partie n'a jamais été dans cette position avant ce coup (déplacé ici depuis une autre partie ?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [one] { $count } déclaration
   *[other] { $count } déclarations
}
dispute-record-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Journal des litiges Hopcard (format { $version }) : { $count ->
    [one] { $count } litige
   *[other] { $count } litiges
}
dispute-log-not-text = n'est pas un fichier texte (pas en UTF-8)
dispute-log-serialize = impossible d'écrire le journal des litiges : { $problem }
dispute-log-parse = n'est pas un journal des litiges au format RON : { $problem }
dispute-log-version-zero = version 0 : les journaux des litiges commencent à 1
dispute-log-record-missing = champ `record` : absent, alors que ce format de journal enregistre toujours l'empreinte de ses fiches (supprimé à la main ?)
dispute-log-record-differs = champ `record` : les fiches ne correspondent plus à l'empreinte du journal (une fiche a été supprimée, ajoutée, modifiée ou déplacée à la main)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = champ `version` : il indique { $version }, mais { $newer } : la version a-t-elle été abaissée à la main ?
dispute-log-newer-version = le format { $version } du journal des litiges est plus récent que ce que comprend cette version de Hopcard (jusqu'au format { $known })
dispute-log-newer-seal = le litige { $number } porte une empreinte de fiche (`seal`), que Hopcard n'écrit qu'à partir du format 2
dispute-log-newer-rule-change = le litige { $number } fixe une option de règle pour la carte suivante, ce que Hopcard n'écrit qu'à partir du format 2
dispute-log-newer-raised-in = le litige { $number } désigne la partie où il a été ouvert (`raised_in`), ce que Hopcard n'écrit qu'à partir du format 4

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = il n'y a aucun coup à annuler
game-error-frozen = le plateau est figé par un litige ouvert : réglez-le ou retirez-le d'abord
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = Partie nulle d'un commun accord : tous les joueurs ont passé leur tour à la suite, personne ne pouvait jouer.
game-result-win-swap = { $player } gagne grâce à l'échange de l'entrée finale (article { $clause }) : le dernier pion a échangé sa case avec le bloqueur.
game-result-win-ten = { $player } gagne avec tous ses pions dans son camp d'arrivée (article { $clause }).
game-result-win-available = { $player } gagne par la règle des cases disponibles (article { $clause }) : plus aucune case vide dans son camp d'arrivée.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } échange
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (échange de l'entrée finale)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (annulé)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = annulé : { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (contesté : { $count ->
    [one] litige
   *[other] litiges
} { $numbers })
history-line-after-hint = { $line } (après une suggestion)

## The game record as text ("Export game record")

game-record-title = Feuille de partie Hopcard
game-record-card = Carte : version { $version }, empreinte { $fingerprint }, datée du { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Joueurs : { $players }
# $level is the computer's level (easy, medium, hard).
# (It may arrive as the level's code: it is named here.)
game-record-computer-player = { $player } joué par l'ordinateur ({ $level ->
    [easy] facile
    [medium] moyen
    [strong] fort
   *[other] { $level }
})
game-record-hints-off = Suggestions : aucune (article { $clause } : personne ne demande à l'ordinateur de suggérer un coup)
game-record-hints-none = Suggestions : aucune demandée
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Suggestions : une, avant le coup { $moves }
   *[other] Suggestions : avant les coups { $moves }
}
game-record-taken-back = coup { $number } ({ $who } { $route }) annulé, avec l'accord de tous les joueurs
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Litige { $number } au coup { $move_number }, ouvert par { $by }, article { $clause } : { $route } ({ $ending })
game-record-dispute-open = encore ouvert
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution } : { $effect }
game-record-result = Résultat : { $result }
game-record-not-finished = partie non terminée ; le jeu continue.
game-record-fingerprint = Empreinte de la feuille de partie : { $fingerprint } (toute la partie jusqu'ici : coups, annulations, litiges ; hopcard replay FILE --expect vérifie qu'un fichier lui correspond)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries ->
    [one] { $entries } entrée
   *[other] { $entries } entrées
} pour { $seats } places (une par place attendue)
game-file-computer-seat = la place { $seat } est tenue par une personne (sa confirmation n'est pas celle de l'ordinateur au niveau { $level })
game-file-hint-entries = { $entries ->
    [one] { $entries } entrée
   *[other] { $entries } entrées
}, mais la partie compte { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
game-file-hint-move = le coup { $number } n'est pas à sa place ou n'est pas un coup de cette partie

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Carte des règles Hopcard, version { $version } · empreinte { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Carte des règles Hopcard, version { $version }
# $title is card-text-title.
print-card-heading = { $title } · version { $version }
print-heading-players = JOUEURS
# A player's line; $start and $goal are camp names.
print-player = { $name } ({ $colour }) : part du camp { $start }, se dirige vers le camp { $goal }
print-player-first = { $name } ({ $colour }) : part du camp { $start }, se dirige vers le camp { $goal }, joue en premier
print-label-fingerprint = Empreinte
print-label-date = Date
print-label-rulebook = Règle consultée
print-label-changes = Changements convenus
print-no-changes = aucun (options par défaut de la carte)
print-label-replaces = Remplace
print-replaces = la version { $version } (empreinte { $fingerprint }) : { $changes }
print-label-takes-effect = Entrée en vigueur
print-confirm-how = Chaque joueur confirme la carte par son nom ou ses initiales, puis signe à l'encre ci-dessous.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = signature : { $who }
print-heading-fingerprint = EMPREINTE
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Vérifier un fichier de carte par rapport à cette feuille : hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · page { $page } sur { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Fiche de litige Hopcard
print-dispute-footer-card = Fiche de litige Hopcard · carte version { $version }, empreinte { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Fiche du litige { $number } – Hopcard
print-dispute-title-many = Fiches de litige Hopcard
print-dispute-heading-open = FICHE DE LITIGE HOPCARD · litige { $number } (ouvert)
print-dispute-heading-resolved = FICHE DE LITIGE HOPCARD · litige { $number } (réglé)
print-label-game-card = Carte de la partie
print-game-card = version { $version }, empreinte { $fingerprint }
print-label-game-record = Empreinte de la feuille de partie
print-game-record = { $fingerprint } (toute la partie jusqu'ici : coups, annulations, litiges)
print-heading-signatures = SIGNATURES
print-label-raised-by = Ouvert par
print-label-time = Heure
print-label-turn = Au tour de
print-turn = { $name } (coup { $move_number })
print-label-piece = Pion joué
print-label-route = Parcours proposé
print-label-clause = Article invoqué
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Verdict
print-label-rules = Règles
print-label-record = Empreinte de la fiche
print-heading-statements = DÉCLARATIONS
print-no-statement = (aucune déclaration)
print-heading-resolution = RÉSOLUTION
print-no-resolution = Aucune pour l'instant : le plateau reste figé jusqu'à ce que le litige soit réglé.
print-label-resolution = Résolution
print-resolution = { $resolution }, le { $time }
print-label-agreed-change = Changement convenu
print-label-next-card = Carte suivante
print-label-effect = Effet
print-heading-board = LE PLATEAU À L'OUVERTURE DU LITIGE
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = Légende : les petits points gris sont les cases vides ; chaque pion porte la lettre de sa couleur ({ $colours }) ; le pion entouré est celui qui se déplace ; 1, 2, … sont les cases où il se pose, dans l'ordre du parcours. La rangée A est en haut, la rangée Q en bas.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } n'est pas un format de papier : utilisez a4 ou letter
print-error-font = la police intégrée n'a pas pu être lue
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code } (écriture { $script }) ne peut pas être imprimé : aucune police de cet ordinateur ne le contient ; installez une police qui le contient (paquet { $package }), puis relancez l'impression
print-error-write = le PDF n'a pas pu être écrit : { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = parcours, position, joueurs ou partie

print-board-key-colour = { $letter } = { $colour }

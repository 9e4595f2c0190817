# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
# ($first may arrive as the card's colour code: it is named here.)
clause-text-setup = Mise en place : dix pions par joueur ; { $seating }. Premier à jouer : { $first ->
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
    [black] Noir
    [white] Blanc
    [orange] Orange
    [purple] Violet
   *[other] { $first }
} ; le tour passe ensuite dans l'ordre de cette liste. { $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour } part du camp { $start } et se dirige vers le camp { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = le premier joueur de la liste
clause-text-hints-on = Suggestions permises : chaque joueur peut demander à l'ordinateur de lui suggérer un coup.
clause-text-hints-off = Pas de suggestions : personne ne demande à l'ordinateur de suggérer un coup.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Déplacements : à son tour, le joueur déplace un de ses propres pions, soit d'un seul pas vers une case voisine vide, ce qui termine le coup, soit par une suite de { $movement ->
    [long] sauts, ordinaires ou longs
   *[hops] sauts ordinaires
}. { $rule } La suite peut s'arrêter après n'importe quel saut ; elle ne se pose jamais deux fois sur la même case ni sur sa case de départ, et la case de départ compte comme vide tant que la suite dure. Aucun pion n'est retiré du plateau.
clause-text-movement-hops = Chaque saut passe par-dessus un pion adjacent, de n'importe quelle couleur (le pivot), et se pose sur la case vide juste derrière lui, en ligne droite ; pas de saut long.
clause-text-movement-long = Un saut passe en ligne droite par-dessus un pion de n'importe quelle couleur (le pivot), avec autant de cases vides après le pivot qu'avant lui, et se pose sur une case vide ; le saut ordinaire en est le cas le plus court.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Arrivée au camp : { $rule }
clause-text-dest-lock-every-landing = Dès qu'un pion est dans son camp d'arrivée, il ne se pose plus qu'à l'intérieur de ce camp ; il peut s'y déplacer librement. Arriver n'est pas encore gagner.
clause-text-dest-lock-turn-end = Un pion qui commence un tour dans son camp d'arrivée doit y terminer ce tour ; au cours de sa suite de sauts, il peut en sortir et y revenir.
clause-text-dest-lock-off = Les pions peuvent ressortir de leur camp d'arrivée ; seule compte l'arrivée finale.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Camps : chaque joueur a toujours accès à son propre camp de départ et à son camp d'arrivée. { $others } { $unused }
clause-text-other-camps-allowed = Les camps des autres joueurs s'utilisent comme le reste du plateau.
clause-text-other-camps-no-rest = On peut traverser les camps des autres joueurs en sautant, mais aucun tour ne peut s'y terminer.
clause-text-other-camps-no-entry = Aucun pion ne peut se poser dans le camp d'un autre joueur ; sauter par-dessus un pion qui s'y trouve reste permis.
clause-text-other-camps-not-chosen = Camps des autres joueurs : RÈGLE PAS ENCORE CHOISIE ; à trois joueurs ou plus, les joueurs doivent la choisir avant le début de la partie.
clause-text-unused-usable = Les camps d'où personne ne part et où personne ne va restent libres : on peut les traverser et s'y arrêter.
clause-text-unused-no-rest = Les camps d'où personne ne part et où personne ne va peuvent être traversés, mais aucun tour ne peut s'y terminer.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Blocage et fin de partie : { $rule }
clause-text-completion-swap = Un joueur gagne quand tous ses pions sont dans son camp d'arrivée. Si neuf de ses pions sont arrivés et qu'un pion adverse bloque l'entrée finale du dixième, entrée qui serait sinon légale, alors, et seulement dans ce cas, les deux pions échangent leurs cases, ce qui complète le camp du joueur. Il n'y a aucun autre échange ni aucune prise.
clause-text-completion-ten = Un joueur gagne quand tous ses pions sont dans son camp d'arrivée. Un pion adverse installé sur la dernière case bloque simplement la fin ; il n'y a ni échange ni prise.
clause-text-completion-available = Un joueur gagne dès qu'aucune case de son camp d'arrivée n'est vide et qu'au moins un de ses propres pions s'y trouve ; les cases occupées par des adversaires comptent comme remplies.
# Clause 6.
clause-text-passing = Passer son tour : un joueur ne peut passer son tour que si aucun de ses pions n'a de pas ni de suite de sauts légale, ce qui se vérifie pion par pion, dans toutes les directions. Si tous les joueurs passent leur tour l'un après l'autre, sans coup joué ni victoire, la partie est nulle d'un commun accord.
# Clause 7.
clause-text-disputes = Litiges : en cas de désaccord, les joueurs s'arrêtent avant que quoi que ce soit ne bouge et notent le pion, le parcours, l'article et les cases. Cette carte fait foi ; tout changement de règle exige une nouvelle carte confirmée par tous et ne s'applique qu'à partir d'une nouvelle partie.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Joueur { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = une nouvelle partie (une partie déjà commencée sous la version { $version } garde ses règles)

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = CARTE DES RÈGLES HOPCARD
card-text-title-line = { $title } - version { $version }
card-decides = Règles maison convenues par les joueurs avant la partie. Cette carte fait foi.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NON CONFIRMÉE par { $players } : tant que chaque joueur ne l'a pas confirmée, cette carte n'est qu'une proposition.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, joue en premier)
# A label before its value; the value follows after the space.
card-text-label = { $label } :{" "}
card-text-players = Joueurs et couleurs
card-text-date = Date : { $date }
card-text-rulebook = Boîte de jeu ou règle consultée
card-rulebook-not-noted = non indiquée
card-text-no-changes = Changements convenus : aucun (options par défaut de la carte)
card-text-changes = Changements convenus :
card-text-replaces = Cette version remplace la version { $version }, empreinte { $fingerprint }
card-text-changed-from = Changements depuis la version { $version } :
card-text-takes-effect = Entrée en vigueur
card-heading-clauses = LES SEPT ARTICLES
card-heading-confirmations = CONFIRMATIONS
card-text-confirm-how = Chaque joueur confirme la carte par son nom ou ses initiales, avec l'heure :
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who } : confirmé en tant que « { $by } » le { $time }
card-not-confirmed = { $who } : NON CONFIRMÉ
card-text-fingerprint = Empreinte : { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Comparez-la avec l'exemplaire papier : même empreinte, même carte (mêmes joueurs, mêmes choix, mêmes mots saisis, quelle que soit la langue d'impression) ; la moindre modification en donne une autre. Ce n'est pas une signature : tout le monde peut la calculer. Ce sont les confirmations et vos signatures à l'encre qui disent qui a donné son accord.
card-status-no-fingerprint = État : aucune empreinte prise pour l'instant (elle est prise au début de la partie)
card-status-matches = État : inchangée depuis la prise de son empreinte
card-status-changed = État : MODIFIÉE DEPUIS LA PRISE DE SON EMPREINTE ; chaque joueur doit la confirmer à nouveau

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = article { $clause } { $option } : { $value }
card-change-no-hints = article { $clause } pas de suggestions : personne ne demande à l'ordinateur de suggérer un coup
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = article { $clause }, convenu lors du litige { $dispute } (coup { $move_number }, version { $version } de la carte) : { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = article { $clause } { $rule }, convenu lors du litige { $dispute } (coup { $move_number }, version { $version } de la carte) : { $change }
# What a new version changes from the one it replaces.
card-change-version-option = article { $clause } { $option } : { $before } devient { $after }
card-change-free-withdrawn = les autres changements convenus ont été retirés
card-change-free-now = les autres changements convenus sont désormais : { $text }
card-change-none = les règles sont celles de la version { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
date-long = { $day } { $month } { $year }
# A calendar's heading, "February 1999".
date-month-year = { $month } { $year }
date-month-1 = janvier
date-month-2 = février
date-month-3 = mars
date-month-4 = avril
date-month-5 = mai
date-month-6 = juin
date-month-7 = juillet
date-month-8 = août
date-month-9 = septembre
date-month-10 = octobre
date-month-11 = novembre
date-month-12 = décembre
# $text is what was typed, already quoted.
date-error-form = date incorrecte { $text } : format attendu AAAA-MM-JJ, par ex. 2026-11-30
date-error-no-such-day = date incorrecte { $text } : ce jour n'existe pas

## Fields of the card, as its errors name them ("player 2's name has …")

card-field-name = le nom du joueur { $player }
card-field-colour = la couleur du joueur { $player }
card-field-initials = les initiales du joueur { $player }
card-field-time = l'heure de confirmation du joueur { $player }
card-field-rulebook = la règle consultée
card-field-changes = les changements convenus
card-field-effective = « Entrée en vigueur »
card-field-dispute-change = un changement convenu lors d'un litige
card-field-earlier-changes = les changements convenus de la version précédente
card-field-earlier-fingerprint = l'empreinte précédente

## The fingerprint

card-seal-no-fingerprint = aucune empreinte prise pour l'instant
card-seal-matches = inchangée depuis la prise de son empreinte
card-seal-changed = modifiée depuis la prise de son empreinte
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } n'est pas une empreinte : attendu 16 chiffres hexadécimaux par groupes de quatre, comme 1A2B-3C4D-5E6F-7081 (ou les 64 chiffres)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = fait { $bytes } octets, trop pour une carte des règles ({ $max } au maximum)
card-error-not-text = n'est pas un fichier texte (pas en UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = est { $form ->
    [pdf] le PDF imprimable
   *[text] le texte imprimable
} d'une carte, à lire et à signer sur papier ; seul le fichier de la carte (RON, créé par « card new » ou « Exporter la carte en RON… ») peut être vérifié ou importé
card-error-syntax = n'est pas une carte des règles lisible : { $problem }
card-error-invalid = n'est pas une carte des règles utilisable : { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] texte
}
card-shape-player-count = elle nomme { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} ; une carte en compte de 2 à 6
card-shape-confirmation-slots = elle nomme { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} mais a { $slots ->
    [one] { $slots } emplacement de confirmation
   *[other] { $slots } emplacements de confirmation
}
card-shape-first = le joueur { $first } joue en premier, mais la carte ne nomme que { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
card-shape-version-zero = version 0 : les versions commencent à 1
card-shape-no-such-date = la date { $date } n'existe pas
card-shape-supersedes = la version { $version } ne peut pas remplacer la version { $previous }

## Why a card cannot start a game yet

card-problem-missing-name = le joueur { $player } n'a pas de nom
# ($colour may arrive as the card's colour code: it is named here.)
card-problem-same-colour = deux joueurs ont choisi { $colour ->
    [red] Rouge
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
    [black] Noir
    [white] Blanc
    [orange] Orange
    [purple] Violet
   *[other] { $colour }
} : les couleurs doivent être différentes
card-problem-player-count = impossible de placer { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} : le plateau a des camps de départ pour 2, 3, 4 ou 6 joueurs
card-problem-other-camps = à trois joueurs ou plus, choisissez explicitement la règle des camps des autres joueurs (article { $clause })
card-problem-not-confirmed = { $name } n'a pas encore confirmé la carte
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = dans { $field }, { $problem }

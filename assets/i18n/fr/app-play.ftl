# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.

## Menu bar

menu-game = Partie
menu-rules = Règles
menu-view = Affichage
menu-help = Aide
# Help > Help: opens the Help window.
menu-help-window = Aide (F1)
menu-new-game = Nouvelle partie…
menu-disputes = Litiges…
menu-export-record = Exporter la feuille de partie en texte…
menu-print-card = Imprimer la carte…
menu-print-disputes = Imprimer le journal des litiges…
menu-quit = Quitter
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Afficher le nom des cases
menu-play-at-once = Jouer dès le clic sur une case
menu-animate = Animer les coups
menu-letters = Marquer les pions de lettres
menu-colour-blind-safe = Couleurs adaptées aux daltoniens
# View > Language: the system's language, then each language by its own name.
menu-language = Langue
menu-language-system = Langue du système
menu-zoom-in = Zoom avant
menu-zoom-in-keys = Ctrl+Plus
menu-zoom-out = Zoom arrière
menu-zoom-out-keys = Ctrl+Moins
menu-actual-size = Taille réelle
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (lecture seule)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (lecture seule) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Joué : { $played }.
announce-played-your-turn = Joué : { $played }. À vous, { $player }.

## The board

board-no-game = Aucune partie pour l'instant : choisissez Partie > Nouvelle partie.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, pion de { $colour }, à { $player }
board-hole-piece = { $hole }, pion de { $colour }
board-hole-empty = { $hole }, vide
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = case sélectionnée
board-hole-on-route = sur le parcours en cours
board-hole-landing = le pion peut s'y poser
board-hole-last-landed = le pion du dernier coup s'est posé ici
board-hole-last-left = le pion du dernier coup est parti d'ici
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Gauche / Droite
board-key-left-right-what = déplacer le focus le long de la rangée
board-key-up-down = Haut / Bas
board-key-up-down-what = déplacer le focus le long de la ligne penchée à gauche (haut-gauche, bas-droite)
board-key-shift = Maj+Haut / Maj+Bas
board-key-shift-what = déplacer le focus le long de la ligne penchée à droite (haut-droite, bas-gauche)
board-key-space = Espace sur une case
board-key-space-what = agir sur la case qui a le focus (choisir un pion, ou ajouter une case où se poser)
board-key-enter = Entrée sur une case
board-key-enter-what = comme Espace, puis jouer le parcours s'il se termine sur la case qui a le focus
board-key-f6 = F6
board-key-f6-what = amener le focus clavier sur le plateau, où qu'il soit

## The history

history-heading = Historique
history-empty = Aucun coup pour l'instant.
history-review-hover = Revoir le plateau après ce coup

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = le seul coup possible
hint-forward = avance
hint-swap = complète l'arrivée grâce à l'échange de l'entrée finale (article { $clause })
hint-home = fait entrer un pion dans le camp d'arrivée, en avançant de { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
hint-straggler = fait avancer le dernier retardataire de { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
hint-chain = une suite de { $hops ->
    [one] { $hops } saut
   *[other] { $hops } sauts
}, qui avance de { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
hint-piece = fait avancer un pion de { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}
hint-room = fait de la place : aucun coup ne gagne de terrain ici

## The Help window

help-title = Aide
help-building-route = Construire un parcours
help-route-step-1 = 1. Cliquez sur un de vos pions : les cases qu'il peut atteindre sont marquées.
help-route-step-2 = 2. Cliquez sur une case marquée pour y poser le pion. Pour une suite de sauts, cliquez dans l'ordre sur chaque case où il se pose ; le parcours se dessine au fur et à mesure.
help-route-step-3 = 3. Le panneau de droite donne le verdict de la carte sur le parcours en cours. Le bouton Jouer le parcours (Entrée) joue le coup dès que le verdict est légal.
help-route-step-4 = 4. En cas de désaccord sur un coup, Contester fige le plateau et consigne le litige : le pion, le parcours, l'article et la déclaration de chacun.
help-keyboard = Clavier
help-board-keys = Sur le plateau (Tab pour y aller, ou F6 de n'importe où) :
help-other-keys = À côté du plateau (Entrée, Retour arrière, Échap et les flèches, quand aucun bouton ni champ n'a le focus) :
help-clauses = Où chaque article est expliqué
help-clauses-intro = Partie > Afficher la carte montre chaque article en entier. Le menu Règles charge une position pour un article, à essayer sur le plateau :
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Article { $clause } : { $what }
help-subject-setup = mise en place : qui commence où, qui joue en premier, suggestions
help-subject-moving = déplacements : pas, sauts et suites de sauts
help-subject-destination = arrivée au camp
help-subject-camps = camps
help-subject-blocking = blocage et fin de partie
help-subject-passing = passer son tour
help-subject-disputes = litiges
help-clause-on-card = { $subject } (sur la carte elle-même)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject } ; voir { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Touches fléchées
keys-arrows-what = quand rien n'a le focus : amener le focus sur le plateau
keys-enter = Entrée
keys-enter-what = jouer le parcours construit jusqu'ici
keys-backspace = Retour arrière
keys-backspace-what = retirer le dernier saut du parcours
keys-escape = Échap
keys-escape-what = annuler le parcours
keys-right-click = Clic droit
keys-right-click-what = comme Retour arrière, avec la souris
keys-tab = Tab
keys-tab-what = passer d'un bouton ou d'un champ à l'autre (le plateau est une étape, juste après la barre de menus) ; Espace ou Entrée les active
keys-page = Pg préc / Pg suiv
keys-page-what = revoir la partie un coup en arrière ou en avant (Gauche/Droite aussi ; Échap pour revenir)
keys-f1 = F1
keys-f1-what = ouvrir cette aide
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = commencer une nouvelle partie (Partie > Nouvelle partie…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = suggérer un coup (Partie > Suggérer un coup)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = contester : figer le plateau et consigner le désaccord (Partie > Contester)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = enregistrer la partie (Partie > Enregistrer)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = ouvrir une partie enregistrée (Partie > Ouvrir…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = quitter (Partie > Quitter) ; s'il reste des coups non enregistrés, une question est posée d'abord
keys-zoom = Ctrl+Plus / Ctrl+Moins
keys-zoom-what = tout agrandir ou tout réduire (Affichage > Zoom avant, Zoom arrière) ; conservé pour la prochaine fois
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = revenir à la taille réelle (Affichage > Taille réelle)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = lecture seule : aucun coup n'est joué ici (une autre fenêtre Hopcard joue cette partie)
turn-take-back-last = Annuler le dernier coup…
turn-computer-agrees = { $player } (l'ordinateur) est d'accord.
turn-agrees = { $player } est d'accord
turn-take-back = Annuler le coup
turn-keep-move = Garder le coup
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } et { $next }
turn-take-back-question = Annuler { $moves } ? Tous les joueurs doivent être d'accord.
turn-game-over = Partie terminée
turn-move-number = Coup { $number }
turn-move-number-review = Coup { $number } (historique)
turn-to-move = Au tour de { $player }
turn-review-note = La partie elle-même en est au coup { $number } : revenez-y (Échap) pour jouer.
turn-computer-plays = L'ordinateur ({ $level }) joue le parcours affiché sur le plateau.
turn-computer-thinking = L'ordinateur ({ $level }) réfléchit…
turn-play-route = Jouer le parcours
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Entrée
turn-remove-hop = Retirer le dernier saut
turn-remove-hop-keys = Retour arrière ou clic droit
turn-cancel-route = Annuler le parcours
turn-cancel-route-keys = Échap
turn-route-none = Cliquez sur un de vos pions ; les cases où il peut se poser sont marquées. Cliquez sur une case marquée, ou construisez une suite saut par saut.
turn-route-selected = Case { $hole } sélectionnée. Cliquez sur une case marquée.
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = Parcours { $route } : { $verdict }
turn-hint = Suggestion : { $route } : { $reason }
turn-suggest = Suggérer un coup
turn-suggest-hover = Le niveau le plus fort de l'ordinateur cherche un coup (en moins d'une seconde)
turn-dispute-this = Contester ce coup
turn-dispute-refused-hover = Figer le plateau et consigner le parcours refusé comme litige (article { $clause })
turn-dispute-object-hover = Contester ce parcours avant qu'il ne soit joué : le plateau se fige (article { $clause })
turn-dispute = Contester
turn-dispute-hover = Les joueurs ne sont pas d'accord : figer le plateau et noter ce qui est contesté (article { $clause })
turn-dispute-disabled-hover = Un litige est déjà ouvert, ou le plateau montre un cas d'explication des règles
turn-dispute-log = Journal des litiges…
turn-frozen = Plateau figé par un litige : ni coup, ni tour passé, ni annulation tant qu'il n'est pas réglé.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } n'a aucun coup légal : son pion a été vérifié, avec chaque pas et chaque suite de sauts dans toutes les directions. Le droit de passer son tour est certifié (article { $clause }).
   *[other] { $player } n'a aucun coup légal : ses { $pieces } pions ont tous été vérifiés, avec chaque pas et chaque suite de sauts dans toutes les directions. Le droit de passer son tour est certifié (article { $clause }).
}
turn-pass = Passer
turn-pass-disabled-hover = On ne peut passer son tour que s'il n'existe aucun coup légal (article { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Passer : { $verdict }
turn-passes = Tours passés d'affilée : { $passes } sur { $seats } (si tout le monde passe, la partie est nulle).

## The setup form (the card editor)

setup-heading = Nouvelle partie : accord sur la carte
setup-intro = Remplissez la carte ensemble. Chaque joueur confirme ci-dessous ; toute modification ultérieure retire les confirmations.
setup-start = Commencer la partie
setup-show-card = Afficher et imprimer la carte
setup-show-card-disabled-hover = Une fois que tous les joueurs ont confirmé, la carte peut être affichée, exportée et imprimée avant le début de la partie.
setup-cancel = Annuler
# $problem says what the card still lacks.
setup-not-yet = Pas encore : { $problem }.
setup-ready = C'est prêt : tous les joueurs ont confirmé cette carte.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Rétablir les valeurs par défaut de la carte ?
setup-reset-changes = Cela modifie :
setup-reset-withdraws = Les confirmations déjà données sont retirées.
setup-reset-yes = Rétablir ces options
setup-reset-no = Garder mes choix
setup-reset-nothing = Chaque option a déjà la valeur par défaut de la carte : rien n'a été modifié.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Valeurs par défaut de la carte rétablies : { $changes }.
setup-reset-done-withdrawn = Valeurs par défaut de la carte rétablies : { $changes }. Confirmations retirées.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Version { $version } de la carte, avec { $count ->
    [one] le changement convenu lors d'un litige
   *[other] les changements convenus lors des litiges
} de la dernière partie (voir Changements convenus). Chaque joueur doit la confirmer à nouveau.
setup-version = Version { $version } de la carte, qui remplace la version { $previous }. Changements : { $changes }.
setup-effective-from = Date d'effet : { $date }.
setup-players = Joueurs et couleurs
setup-number-of-players = Nombre de joueurs :
setup-n-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
setup-moves-first = Joue en premier :
setup-same-colour = Deux joueurs ont la même couleur : choisissez des couleurs différentes.
setup-player-name = Nom du joueur { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = couleur
setup-player-colour = Couleur du joueur { $number }
setup-a-person = une personne
setup-the-computer = l'ordinateur ({ $level })
setup-played-by = joué par
setup-player-seat = Le joueur { $number } est joué par
setup-card-header = En-tête de la carte
setup-date = Date
setup-today = Aujourd'hui
setup-date-typed = ou saisissez-la
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = AAAA-MM-JJ
setup-date-typed-name = Date saisie (AAAA-MM-JJ)
setup-date-problem = Date : { $problem }
setup-rulebook = Boîte de jeu ou règle consultée
setup-rulebook-hint = par ex. la notice de notre boîte
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = La règle consultée
setup-clauses = Articles et options
setup-reset = Rétablir les valeurs par défaut
setup-no-options = Les articles 1 (mise en place), 6 (passer son tour) et 7 (litiges) n'ont pas d'options ; la carte les imprime en entier.
setup-other-camps-two = Camps des autres joueurs : pas de choix à deux joueurs (chaque camp est soit à vous, soit à personne).
setup-clause = Article { $clause } : { $title }
setup-other-camps-open = Trois joueurs ou plus : choisissez explicitement cette règle ; il n'y a pas de valeur par défaut.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name } : { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (carte) : { $description }
setup-agreed-changes = Changements convenus
setup-no-differences = Aucune option ne diffère de la carte.
setup-hints-allowed = Suggestions permises : un joueur peut demander à l'ordinateur de suggérer un coup
setup-free-changes = Autres changements convenus (texte libre)
setup-free-changes-field = Les changements convenus
setup-confirmations = Confirmations
setup-confirmations-intro = Chaque joueur confirme ces choix avec son nom ou ses initiales.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player } : confirmé en tant que « { $by } »
setup-confirmed-at = à { $time }
setup-withdraw = Retirer la confirmation de { $player }
setup-initials = Initiales de { $player }
setup-confirm-as = Confirmer en tant que { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field } : l'écriture { $script } (U+{ $code }) n'a pas été acceptée, car aucune police de cet ordinateur ne peut l'afficher ; installez une police pour cette écriture (paquet { $package }), ou saisissez le nom autrement

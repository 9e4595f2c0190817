# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Litige { $number } réglé ({ $resolution }) : { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Plateau figé par le litige { $number } : cliquez sur le pion joué
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Plateau figé par le litige { $number } : cliquez dans l'ordre sur les cases du parcours
dispute-panel-heading = Litige { $number } (ouvert)
dispute-panel-frozen = Le plateau est figé : consignez le désaccord, puis réglez-le.
dispute-panel-position = Position à l'ouverture du litige (toutes les cases) :
dispute-panel-raised-by = Ouvert par :
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Ouvert par { $name }
dispute-panel-time = Heure : { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Au tour de : { $name } (coup { $number })
dispute-panel-piece-none = Pion joué : cliquez dessus sur le plateau
dispute-panel-piece = Pion joué : { $hole }
dispute-panel-route = Parcours proposé : { $route }
dispute-panel-remove-last = Retirer la dernière case
dispute-panel-clear-route = Effacer le pion et le parcours
dispute-panel-verdict = Verdict selon la carte de la partie : { $verdict }
dispute-panel-clause-cited = Article invoqué :
# A choice of the clause the dispute cites.
dispute-panel-clause = Article { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Déclaration de { $name }
dispute-panel-resolve = Régler le litige
dispute-panel-apply = Appliquer la carte
dispute-panel-apply-allows = La carte l'autorise : { $route } sera joué.
dispute-panel-apply-refuses = La carte le refuse : rien ne bougera.
dispute-panel-apply-not-yet = Choisissez d'abord le pion et au moins une case où se poser
dispute-panel-withdraw = Retirer le litige
dispute-panel-withdraw-hint = Rien ne change ; la partie continue
dispute-panel-agreed-change = Changement convenu (en vigueur à partir d'une nouvelle partie)
dispute-panel-rule-none = aucun : le changement est décrit avec nos mots
dispute-panel-rule-change = Changement de règle pour la prochaine carte
dispute-panel-agree = Convenir d'un changement pour une nouvelle partie
dispute-panel-agree-hint = La carte de la prochaine partie reprend le changement, et chaque joueur la confirme ; cette partie garde sa carte
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = article { $clause } { $option } : { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Image de la position contestée, parcours { $route }
dispute-panel-record-fingerprint = Empreinte de la feuille de partie : { $fingerprint } (toute la partie jusqu'ici : coups, annulations, litiges)
# The dispute log window's title.
dispute-panel-window = Litiges
dispute-panel-export-text = Exporter en texte…
dispute-panel-export-ron = Exporter en RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Copier l'empreinte de la feuille de partie
dispute-panel-no-disputes = Aucun litige dans cette partie.
dispute-panel-exported = Journal des litiges enregistré dans { $path }
dispute-panel-not-exported = Impossible d'exporter le journal des litiges : { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Afficher la carte
card-view-show-not-yet = Une fois que tous les joueurs ont confirmé la carte dans le formulaire de mise en place.
card-view-menu-export-text = Exporter la carte en texte…
card-view-menu-export-ron = Exporter la carte en RON…
card-view-menu-import = Importer une carte…
card-view-exported = Carte exportée vers { $path } (empreinte { $fingerprint })
card-view-not-exported = La carte n'a pas été exportée : { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = Fichier { $name } importé : version { $version }, inchangée depuis la prise de son empreinte. Commencez une nouvelle partie avec ses règles, ou modifiez-la (ce qui retire les confirmations).
card-view-imported-changed = Fichier { $name } importé : version { $version }, MODIFIÉE DEPUIS LA PRISE DE SON EMPREINTE. Vérifiez chaque ligne ; chaque joueur doit la confirmer à nouveau.
card-view-imported-unsealed = Fichier { $name } importé : version { $version }, encore sans empreinte. Chaque joueur doit la confirmer.
card-view-proposed-change = Changement proposé : version { $next } de la carte. La partie en cours garde la version { $version } jusqu'à la fin ; cette version entre en vigueur quand tous les joueurs l'ont confirmée et que vous commencez une nouvelle partie avec elle.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Joueurs : { $players }
card-view-date = Date : { $date }
card-view-rulebook = Boîte de jeu ou règle consultée : { $rulebook }
card-view-rulebook-none = Boîte de jeu ou règle consultée : non indiquée
card-view-changes = Changements convenus : { $changes }
card-view-changes-none = Changements convenus : aucun
card-view-replaces = Remplace la version { $version } : { $changes }
card-view-effective = Date d'effet : { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name } a confirmé en tant que « { $by } » à { $time }
card-view-not-confirmed = { $name } n'a PAS confirmé
card-view-fingerprint = Empreinte : { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Copier l'empreinte de la carte
card-view-status = État de la carte : { $seal }
card-view-unconfirmed = Non confirmée par { $names }
card-view-copy = Copier
card-view-copy-hint = Copier l'empreinte complète (64 chiffres) dans le presse-papiers
card-view-export-pdf = Exporter en PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = au format
# The US paper size.
card-view-paper-letter = Lettre US
# The card window's title.
card-view-window = La carte des règles
card-view-read-only = Lecture seule : les règles d'une partie en cours ne changent jamais.
card-view-setup-confirmed = La carte telle que tous les joueurs l'ont confirmée : la partie que vous commencez suit ces règles. Toute modification dans le formulaire retire les confirmations.
card-view-setup-changed = Modifiée depuis que tous les joueurs l'ont confirmée : confirmez-la à nouveau pour l'exporter ou l'imprimer.
card-view-version = Version { $version }
card-view-export-text = Exporter en texte…
card-view-export-ron = Exporter en RON…
card-view-propose = Proposer un changement

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = article { $clause }, { $title } : { $from } → { $to }
card-changes-option-long-unchosen = article { $clause }, { $title } : { $from } → non choisi (à choisir à trois joueurs ou plus)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = article { $clause } { $from } → { $to }
card-changes-option-short-unchosen = article { $clause } { $from } → à choisir
card-changes-player-removed = Joueur { $number } retiré
card-changes-player-removed-named = Joueur { $number } ({ $name }) retiré
card-changes-player-added = Joueur { $number } ({ $colour }) ajouté
card-changes-other-camps-to-choose = article { $clause } règle des camps des autres joueurs à choisir
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } joueur : { $changes }.
   *[other] { $count } joueurs : { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } joueur : { $changes }. Confirmations retirées.
   *[other] { $count } joueurs : { $changes }. Confirmations retirées.
}
card-changes-far-after = La carte est datée du { $date }, plus d'un an après aujourd'hui ({ $today }) : est-ce bien exact ?
card-changes-far-before = La carte est datée du { $date }, plus d'un an avant aujourd'hui ({ $today }) : est-ce bien exact ?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Historique : le plateau après le coup { $number } sur { $moves }, { $player } { $proposal }
review-start = Historique : le début, avant le coup 1 sur { $moves }
review-back = Précédent
# The keys that do the same (hover text).
review-back-keys = Pg préc ou Gauche
review-forward = Suivant
review-forward-keys = Pg suiv ou Droite
review-exit = Revenir à la partie
review-exit-key = Échap
review-continue = Continuer d'ici…
review-continue-hint = { $count ->
    [one] Annuler le coup suivant : tous les joueurs doivent être d'accord
   *[other] Annuler les { $count } coups suivants : tous les joueurs doivent être d'accord
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Enregistrer la partie
files-prompt-open = Ouvrir une partie
files-prompt-card-text = Exporter la carte en texte imprimable
files-prompt-card-ron = Exporter la carte en RON (réimportable)
files-prompt-import-card = Importer une carte des règles (RON)
files-prompt-disputes-text = Exporter le journal des litiges en texte
files-prompt-disputes-ron = Exporter le journal des litiges en RON
files-prompt-card-pdf = Exporter la carte en PDF (prête à imprimer)
files-prompt-record-text = Exporter la feuille de partie en texte
files-prompt-disputes-pdf = Exporter les fiches de litige en PDF (prêtes à imprimer)
files-open-failed = Impossible d'ouvrir la partie : { $error }
files-open-stopped = Impossible d'ouvrir { $path } : la lecture s'est arrêtée de façon inattendue
files-menu-save = Enregistrer
files-menu-save-as = Enregistrer sous…
files-menu-open = Ouvrir…
files-menu-recent = Parties récentes
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Récupérer…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard est déjà ouvert
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Dossier de données : { $path }
files-locked-read-only = Ouvrir la partie en lecture seule
files-locked-separate = Commencer une partie à part
# The resume offer.
files-resume-heading = Partie inachevée
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Reprendre la partie inachevée du { $when } entre { $players } ?
files-resume-moves = { $count ->
    [one] { $count } coup joué jusqu'ici.
   *[other] { $count } coups joués jusqu'ici.
}
files-resume = Reprendre
files-resume-decline = Commencer une nouvelle partie
files-resume-kept = Une partie que vous ne reprenez pas est conservée : Partie > Récupérer… permet de la retrouver.
# The Recover window.
files-recover-window = Récupérer une partie
files-recover-intro = Parties conservées quand elles ont été remplacées ou non reprises, les plus récentes en premier.
files-recover-reading = Lecture des parties conservées…
files-recover-none = Aucune partie conservée.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when } : { $players } ({ $count } coup)
   *[other] { $when } : { $players } ({ $count } coups)
}
files-kept-finished = { $count ->
    [one] { $when } : { $players } ({ $count } coup, terminée)
   *[other] { $when } : { $players } ({ $count } coups, terminée)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Enregistrer la partie en cours ?
files-question-unsaved = { $count ->
    [one] La partie sur le plateau compte { $count } coup. Elle n'a pas été enregistrée dans un fichier.
   *[other] La partie sur le plateau compte { $count } coups. Elle n'a pas été enregistrée dans un fichier.
}
files-question-behind = { $count ->
    [one] La partie sur le plateau compte { $count } coup. Son fichier { $path } n'a pas les derniers coups.
   *[other] La partie sur le plateau compte { $count } coups. Son fichier { $path } n'a pas les derniers coups.
}
files-question-kept = Si vous ne l'enregistrez pas, elle est tout de même conservée : Partie > Récupérer… permet de la retrouver.
files-question-lost = Cette fenêtre n'a pas de dossier de données : si vous ne l'enregistrez pas, elle est perdue.
files-save = Enregistrer
files-dont-save = Ne pas enregistrer
files-cancel = Annuler
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } contient une autre partie
# $holds says which game the file holds.
files-other-holds = { $path } contient maintenant { $holds }, et non cette partie : rien n'y a donc été enregistré.
files-other-lost = Remplacer fait perdre le contenu du fichier : cette fenêtre n'a pas de dossier de données où le conserver.
files-save-as = Enregistrer sous…
files-replace = Remplacer
# The status line under the board.
files-status-read-only = Lecture seule : une autre fenêtre Hopcard joue cette partie.
files-status-no-file = non enregistrée dans un fichier
files-status-autosave-off = sauvegarde automatique désactivée
files-status-autosaving = sauvegarde automatique…
files-status-autosaved = sauvegardée automatiquement
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Partie : { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = { $path } ouvert.
file-flow-kept = La partie précédente a été conservée sous { $kept } (Partie > Récupérer…).
file-flow-opened-kept = { $path } ouvert. La partie précédente a été conservée sous { $kept } (Partie > Récupérer…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Partie inachevée reprise. { $problem }
file-flow-resumed = Partie inachevée reprise.
file-flow-declined-kept = La partie inachevée a été conservée sous { $kept } (Partie > Récupérer…).
file-flow-not-imported = Carte non importée : { $path } : { $error }
file-flow-card-changed = La carte n'a pas été exportée vers { $path } : elle a changé après la confirmation des joueurs. Chaque joueur doit d'abord la confirmer à nouveau.
file-flow-record-written = Feuille de partie enregistrée dans { $path }
file-flow-record-not-written = La feuille de partie n'a pas été enregistrée : { $error }
file-flow-saved = Partie enregistrée dans { $path }.
file-flow-saved-kept = Partie enregistrée dans { $path }. L'ancien contenu de ce fichier a été conservé sous { $kept } (Partie > Récupérer…).
file-flow-saved-no-recent = Partie enregistrée dans { $path }, mais la liste des parties récentes n'a pas pu être mise à jour : { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Non enregistrée : { $path } contient toujours { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Non enregistrée : { $path } contient toujours { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } n'a pas été ouvert : cette fenêtre est en lecture seule. Ouvrez-le dans une partie à part.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error } ; cette partie n'est pas sauvegardée automatiquement

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = En attente de la boîte de dialogue… (ou saisissez un chemin et appuyez sur OK)
file-dialog-no-dialog = impossible d'ouvrir la boîte de dialogue des fichiers : { $error } ; saisissez plutôt un chemin
file-dialog-nothing-chosen = Aucun fichier n'a été choisi dans la boîte de dialogue (pas de portail de bureau ?). Saisissez un chemin et appuyez sur OK.
file-dialog-path = Chemin du fichier
file-dialog-ok = OK
file-dialog-browse = Parcourir…
file-dialog-cancel = Annuler
file-dialog-exists = { $path } existe déjà. Le remplacer ?
file-dialog-replace = Remplacer
file-dialog-other-name = Choisir un autre nom

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Décompte : échange à l'entrée finale
explainer-swap-explanation = Rouge a neuf pions arrivés ; un pion de Bleu occupe D1, la dernière case qui manque à Rouge dans son camp d'arrivée. Avec l'option swap, le dixième pion de Rouge peut faire un pas sur D1 et le pion de Bleu passe en E6 : Rouge a ses dix pions arrivés et gagne, et tous les pions restent sur le plateau.
explainer-ten-title = Décompte : dix pions à soi
explainer-ten-explanation = Les mêmes cases avec l'option ten-own : Rouge doit avoir ses dix pions arrivés, D1 est occupée, et un pas sur une case occupée n'est jamais permis. Rouge n'a pas gagné et doit continuer à jouer.
explainer-available-title = Décompte : cases disponibles
explainer-available-explanation = Les mêmes cases avec l'option available-hole : toutes les cases du camp d'arrivée de Rouge sont occupées (neuf pions de Rouge, un de Bleu) et Rouge y a des pions : Rouge a donc déjà gagné, alors que son dixième pion est encore dehors.
explainer-case-1-title = Cas 1 : un pas de côté empêche de passer
explainer-case-1-explanation = Le dernier pion de Rouge, en E3, ne peut pas avancer vers son camp d'arrivée, mais il peut faire un pas de côté vers E2 ou E4. Pour passer son tour, il ne faut aucun coup légal : passer est donc refusé (article 6). Essayez plutôt E3-E4.
explainer-case-2-title = Cas 2 : un pion arrivé reste dans son camp
explainer-case-2-explanation = Le pion de Rouge en D1 est dans son camp d'arrivée. Un pas vers E5, hors du camp, est refusé par la règle every-landing de la carte (article 3) ; se déplacer à l'intérieur du camp d'arrivée, par exemple D1-D2, est permis.
explainer-case-3-title = Cas 3 : pas d'échange en milieu de partie
explainer-case-3-explanation = Un pion de Bleu occupe D1 dans le camp d'arrivée de Rouge, mais Rouge n'a que cinq pions arrivés. L'échange est réservé à l'entrée finale du dixième pion : un pas sur D1 est donc refusé (article 5).
explainer-case-4-title = Cas 4 : neuf pions arrivés, ce n'est pas gagné
explainer-case-4-explanation = Rouge a neuf pions arrivés et Bleu tient la dernière case, mais le dixième pion de Rouge est loin : il n'y a pas encore d'entrée légale qui permette l'échange, donc Rouge n'a pas gagné. La fin de partie qui s'applique est celle que la carte a choisie avant de jouer.
explainer-case-5-title = Cas 5 : votre camp de départ reste à vous
explainer-case-5-explanation = Le camp de départ de Rouge est aussi le camp d'arrivée de Bleu. Même quand les camps des autres joueurs sont fermés (no-entry), chaque joueur garde l'accès à son propre camp de départ et à son camp d'arrivée : Rouge peut donc revenir d'un pas en N2.
explainer-case-6-title = Cas 6 : une nouvelle règle attend une nouvelle partie
explainer-case-6-explanation = Cette partie a été convenue avec l'option ten-own : le pion de Bleu en D1 bloque donc Rouge. Une règle d'échange proposée maintenant demanderait une nouvelle carte confirmée par les deux joueurs et ne s'appliquerait qu'à partir de la partie suivante ; la partie en cours garde ses règles.

# The banner above the board while a case is shown.
explainer-banner = Explication des règles : { $title }
explainer-banner-unknown = Explication des règles : un cas
explainer-back = Revenir à la partie
# $proposal is a route (E6-D1) or "pass".
explainer-try = Essayer : { $proposal }
explainer-try-pass-hint = Demander à passer son tour : le verdict, et le coup qui l'empêche
explainer-try-route-hint = Placer ce parcours sur le plateau avec son verdict
explainer-nothing-to-try = Rien à essayer : la partie est déjà gagnée avec cette option.
explainer-judged-card = Jugé selon les options de la carte elle-même.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title } : { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Jugé selon les options de la carte, sauf { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Rien n'a été imprimé : le PDF n'a pas pu être créé ({ $error }).
print-out-not-written = Rien n'a été imprimé : impossible d'écrire { $path } ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Rien sur cet ordinateur ne peut imprimer ni afficher un PDF (essayé : { $tried }). Le PDF se trouve ici : { $pdf } ; ouvrez-le avec une visionneuse de PDF pour l'imprimer.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } n'a pas pu prendre en charge le PDF ({ $status }). Le PDF se trouve ici : { $pdf } ; ouvrez-le avec une visionneuse de PDF pour l'imprimer.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = l'impression s'est arrêtée avant la fin

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = Lu
calendar-tuesday = Ma
calendar-wednesday = Me
calendar-thursday = Je
calendar-friday = Ve
calendar-saturday = Sa
calendar-sunday = Di
# The screen-reader name of the month that opens under the date.
calendar-name = Calendrier
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Année précédente
calendar-previous-month = Mois précédent
calendar-next-month = Mois suivant
calendar-next-year = Année suivante

## The Game menu's commands

commands-hint = Suggérer un coup
commands-dispute = Contester

## The app's own lines in the status line, and the window's start

app-printed = Transmis au système pour impression : { $pdf }
app-printing = Création du PDF à imprimer…
app-nothing-to-print = Rien à imprimer pour l'instant : la carte n'est pas confirmée par tous les joueurs.
# $level is the computer's level (easy, medium, …).
app-computer-turn = C'est au tour de l'ordinateur ({ $level }) ; attendez son coup.
# $result says who won.
app-game-over = La partie est terminée. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = { $proposal } n'a pas été joué : { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Impossible de commencer : { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = scénario { $title } : { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard : aucun affichage trouvé (DISPLAY et WAYLAND_DISPLAY ne sont pas définies) ; lancez-le dans une session de bureau, ou utilisez une sous-commande (hopcard --help)
app-window-failed = hopcard : impossible d'ouvrir la fenêtre : { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = il est vide
app-window-file-not-text = ce n'est pas du texte UTF-8
app-window-file-damaged = le fichier de la fenêtre { $file } est endommagé : { $problem }

# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.
# Buttons and menu items in the infinitive ("Salvar", "Desfazer"); "você"
# in sentences. "Game" is "partida" (as in words.ftl); the menu is "Jogo".

## Menu bar

menu-game = Jogo
menu-rules = Regras
menu-view = Exibir
menu-help = Ajuda
# Help > Help: opens the Help window.
menu-help-window = Ajuda (F1)
menu-new-game = Nova partida…
menu-disputes = Disputas…
menu-export-record = Exportar registro da partida como texto…
menu-print-card = Imprimir cartão…
menu-print-disputes = Imprimir registro de disputas…
menu-quit = Sair
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = Mostrar nomes das casas
menu-play-at-once = Jogar ao clicar na casa de chegada
menu-animate = Animar jogadas
menu-letters = Marcar peças com letras
menu-colour-blind-safe = Cores para daltônicos
# View > Language: the system's language, then each language by its own name.
menu-language = Idioma
menu-language-system = Padrão do sistema
menu-zoom-in = Aumentar zoom
menu-zoom-in-keys = Ctrl+Mais
menu-zoom-out = Diminuir zoom
menu-zoom-out-keys = Ctrl+Menos
menu-actual-size = Tamanho real
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard (somente leitura)
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file } (somente leitura) – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = Jogada feita: { $played }.
announce-played-your-turn = Jogada feita: { $played }. Sua vez, { $player }.

## The board

board-no-game = Nenhuma partida ainda: escolha Jogo > Nova partida.
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }, peça do { $colour }, de { $player }
board-hole-piece = { $hole }, peça do { $colour }
board-hole-empty = { $hole }, vazia
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }, { $part }
board-hole-selected = selecionada
board-hole-on-route = no percurso em construção
board-hole-landing = casa de chegada possível
board-hole-last-landed = a última jogada caiu aqui
board-hole-last-left = a última jogada saiu daqui
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = Seta para a esquerda / Seta para a direita
board-key-left-right-what = mover o foco ao longo da fileira
board-key-up-down = Seta para cima / Seta para baixo
board-key-up-down-what = mover o foco pela linha inclinada para a esquerda (para cima à esquerda, para baixo à direita)
board-key-shift = Shift+Seta para cima / Shift+Seta para baixo
board-key-shift-what = mover o foco pela linha inclinada para a direita (para cima à direita, para baixo à esquerda)
board-key-space = Espaço numa casa
board-key-space-what = agir sobre a casa em foco (escolher uma peça ou adicionar uma casa de chegada)
board-key-enter = Enter numa casa
board-key-enter-what = o mesmo que Espaço e, depois, jogar o percurso se ele terminar na casa em foco
board-key-f6 = F6
board-key-f6-what = levar o foco do teclado ao tabuleiro, de qualquer lugar

## The history

history-heading = Histórico
history-empty = Nenhuma jogada ainda.
history-review-hover = Rever o tabuleiro depois desta jogada

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = a única jogada
hint-forward = avança
hint-swap = completa o destino com a troca da entrada final (cláusula { $clause })
hint-home = leva uma peça para dentro do destino, avançando { $rows ->
    [one] { $rows } fileira
   *[other] { $rows } fileiras
}
hint-straggler = avança { $rows ->
    [one] { $rows } fileira
   *[other] { $rows } fileiras
} a última peça atrasada
hint-chain = uma sequência de { $hops ->
    [one] { $hops } salto
   *[other] { $hops } saltos
}, avançando { $rows ->
    [one] { $rows } fileira
   *[other] { $rows } fileiras
}
hint-piece = avança uma peça { $rows ->
    [one] { $rows } fileira
   *[other] { $rows } fileiras
}
hint-room = abre espaço: aqui nenhuma jogada ganha terreno

## The Help window

help-title = Ajuda
help-building-route = Como montar um percurso
help-route-step-1 = 1. Clique numa das suas peças: as casas que ela pode alcançar ficam marcadas.
help-route-step-2 = 2. Clique numa casa marcada para cair nela. Para uma sequência de saltos, clique em cada casa de chegada, na ordem; o percurso vai sendo desenhado.
help-route-step-3 = 3. O painel à direita mostra o veredito do cartão sobre o percurso até ali. Jogar percurso (Enter) faz a jogada assim que o veredito for "válida".
help-route-step-4 = 4. Se vocês discordarem de uma jogada, Abrir disputa congela o tabuleiro e registra a divergência: a peça, o percurso, a cláusula e a declaração de cada um.
help-keyboard = Teclado
help-board-keys = No tabuleiro (chegue até ele com Tab, ou com F6 de qualquer lugar):
help-other-keys = Fora do tabuleiro (Enter, Backspace, Esc e as setas quando nenhum botão ou campo está com o foco):
help-clauses = Onde cada cláusula é explicada
help-clauses-intro = Jogo > Mostrar o cartão exibe cada cláusula por extenso. O menu Regras carrega uma posição de uma cláusula, para você testar no tabuleiro:
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = Cláusula { $clause }: { $what }
help-subject-setup = preparação: quem começa onde, quem joga primeiro, dicas
help-subject-moving = movimento: passos, saltos e sequências
help-subject-destination = chegada ao destino
help-subject-camps = pontas
help-subject-blocking = bloqueio e fim da partida
help-subject-passing = passar a vez
help-subject-disputes = disputas
help-clause-on-card = { $subject } (no próprio cartão)
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }; veja { $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = Setas
keys-arrows-what = sem nada em foco: levar o foco ao tabuleiro
keys-enter = Enter
keys-enter-what = jogar o percurso montado até ali
keys-backspace = Backspace
keys-backspace-what = remover o último salto do percurso
keys-escape = Esc
keys-escape-what = cancelar o percurso
keys-right-click = Clique com o botão direito
keys-right-click-what = o mesmo que Backspace, com o mouse
keys-tab = Tab
keys-tab-what = passar de um botão ou campo a outro (o tabuleiro é uma parada, logo depois da barra de menus); Espaço ou Enter os aciona
keys-page = Page Up / Page Down
keys-page-what = rever a partida uma jogada para trás ou para a frente (também com as setas para a esquerda e para a direita; Esc volta)
keys-f1 = F1
keys-f1-what = abrir esta ajuda
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = começar uma nova partida (Jogo > Nova partida…)
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = sugerir uma jogada (Jogo > Sugerir jogada)
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = abrir uma disputa: congelar o tabuleiro e registrar a divergência (Jogo > Abrir disputa)
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = salvar a partida (Jogo > Salvar)
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = abrir uma partida salva (Jogo > Abrir…)
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = sair (Jogo > Sair); antes, o Hopcard pergunta o que fazer com as jogadas não salvas
keys-zoom = Ctrl+Mais / Ctrl+Menos
keys-zoom-what = aumentar ou diminuir tudo (Exibir > Aumentar zoom, Diminuir zoom); fica guardado para a próxima vez
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = voltar ao tamanho real (Exibir > Tamanho real)

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = somente leitura: as jogadas não são feitas aqui (outra janela do Hopcard está jogando esta partida)
turn-take-back-last = Desfazer última jogada…
turn-computer-agrees = { $player } (o computador) concorda.
turn-agrees = { $player } concorda
turn-take-back = Desfazer
turn-keep-move = Manter a jogada
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves } e { $next }
turn-take-back-question = Desfazer { $moves }? Todos os jogadores precisam concordar.
turn-game-over = Fim da partida
turn-move-number = Jogada { $number }
turn-move-number-review = Jogada { $number } (revisão)
turn-to-move = Vez de { $player }
turn-review-note = A partida em si está na jogada { $number }: volte para ela (Esc) para jogar.
turn-computer-plays = O computador ({ $level }) joga o percurso mostrado no tabuleiro.
turn-computer-thinking = O computador ({ $level }) está pensando…
turn-play-route = Jogar percurso
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Enter
turn-remove-hop = Remover último salto
turn-remove-hop-keys = Backspace ou clique com o botão direito
turn-cancel-route = Cancelar percurso
turn-cancel-route-keys = Esc
turn-route-none = Clique numa das suas peças; as casas de chegada dela ficam marcadas. Clique numa casa marcada ou monte uma sequência, salto a salto.
turn-route-selected = { $hole } selecionada. Clique numa casa marcada.
# $route is the route (N2-M6), $verdict the card's verdict on it.
# The verdicts (words.ftl) agree with "jogada": "Jogada N2-M6: válida".
turn-route-verdict = Jogada { $route }: { $verdict }
turn-hint = Dica: { $route }: { $reason }
turn-suggest = Sugerir jogada
turn-suggest-hover = O nível mais forte do computador procura uma jogada (em menos de um segundo)
turn-dispute-this = Contestar
turn-dispute-refused-hover = Congelar o tabuleiro e registrar o percurso recusado como disputa (cláusula { $clause })
turn-dispute-object-hover = Contestar este percurso antes que ele seja jogado: o tabuleiro fica congelado (cláusula { $clause })
turn-dispute = Abrir disputa
turn-dispute-hover = Os jogadores discordam: congelar o tabuleiro e anotar o que está em disputa (cláusula { $clause })
turn-dispute-disabled-hover = Já há uma disputa aberta, ou o tabuleiro está mostrando um caso explicativo
turn-dispute-log = Registro de disputas…
turn-frozen = Tabuleiro congelado por uma disputa: ninguém joga, passa a vez ou desfaz jogadas até que ela seja resolvida.
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $pieces ->
    [one] { $player } não tem nenhuma jogada válida: a única peça foi verificada, com cada passo e cada sequência de saltos em todas as direções. Está certificado que pode passar a vez (cláusula { $clause }).
   *[other] { $player } não tem nenhuma jogada válida: todas as { $pieces } peças foram verificadas, com cada passo e cada sequência de saltos em todas as direções. Está certificado que pode passar a vez (cláusula { $clause }).
}
turn-pass = Passar a vez
turn-pass-disabled-hover = Só é permitido passar a vez quando não existe nenhuma jogada válida (cláusula { $clause })
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = Passar a vez: { $verdict }
turn-passes = Vezes passadas seguidas: { $passes } de { $seats } (uma rodada inteira dá empate).

## The setup form (the card editor)

setup-heading = Nova partida: combinar o cartão
setup-intro = Preencham o cartão juntos. Cada jogador confirma abaixo; qualquer mudança posterior retira as confirmações.
setup-start = Começar partida
setup-show-card = Mostrar e imprimir o cartão
setup-show-card-disabled-hover = Depois que todos os jogadores confirmarem, o cartão pode ser mostrado, exportado e impresso antes do início da partida.
setup-cancel = Cancelar
# $problem says what the card still lacks.
setup-not-yet = Ainda não: { $problem }.
setup-ready = Pronto: todos os jogadores confirmaram este cartão.
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = Restaurar os padrões do cartão?
setup-reset-changes = Isto muda:
setup-reset-withdraws = As confirmações dadas até agora são retiradas.
setup-reset-yes = Restaurar estas opções
setup-reset-no = Manter minhas escolhas
setup-reset-nothing = Todas as opções já estão no padrão do cartão: nada foi alterado.
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = Padrões do cartão restaurados: { $changes }.
setup-reset-done-withdrawn = Padrões do cartão restaurados: { $changes }. Confirmações retiradas.
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = Versão { $version } do cartão, com { $count ->
    [one] a mudança combinada numa disputa da última partida (listada em Mudanças combinadas)
   *[other] as mudanças combinadas nas disputas da última partida (listadas em Mudanças combinadas)
}. Todos os jogadores precisam confirmá-lo de novo.
setup-version = Versão { $version } do cartão, substituindo a versão { $previous }. Mudanças: { $changes }.
setup-effective-from = Vale a partir de: { $date }.
setup-players = Jogadores e cores
setup-number-of-players = Número de jogadores:
setup-n-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
setup-moves-first = Quem começa:
setup-same-colour = Dois jogadores estão com a mesma cor: escolha cores diferentes.
setup-player-name = Nome do jogador { $number }
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = cor
setup-player-colour = Cor do jogador { $number }
setup-a-person = uma pessoa
setup-the-computer = o computador ({ $level })
setup-played-by = controlado por
setup-player-seat = O jogador { $number } é controlado por
setup-card-header = Cabeçalho do cartão
setup-date = Data
setup-today = Hoje
setup-date-typed = ou digite
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = AAAA-MM-DD
setup-date-typed-name = Data, digitada (AAAA-MM-DD)
setup-date-problem = Data: { $problem }
setup-rulebook = Jogo ou manual de regras consultado
setup-rulebook-hint = ex.: o folheto da nossa caixa
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = O manual de regras
setup-clauses = Cláusulas e opções
setup-reset = Restaurar padrões do cartão
setup-no-options = As cláusulas 1 (preparação), 6 (passar a vez) e 7 (disputas) não têm opções; o cartão as traz por extenso.
setup-other-camps-two = Pontas dos outros jogadores: não há escolha com dois jogadores (cada ponta é sua ou de ninguém).
setup-clause = Cláusula { $clause }: { $title }
setup-other-camps-open = Três jogadores ou mais: escolha esta regra explicitamente; não há padrão.
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }: { $description }
# The choice the printed card makes.
setup-choice-card = { $name } (do cartão): { $description }
setup-agreed-changes = Mudanças combinadas
setup-no-differences = Nenhuma opção difere do cartão.
setup-hints-allowed = Dicas permitidas: um jogador pode pedir ao computador que sugira uma jogada
setup-free-changes = Outras mudanças combinadas (texto livre)
setup-free-changes-field = As mudanças combinadas
setup-confirmations = Confirmações
setup-confirmations-intro = Cada jogador confirma estas escolhas com seu nome ou suas iniciais.
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }: confirmado como “{ $by }”
setup-confirmed-at = em { $time }
setup-withdraw = Retirar a confirmação de { $player }
setup-initials = Iniciais de { $player }
setup-confirm-as = Confirmar como { $player }
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }: a escrita { $script } (U+{ $code }) não foi aceita porque nenhuma fonte deste computador consegue exibi-la; instale uma fonte para ela (pacote { $package }) ou digite o nome de outra forma

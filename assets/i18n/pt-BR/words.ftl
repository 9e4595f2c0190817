# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
# Side names, capitalised, all masculine: messages say "o { $colour }",
# "do { $colour }".
colour = { $name ->
    [red] Vermelho
    [blue] Azul
    [green] Verde
    [yellow] Amarelo
    [black] Preto
    [white] Branco
    [orange] Laranja
    [purple] Roxo
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
# Feminine: it counts "peças". reason-swap-too-soon selects on "uma" and
# "nenhuma", so change those there too if they change here.
count-word = { $n ->
    [0] nenhuma
    [1] uma
    [2] duas
    [3] três
    [4] quatro
    [5] cinco
    [6] seis
    [7] sete
    [8] oito
    [9] nove
    [10] dez
   *[other] { $n }
}

# A camp's name; $camp is the board's code for it.
# As it reads after "ponta" (f.): "a ponta superior esquerda".
camp-name = { $camp ->
    [top] superior
    [bottom] inferior
    [upper-left] superior esquerda
    [upper-right] superior direita
    [lower-left] inferior esquerda
    [lower-right] inferior direita
   *[other] { $camp }
}
# Between the items of a list ("red, blue") and between the parts of one
# sentence ("no turn may end in …; no piece may land in …").
list-separator = {", "}
clause-separator = {"; "}

## Verdicts

verdict-legal = válida
verdict-legal-swap = troca válida
verdict-illegal-clause = inválida (cláusula { $clause }): { $reason }
verdict-illegal = inválida: { $reason }

## Reasons a route is refused

reason-game-over = a partida terminou
reason-pass-while-movable = o { $colour } ainda tem uma jogada válida (por exemplo, { $example }), então não pode passar a vez
reason-empty-route = o percurso está vazio
reason-no-landing-after = o percurso não indica nenhuma casa de chegada depois de { $start }
reason-no-landing = o percurso não indica nenhuma casa de chegada
reason-no-piece = a casa { $start } está vazia: não há peça para mover
reason-not-movers-piece = em { $start } há uma peça do { $holder }, mas é a vez do { $mover }
reason-after-step = { $before }-{ $from } foi um passo, e um passo encerra a jogada: nada pode vir depois ({ $to })
reason-lands-again-start = o percurso volta a cair em { $hole }, a casa de onde a peça saiu
reason-lands-again = o percurso volta a cair em { $hole }, uma casa onde já tinha caído
reason-not-on-a-line = ir de { $from } a { $to } não é nem passo nem salto: as casas não estão na mesma linha
reason-step-after-hop = ir de { $from } a { $to } é um passo simples, que não pode vir depois de um salto
reason-leaves-board = a linha de { $from } a { $to } sai do tabuleiro
reason-long-jump = ir de { $from } a { $to } é um salto longo, e este cartão só permite saltos normais
reason-not-a-hop = ir de { $from } a { $to } não é nem passo nem salto: um salto cai duas casas adiante na mesma linha
reason-not-symmetric = ir de { $from } a { $to } não é nem passo nem salto: a ponte precisa ficar exatamente no meio do caminho
reason-no-bridge = sem ponte: { $bridge }, entre { $from } e { $to }, está vazia
reason-obstructed = { $hole } fica entre { $from } e { $to } e não está vazia: um salto longo precisa de casas vazias dos dois lados da ponte
reason-occupied-own = { $hole } está ocupada por outra peça do { $holder }: a casa de chegada precisa estar vazia
reason-occupied = { $hole } está ocupada por uma peça do { $holder }: a casa de chegada precisa estar vazia
reason-swap-from-home = em { $hole } há uma peça do { $holder }: a troca é só para a última peça que entra vindo de fora, e esta peça do { $colour } começou no destino
# $needed and $home are count-word's words, never 0 and 1 as numbers.
reason-swap-too-soon = em { $hole } há uma peça do { $holder }: a troca exige { $needed ->
        [uma] uma peça
       *[other] { $needed } peças
    } do { $colour } no destino, e o { $colour } { $home ->
        [nenhuma] não tem nenhuma
       *[other] tem { $home }
    }
reason-leaves-destination-started = esta peça do { $colour } começou no destino (em { $arrived }) e não pode cair fora dele (em { $to })
reason-leaves-destination-reached = esta peça do { $colour } chegou ao destino (em { $arrived }) e não pode cair fora dele (em { $to })
reason-ends-outside-destination = esta peça do { $colour } começou o turno no destino e precisa terminá-lo lá, não em { $end }
# Camp names carry their article ("a ponta…", "o centro"), which "em" would
# have to contract with: hence "pois ali é { $camp }".
reason-no-rest = o turno não pode terminar em { $end }, pois ali é { $camp } ({ $ban })
reason-no-entry = o { $colour } não pode cair em { $hole }, pois ali é { $camp } (outras pontas: no-entry)

## Camps

camp-centre = o centro
camp-start-of = a ponta de partida do { $colour } ({ $camp })
camp-destination-of = o destino do { $colour } ({ $camp })
camp-unused = a ponta sem uso ({ $camp })
camp-ban-unused-no-rest = pontas sem uso: no-rest
camp-ban-other-no-rest = outras pontas: no-rest
camp-ban-other-no-entry = outras pontas: no-entry
# What a restricted camp's holes say.
camp-restriction = Cláusula { $clause }: { $what }, pois aqui é { $camp } ({ $ban })
camp-short-restriction = { $what } (cláusula { $clause })
camp-barred-no-entry = nenhuma peça pode cair aqui
camp-barred-no-rest = nenhum turno pode terminar aqui
camp-marked-line = Marcado no tabuleiro, cláusula { $clause } — { $parts }.
camp-marked-no-rest = onde nenhum turno pode terminar: { $camps }
camp-marked-no-entry = onde nenhuma peça pode cair: { $camps }
camp-the-unused-one = a ponta sem uso ({ $camp })
camp-the-unused-many = as pontas sem uso ({ $camps })

## Routes and holes

route-empty = percurso vazio: informe casas ligadas por "-" (N2-M3) ou "pass"
route-unknown-hole = casa desconhecida no percurso: { $hole } (as casas vão de A1 a Q1)
hole-unknown = casa desconhecida: { $hole }

## Setting up a position

setup-empty = posição vazia: informe campos como red@bottom=N1,N2
setup-unknown-field = campo desconhecido { $field }: os campos válidos são COLOUR@CAMP=HOLES, turn=COLOUR ou passes=N
setup-repeated-field = campo informado duas vezes: { $field }
setup-bad-colour-case = cor inválida { $given }: as cores são escritas em minúsculas, por exemplo { $lower }
setup-bad-colour = cor inválida { $given }: as cores são palavras em minúsculas (a-z)
setup-repeated-colour = a cor { $colour } aparece duas vezes
setup-unknown-camp = ponta desconhecida { $camp }: as pontas válidas são top, bottom, upper-left, upper-right, lower-left ou lower-right
setup-missing-camp = { $colour } precisa de @CAMP: só numa posição de dois jogadores as pontas podem ser omitidas
setup-camp-taken = dois jogadores na mesma ponta: { $first } e { $second } estão na ponta { $camp }
setup-default-camp-taken = dois jogadores na mesma ponta: { $colour } ficou sem ponta e por isso ocupou a ponta { $camp } (padrão do { $seat ->
        [0] primeiro
       *[other] segundo
    } jogador), onde está { $other }; indique uma, por exemplo { $example }
setup-unknown-hole = casa desconhecida { $hole }: as casas vão de A1 a Q1 (linhas A-Q, numeradas a partir da esquerda)
setup-hole-twice = a casa { $hole } aparece duas vezes
setup-no-pieces = { $colour } não tem peças
setup-too-many-pieces = { $colour } tem { $count } peças: no máximo { $most }
setup-unknown-turn = turn={ $colour }: nenhum jogador tem essa cor
setup-bad-passes = valor de passes inválido { $given }: precisa ser um número inteiro, no máximo igual ao número de jogadores
setup-player-count = { $count ->
        [0] { $count } jogadores
        [one] { $count } jogador
       *[other] { $count } jogadores
    }: uma posição precisa de 2 a { $most }
option-unknown-value = --{ $option } { $given }: os valores válidos são { $choices }
clause-unknown = { $number } não é uma cláusula (o cartão tem as cláusulas 1 a 7)

## The card's clauses and options

clause-subject-setup = preparação
clause-subject-moving = movimento
clause-subject-destination = chegada ao destino
clause-subject-camps = pontas
clause-subject-blocking = bloqueio e fim da partida
clause-subject-passing = passar a vez
clause-subject-disputes = disputas
option-title-movement = Como as peças se movem
option-title-dest-lock = Permanecer no destino após chegar
option-title-completion = Terminar diante de um bloqueio
option-title-other-camps = Pontas dos outros jogadores
option-title-unused = Pontas sem uso
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = Cláusula { $clause }, { $title }: { $description } ({ $value })
option-movement-hops = um passo para uma casa vizinha, ou uma sequência de saltos normais, cada um sobre uma única peça adjacente
option-movement-long-jumps = como em "hops", mas um salto também pode ser longo: o mesmo número de casas vazias dos dois lados da ponte
option-dest-lock-never-leave = uma peça que chegou ao destino nunca mais cai fora dele
option-dest-lock-end-inside = uma peça que começa o turno no destino precisa terminá-lo lá
option-dest-lock-free = as peças que já chegaram podem sair do destino de novo
option-completion-swap = vence quem levar todas as peças ao destino; com nove lá dentro, a última pode trocar de casa com uma peça adversária que a impeça de entrar
option-completion-strict = vence quem levar todas as peças ao destino; uma peça adversária parada na última casa bloqueia a chegada
option-completion-occupied = vence quem não deixar nenhuma casa do destino vazia e tiver ao menos uma peça própria lá
option-other-camps-free = as pontas dos outros jogadores podem ser usadas como o resto do tabuleiro
option-other-camps-no-rest = é possível atravessar as pontas dos outros jogadores saltando, mas nenhum turno pode terminar nelas
option-other-camps-no-entry = não se pode cair em nenhuma casa das pontas dos outros jogadores (saltar sobre uma peça que esteja nelas é permitido)
option-unused-free = as pontas onde ninguém começa nem para onde ninguém vai são livres para passar por elas e parar nelas
option-unused-no-rest = as pontas sem uso podem ser atravessadas, mas nenhum turno pode terminar nelas

## Languages

language-unknown = { $given } não é um idioma disponível no Hopcard: { $known }

level-name = { $level ->
    [easy] fácil
    [medium] médio
    [strong] forte
   *[other] { $level }
}
proposal-pass = passar a vez

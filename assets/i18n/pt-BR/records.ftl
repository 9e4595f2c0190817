# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# "Game record" is "registro da partida", "dispute log" "registro de
# disputas", one dispute's record "registro de disputa"; a take-back is a
# "jogada desfeita" (as in app-records.ftl).

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole } ({ $colour })
dispute-piece-empty = { $hole } (casa vazia)
# Nothing chosen yet (no moving piece, no route).
# Stands for a piece (f.) and a route (m.), hence no adjective.
dispute-none-yet = a escolher
dispute-route-no-landing = { $route } (ainda sem casa de chegada)
# The resolutions, as the panel and the records name them.
# As the panel's buttons (app-records.ftl); "Retirada" agrees with "disputa".
dispute-resolution-apply = Aplicar o cartão
dispute-resolution-withdrawn = Retirada
dispute-resolution-change = Combinar uma mudança para uma nova partida
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = cláusula { $clause } { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = NENHUMA: a hora, as declarações e a resolução não podem ser conferidas (um registro de antes das impressões digitais de registro, ou um cuja impressão digital foi removida)
dispute-fingerprint-record = { $fingerprint } (cobre cada linha deste registro: compare-a com o papel)
dispute-fingerprint-chain = { $fingerprint } (cobre cada linha deste registro, a partida em que a disputa foi aberta e todas as disputas anteriores: compare-a com o papel)

## Why a dispute request was refused

dispute-error-none-open = não há nenhuma disputa aberta
dispute-error-unknown-player = não existe o jogador { $player }
dispute-error-no-route = a disputa ainda não indica nenhum percurso: clique na peça que se move e depois nas casas de chegada dela
dispute-error-empty-change = primeiro, escreva a mudança que os jogadores combinaram
# $problem says what is wrong with the typed text.
dispute-error-entry = o texto { $problem }

## A dispute record as text (labels padded so the values line up)
## The values start in column 17, as in English: the labels are the short
## forms of the panel's ("Percurso" for "Percurso proposto").

dispute-text-title-open = Disputa { $number } (aberta)
dispute-text-title-resolved = Disputa { $number } (resolvida)
dispute-text-raised-by = Aberta por:     { $name }
dispute-text-time = Data e hora:    { $time }
dispute-text-turn = Vez de:         { $name } (jogada { $move_number })
dispute-text-piece = Peça a mover:   { $piece }
dispute-text-route = Percurso:       { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = Cláusula:       { $clause }. { $text }
dispute-text-verdict = Veredito:       { $verdict }
dispute-text-rules = Regras:
dispute-text-position = Posição:        { $position }
dispute-text-statements = Declarações:
dispute-text-statement-by = { $name }:
dispute-text-no-statement = { $name }: (sem declaração)
dispute-text-no-resolution = Resolução:      nenhuma ainda (o tabuleiro está congelado)
dispute-text-resolution = Resolução:      { $resolution }, em { $time }
dispute-text-agreed-change = Mudança combinada:
dispute-text-next-card = Próximo cartão: { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = Efeito:         { $effect }
dispute-text-fingerprint = Impressão digital do registro: { $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = Legenda: . casa vazia, { $colours }, * peça a mover, 1-9 casas de chegada na ordem do percurso

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = disputa { $number }, campo `{ $field }`: { $problem }
dispute-record-no-such-seat = { $seat } não é um lugar desta partida
# $recorded and $derived are already quoted.
dispute-record-differs = o registro diz { $recorded }, mas o motor deduz { $derived } da posição, do percurso e das regras registrados
dispute-record-changed = alterado depois que o Hopcard gravou o registro (não corresponde mais à impressão digital do registro)
dispute-record-not-a-stamp = { $text } não é uma data e hora gravada pelo Hopcard (como 2025-03-14 19:30 UTC)
dispute-record-missing = ausente: o formato deste arquivo sempre guarda a impressão digital do registro, então ela foi removida à mão
dispute-record-out-of-sequence = é o registro { $place } do arquivo, mas tem o número { $number }: as disputas são numeradas 1, 2, 3… na ordem em que foram abertas (um registro duplicado, cortado ou movido à mão?)
dispute-record-open-before-last = ainda aberta, mas uma disputa posterior foi aberta (só a última pode estar aberta)
dispute-record-game-missing = ausente, mas um registro anterior o tem: desde que passou a fazê-lo, o Hopcard grava em cada disputa a partida em que ela foi aberta (removido à mão?)
dispute-record-other-game = indica uma partida que não é esta tal como estava quando a disputa foi aberta (cartão, início, lugares, jogadas e disputas anteriores): trazido de outra partida?
dispute-record-not-in-game = esta partida nunca esteve nessa posição antes dessa jogada (trazido de outra partida?)
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count ->
    [0] { $count } declarações
    [one] { $count } declaração
   *[other] { $count } declarações
}
dispute-record-players = { $count ->
    [0] { $count } jogadores
    [one] { $count } jogador
   *[other] { $count } jogadores
}

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Registro de disputas do Hopcard (formato { $version }): { $count ->
    [0] { $count } disputas
    [one] { $count } disputa
   *[other] { $count } disputas
}
dispute-log-not-text = não é um arquivo de texto (não está em UTF-8)
dispute-log-serialize = não foi possível gravar o registro de disputas: { $problem }
dispute-log-parse = não é um registro de disputas em RON: { $problem }
dispute-log-version-zero = versão 0: os registros de disputas começam na versão 1
dispute-log-record-missing = campo `record`: ausente, mas este formato de registro de disputas sempre guarda a impressão digital das disputas registradas (removida à mão?)
dispute-log-record-differs = campo `record`: as disputas registradas não correspondem mais à impressão digital do registro (uma disputa foi apagada, adicionada, alterada ou movida à mão)
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = campo `version`: ele diz { $version }, mas { $newer }: a versão foi rebaixada à mão?
dispute-log-newer-version = o formato { $version } do registro de disputas é mais novo do que este Hopcard entende (até { $known })
dispute-log-newer-seal = a disputa { $number } traz uma impressão digital de registro (`seal`), que o Hopcard grava a partir do formato 2
dispute-log-newer-rule-change = a disputa { $number } combina uma opção de regra para o próximo cartão, o que o Hopcard grava a partir do formato 2
dispute-log-newer-raised-in = a disputa { $number } indica a partida em que foi aberta (`raised_in`), o que o Hopcard grava a partir do formato 4

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name } ({ $colour })
game-error-nothing-to-take-back = não há nenhuma jogada para desfazer
game-error-frozen = o tabuleiro está congelado por uma disputa aberta: resolva-a ou retire-a primeiro
# The end of a game; $clause is the clause of the completion rule.
# Shown after "A partida terminou." (app-game-over), hence the past tense.
game-result-draw = Empate combinado: todos passaram a vez por uma rodada inteira; ninguém podia jogar.
game-result-win-swap = { $player } venceu com uma troca na entrada final (cláusula { $clause }): a última peça trocou de casa com a que bloqueava.
game-result-win-ten = { $player } venceu com todas as peças no destino (cláusula { $clause }).
game-result-win-available = { $player } venceu pela regra das casas disponíveis (cláusula { $clause }): não sobrou nenhuma casa vazia no destino.

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } com troca
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route } (troca na entrada final)
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line } (desfeita)
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = desfeita: { $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line } (contestada: { $count ->
    [one] disputa
   *[other] disputas
} { $numbers })
history-line-after-hint = { $line } (depois de uma dica)

## The game record as text ("Export game record")

game-record-title = Registro da partida do Hopcard
game-record-card = Cartão: versão { $version }, impressão digital { $fingerprint }, datado de { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = Jogadores: { $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player } controlado pelo computador ({ $level })
game-record-hints-off = Dicas: nenhuma (cláusula { $clause }: ninguém pede ao computador que sugira uma jogada)
game-record-hints-none = Dicas: nenhuma pedida
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = { $count ->
    [one] Dicas: uma, antes da jogada { $moves }
   *[other] Dicas: antes das jogadas { $moves }
}
game-record-taken-back = jogada { $number } ({ $who } { $route }) desfeita, com a concordância de todos os jogadores
# $ending is game-record-dispute-open or -ended.
game-record-dispute = Disputa { $number } na jogada { $move_number }, aberta por { $by }, cláusula { $clause }: { $route } ({ $ending })
game-record-dispute-open = ainda aberta
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }: { $effect }
game-record-result = Resultado: { $result }
game-record-not-finished = a partida não terminou; o jogo continua.
game-record-fingerprint = Impressão digital do registro: { $fingerprint } (a partida inteira até agora: jogadas, jogadas desfeitas, disputas; hopcard replay FILE --expect confere um arquivo com ela)

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $entries } entradas para { $seats } lugares (espera-se uma por lugar)
game-file-computer-seat = o lugar { $seat } é de uma pessoa (a confirmação dele não é a do computador, nível { $level })
game-file-hint-entries = { $entries } entradas, mas a partida tem { $moves } jogadas
game-file-hint-move = a jogada { $number } está fora de ordem ou não é uma jogada desta partida

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Cartão de regras do Hopcard, versão { $version } · impressão digital { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Cartão de regras do Hopcard, versão { $version }
# $title is card-text-title.
print-card-heading = { $title } · versão { $version }
print-heading-players = JOGADORES
# A player's line; $start and $goal are camp names.
# camp-name (words.ftl) reads after "ponta": "a ponta superior esquerda".
print-player = { $name } ({ $colour }): começa na ponta { $start } e vai para a ponta { $goal }
print-player-first = { $name } ({ $colour }): começa na ponta { $start }, vai para a ponta { $goal } e joga primeiro
print-label-fingerprint = Impressão digital
print-label-date = Data
print-label-rulebook = Manual de regras
print-label-changes = Mudanças combinadas
print-no-changes = nenhuma (as opções do próprio cartão)
print-label-replaces = Substitui
print-replaces = versão { $version } (impressão digital { $fingerprint }): { $changes }
print-label-takes-effect = Vale a partir de
print-confirm-how = Cada jogador confirma o cartão com seu nome ou suas iniciais e depois assina abaixo, a caneta.
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = assinatura de { $who }
print-heading-fingerprint = IMPRESSÃO DIGITAL
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = Para conferir um arquivo de cartão com esta folha: hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · página { $page } de { $pages }

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Registro de disputa do Hopcard
print-dispute-footer-card = Registro de disputa do Hopcard · versão { $version } do cartão, impressão digital { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Registro da disputa { $number } do Hopcard
print-dispute-title-many = Registros de disputas do Hopcard
# The sheet's title, on one unwrapped line in large type: kept as short as
# the English ("HOPCARD DISPUTE RECORD · dispute 3 (open)").
print-dispute-heading-open = HOPCARD · REGISTRO DA DISPUTA { $number } (aberta)
print-dispute-heading-resolved = HOPCARD · REGISTRO DA DISPUTA { $number } (resolvida)
print-label-game-card = Cartão da partida
print-game-card = versão { $version }, impressão digital { $fingerprint }
print-label-game-record = Impressão digital do registro da partida
print-game-record = { $fingerprint } (a partida inteira até agora: jogadas, jogadas desfeitas, disputas)
print-heading-signatures = ASSINATURAS
print-label-raised-by = Aberta por
print-label-time = Data e hora
print-label-turn = Vez de
print-turn = { $name } (jogada { $move_number })
print-label-piece = Peça que se move
print-label-route = Percurso proposto
print-label-clause = Cláusula citada
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = Veredito
print-label-rules = Regras
print-label-record = Impressão digital do registro
print-heading-statements = DECLARAÇÕES
print-no-statement = (sem declaração)
print-heading-resolution = RESOLUÇÃO
print-no-resolution = Nenhuma ainda: o tabuleiro fica congelado até que a disputa seja resolvida.
print-label-resolution = Resolução
print-resolution = { $resolution }, em { $time }
print-label-agreed-change = Mudança combinada
print-label-next-card = Próximo cartão
print-label-effect = Efeito
print-heading-board = O TABULEIRO QUANDO A DISPUTA FOI ABERTA
# Under the drawn board; $colours is "R = red, B = blue" (print-board-key-colour:
# the letter comes from the colour's code, so it need not be the initial of
# the Portuguese name: "R = Vermelho").
print-board-key = Legenda: os pontinhos cinza são casas vazias; cada peça traz a letra da sua cor ({ $colours }); a peça com um anel em volta é a que se move; 1, 2, … são as casas de chegada do percurso, na ordem. A fileira A fica no alto, a fileira Q embaixo.

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } não é um tamanho de papel: use a4 ou letter
print-error-font = não foi possível ler a fonte embutida
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = não é possível imprimir { $code } (escrita { $script }): nenhuma fonte deste computador tem esse caractere; instale uma fonte para ele (pacote { $package }) e imprima de novo
print-error-write = não foi possível gravar o PDF: { $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = percurso, posição, jogadores ou partida

print-board-key-colour = { $letter } = { $colour }

# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.
# Terms as in the glossary (glossary-pt-BR.md) and words.ftl: casa, ponta,
# ponte, salto, passo, percurso, destino, jogada, turno/vez, troca.
# The clauses address the players as house rules do ("parem", "registrem").

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = Preparação: dez peças para cada jogador; { $seating }. Quem começa: { $first }; depois, a vez passa de um jogador ao outro nessa ordem. { $hints }
# One seat of clause 1; $start and $goal are camp names.
# camp-name (words.ftl) reads after "ponta": "a ponta superior esquerda".
clause-text-seat = o { $colour } começa na ponta { $start } e vai para a ponta { $goal }
# Who moves first, when the card names no such player.
clause-text-first-player = o primeiro jogador
clause-text-hints-on = Qualquer jogador pode pedir ao computador que sugira uma jogada (uma dica).
clause-text-hints-off = Sem dicas: ninguém pede ao computador que sugira uma jogada.
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = Movimento: em cada turno, o jogador move uma das suas próprias peças: ou um passo para uma casa vizinha vazia, o que encerra a jogada, ou uma sequência de saltos{ $movement ->
        [long] , normais ou longos
       *[hops] {""}
    }. { $rule } A sequência pode parar depois de qualquer salto; ela nunca cai duas vezes na mesma casa nem volta à casa de onde a peça saiu, e essa casa conta como vazia enquanto a sequência dura. Nenhuma peça é retirada do tabuleiro.
clause-text-movement-hops = Cada salto passa sobre uma única peça adjacente, de qualquer cor (a ponte), e cai na casa vazia logo depois dela, em linha reta; não há saltos longos.
clause-text-movement-long = Um salto passa, em linha reta, sobre uma única peça de qualquer cor (a ponte), com tantas casas vazias depois da ponte quantas houver antes dela, e cai numa casa vazia; o salto normal é o caso mais curto.
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = Chegada ao destino: { $rule }
clause-text-dest-lock-every-landing = Depois que uma peça entra no seu destino, ela só pode cair em casas dentro dele; mover-se lá dentro é permitido. Chegar ainda não é vencer.
clause-text-dest-lock-turn-end = Uma peça que começa um turno no seu destino precisa terminar esse turno dentro dele; durante a sequência, ela pode sair saltando e voltar.
clause-text-dest-lock-off = As peças podem sair do destino de novo; só conta a posição final.
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = Pontas: a ponta de partida e o destino de cada jogador são sempre permitidos para ele. { $others } { $unused }
clause-text-other-camps-allowed = As pontas dos outros jogadores podem ser usadas como qualquer outra parte do tabuleiro.
clause-text-other-camps-no-rest = É permitido atravessar as pontas dos outros jogadores saltando, mas nenhum turno pode terminar nelas.
clause-text-other-camps-no-entry = Nenhuma peça pode cair na ponta de outro jogador, mas saltar sobre uma peça que esteja nela é permitido.
clause-text-other-camps-not-chosen = Pontas dos outros jogadores: REGRA AINDA NÃO ESCOLHIDA; com três jogadores ou mais, os jogadores precisam escolher esta regra antes de a partida começar.
clause-text-unused-usable = As pontas em que ninguém começa e para as quais ninguém vai ficam livres: pode-se passar por elas e parar nelas.
clause-text-unused-no-rest = As pontas em que ninguém começa e para as quais ninguém vai podem ser atravessadas, mas nenhum turno pode terminar nelas.
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = Bloqueio e fim da partida: { $rule }
clause-text-completion-swap = Vence quem tiver todas as peças no destino. Somente quando nove peças já estiverem lá e uma peça adversária impedir a entrada final da décima, que de outro modo seria válida, as duas peças podem trocar de casa, o que completa o destino do jogador. Não existe nenhuma outra troca nem captura.
clause-text-completion-ten = Vence quem tiver todas as peças no destino. Uma peça adversária parada na última casa simplesmente bloqueia a chegada; não existe troca nem captura.
clause-text-completion-available = Um jogador vence assim que nenhuma casa do seu destino estiver vazia e houver ao menos uma peça própria lá; as casas ocupadas por adversários contam como preenchidas.
# Clause 6.
clause-text-passing = Passar a vez: um jogador só pode passar a vez quando nenhuma das suas peças tiver um passo ou uma sequência de saltos válidos, o que se verifica peça por peça, em todas as direções. Se todos passarem a vez, um depois do outro, sem que ninguém jogue nem vença, a partida termina em empate combinado.
# Clause 7.
clause-text-disputes = Disputas: quando os jogadores discordarem, parem antes de mover qualquer peça e registrem a peça, o percurso, a cláusula e as casas. Este cartão decide; uma mudança de regra precisa de um novo cartão confirmado por todos e só vale a partir de uma nova partida.

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name } ({ $colour })
# A player whose name is still blank.
card-player-unnamed = Jogador { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
# It follows "Vale a partir de".
card-effective-new-game = uma nova partida (uma partida que já segue a versão { $version } mantém as suas regras)

## The printable card (text; "card show", "Export card as text")
## The lines below that are not labels are printed unwrapped: each stays
## within the card's 78 columns.

# The title; a printed card starting with it is told from a card file.
card-text-title = CARTÃO DE REGRAS DO HOPCARD
card-text-title-line = { $title } - versão { $version }
card-decides = Regras da casa combinadas pelos jogadores antes da partida. O cartão decide.
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = NÃO CONFIRMADO por { $players }: até que todos os jogadores confirmem, este cartão é apenas uma proposta.
# A player who moves first, in the list of players.
card-player-first = { $name } ({ $colour }, começa)
# A label before its value; the value follows after the space.
card-text-label = { $label }:{" "}
card-text-players = Jogadores/cores
card-text-date = Data: { $date }
card-text-rulebook = Jogo ou manual de regras consultado
card-rulebook-not-noted = não informado
card-text-no-changes = Mudanças combinadas: nenhuma (as opções do próprio cartão)
card-text-changes = Mudanças combinadas:
card-text-replaces = Esta versão substitui a versão { $version }, impressão digital { $fingerprint }
card-text-changed-from = Mudanças em relação à versão { $version }:
card-text-takes-effect = Vale a partir de
card-heading-clauses = AS SETE CLÁUSULAS
card-heading-confirmations = CONFIRMAÇÕES
card-text-confirm-how = Cada jogador confirma o cartão com seu nome ou iniciais, com data e hora:
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }: confirmado como “{ $by }” em { $time }
card-not-confirmed = { $who }: NÃO CONFIRMADO
card-text-fingerprint = Impressão digital: { $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = Compare-a com a cópia em papel: a mesma impressão digital significa o mesmo cartão (os mesmos jogadores, as mesmas escolhas e as mesmas palavras digitadas, seja qual for o idioma em que ele for impresso); qualquer mudança gera outra. Ela não é uma assinatura: qualquer pessoa pode calculá-la. Quem concordou é o que dizem as confirmações e as assinaturas de vocês a caneta.
card-status-no-fingerprint = Situação: ainda sem impressão digital (ela é tirada quando a partida começa)
card-status-matches = Situação: sem alterações desde que a impressão digital foi tirada
card-status-changed = Situação: ALTERADO APÓS TIRADA A IMPRESSÃO DIGITAL; todos devem reconfirmá-lo

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = cláusula { $clause } { $option }: { $value }
card-change-no-hints = cláusula { $clause } sem dicas: ninguém pede ao computador que sugira uma jogada
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = cláusula { $clause }, mudança combinada na disputa { $dispute } (jogada { $move_number }, versão { $version } do cartão): { $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = cláusula { $clause } { $rule }, mudança combinada na disputa { $dispute } (jogada { $move_number }, versão { $version } do cartão): { $change }
# What a new version changes from the one it replaces.
card-change-version-option = cláusula { $clause } { $option }: { $before } passa a ser { $after }
card-change-free-withdrawn = as outras mudanças combinadas foram retiradas
card-change-free-now = as outras mudanças combinadas agora dizem: { $text }
card-change-none = as regras são as da versão { $version }

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 de fevereiro de 1999": month names are lowercase in Portuguese.
date-long = { $day } de { $month } de { $year }
# A calendar's heading, "fevereiro de 1999".
date-month-year = { $month } de { $year }
date-month-1 = janeiro
date-month-2 = fevereiro
date-month-3 = março
date-month-4 = abril
date-month-5 = maio
date-month-6 = junho
date-month-7 = julho
date-month-8 = agosto
date-month-9 = setembro
date-month-10 = outubro
date-month-11 = novembro
date-month-12 = dezembro
# $text is what was typed, already quoted. The typed form stays AAAA-MM-DD
# (as setup-date-format in app-play.ftl).
date-error-form = data inválida { $text }: use o formato AAAA-MM-DD, por exemplo 2026-11-30
date-error-no-such-day = data inválida { $text }: esse dia não existe

## Fields of the card, as its errors name them ("player 2's name has …")
# Each is followed by an entry- message (errors.ftl) whose verb is singular
# ("contém", "tem"), so plural fields are named as "o texto de …".

card-field-name = o nome do jogador { $player }
card-field-colour = a cor do jogador { $player }
card-field-initials = o texto das iniciais do jogador { $player }
card-field-time = a hora da confirmação do jogador { $player }
card-field-rulebook = o manual de regras
card-field-changes = o texto das mudanças combinadas
card-field-effective = o campo “Vale a partir de”
card-field-dispute-change = uma mudança combinada numa disputa
card-field-earlier-changes = o texto das mudanças combinadas da versão anterior
card-field-earlier-fingerprint = a impressão digital anterior

## The fingerprint

card-seal-no-fingerprint = ainda sem impressão digital
card-seal-matches = sem alterações desde que a impressão digital foi tirada
card-seal-changed = alterado depois que a impressão digital foi tirada
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } não é uma impressão digital: use 16 dígitos hexadecimais em grupos de quatro, como 1A2B-3C4D-5E6F-7081 (ou todos os 64 dígitos)

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = tem { $bytes } bytes, grande demais para um cartão de regras (no máximo { $max })
card-error-not-text = não é um arquivo de texto (não está em UTF-8)
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = é { $form ->
    [pdf] o PDF
   *[text] o texto
} de um cartão para impressão, feito para ler e assinar no papel; só o arquivo do cartão (RON, gerado por “card new” ou por “Exportar cartão como RON”) pode ser verificado ou importado
card-error-syntax = não é um cartão de regras legível: { $problem }
card-error-invalid = não é um cartão de regras utilizável: { $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] texto
}
card-shape-player-count = { $count ->
    [one] indica { $count } jogador; um cartão tem de 2 a 6
   *[other] indica { $count } jogadores; um cartão tem de 2 a 6
}
card-shape-confirmation-slots = indica { $players } jogadores, mas tem { $slots } campos de confirmação
card-shape-first = o jogador { $first } começa, mas o cartão indica { $players } jogadores
card-shape-version-zero = versão 0: as versões começam em 1
card-shape-no-such-date = a data { $date } não existe
card-shape-supersedes = a versão { $version } não pode substituir a versão { $previous }

## Why a card cannot start a game yet

card-problem-missing-name = o jogador { $player } precisa de um nome
# $colour is the colour's name (Vermelho…), used with its article as in words.ftl.
card-problem-same-colour = dois jogadores escolheram o { $colour }: as cores precisam ser diferentes
card-problem-player-count = { $count ->
    [0] não há lugares para { $count } jogadores: o tabuleiro tem pontas de partida para 2, 3, 4 ou 6 jogadores
    [one] não há lugares para { $count } jogador: o tabuleiro tem pontas de partida para 2, 3, 4 ou 6 jogadores
   *[other] não há lugares para { $count } jogadores: o tabuleiro tem pontas de partida para 2, 3, 4 ou 6 jogadores
}
card-problem-other-camps = com três jogadores ou mais, escolha explicitamente a regra das pontas dos outros jogadores (cláusula { $clause })
card-problem-not-confirmed = { $name } ainda não confirmou o cartão
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field } { $problem }

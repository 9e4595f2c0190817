# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.
# "Write" a file is "gravar"; "expected one of" is "os valores válidos são"
# (as option-unknown-value in words.ftl).

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop grava um atalho freedesktop; serve apenas para ambientes de área de trabalho Linux e BSD
cli-install-no-home = não foi possível encontrar a pasta pessoal onde instalar
cli-install-no-executable = não foi possível encontrar o executável em execução: { $cause }
cli-install-not-utf8 = o caminho do executável { $path } não é UTF-8 válido; um atalho da área de trabalho não pode indicá-lo
cli-install-line-break = o caminho do executável { $path } contém uma quebra de linha
cli-install-bad-target = { $path } não tem pasta-mãe ou nome de arquivo
cli-install-create-dir = não foi possível criar { $path }: { $cause }
cli-install-write = não foi possível gravar { $path }: { $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = executado: { $tool } { $path }
cli-install-cache-missing = { $tool } não está instalado; etapa ignorada
cli-install-cache-failed = { $tool } { $path } falhou ({ $why }); os arquivos foram instalados

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = posição inválida: { $error }
cli-missing-route = falta o percurso
cli-bad-route = percurso inválido: { $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }: os valores válidos são { $values }
cli-with-card = --{ $flag } não pode ser combinado com --card: o cartão define as regras
cli-card-flag = --card { $error }
cli-unknown-level = nível desconhecido { $given }: os valores válidos são greedy, easy, medium ou strong
cli-table = { $players ->
    [0] { $players } jogadores: uma mesa comporta 2, 3, 4 ou 6
    [one] { $players } jogador: uma mesa comporta 2, 3, 4 ou 6
   *[other] { $players } jogadores: uma mesa comporta 2, 3, 4 ou 6
}
cli-openings = --openings { $path }: { $error }
# A file, and what is wrong with it.
cli-path-error = { $path }: { $error }
cli-no-such-dispute = { $path }: não existe a disputa { $number }
cli-no-dispute = { $path }: nenhuma disputa para imprimir
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } já existe: escolha outro nome ou acrescente --replace para substituí-lo
cli-same-as-input = { $path } é o arquivo que está sendo lido: escolha outro nome para a saída
cli-player-form = --player { $given }: o formato esperado é COLOUR:NAME, por exemplo red:Ana
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }: a cor precisa ser uma palavra em minúsculas, por exemplo { $colours }
cli-player-no-name = --player { $given }: falta o nome
cli-player-count = --player informado { $count ->
    [0] { $count } vezes
    [one] { $count } vez
   *[other] { $count } vezes
}: um cartão tem 2, 3, 4 ou 6 jogadores
cli-confirm-form = --confirm { $given }: o formato esperado é COLOUR:INITIALS, por exemplo red:AB
cli-confirm-no-colour = --confirm { $given }: nenhum --player tem essa cor
cli-confirm-no-initials = --confirm { $given }: faltam as iniciais
# $problem is one of the entry- messages.
# The entry- messages start with a verb in the singular: "o texto das iniciais".
cli-confirm-initials = --confirm { $given }: o texto das iniciais { $problem }
cli-confirm-no-seat = --confirm { $given }: esse lugar não existe
cli-confirm-already = --confirm { $given }: esse jogador já confirmou
cli-date = --date: { $error }
cli-first = --first { $given }: nenhum --player tem essa cor
cli-not-ready = não é possível criar o cartão: { $problem }
cli-not-ready-hint = não é possível criar o cartão: { $problem } (acrescente --other-camps allowed|no-rest|no-entry)
cli-not-a-file = { $path } não é nem um subcomando nem um arquivo (veja hopcard --help)
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {", "}
cli-card-unconfirmed = { $path }: o cartão não foi confirmado por { $missing }; só um cartão confirmado por todos os jogadores, e sem alterações desde então, define as regras (veja hopcard card verify)
cli-card-changed = { $path }: o cartão foi alterado depois que a impressão digital foi tirada (a impressão digital não confere); só um cartão confirmado por todos os jogadores, e sem alterações desde então, define as regras (veja hopcard card verify)
cli-card-no-fingerprint = { $path }: o cartão ainda não tem impressão digital; só um cartão confirmado por todos os jogadores, e sem alterações desde então, define as regras (veja hopcard card verify)

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } é { $kind ->
    [folder] uma pasta
    [fifo] um FIFO (pipe nomeado)
    [char-device] um dispositivo de caracteres
    [block-device] um dispositivo de blocos
    [socket] um socket
   *[special] um arquivo especial
}, não um arquivo comum: era esperado { $expected ->
    [card] um cartão de regras
    [game] um arquivo de partida
   *[log] um registro de disputas ou um arquivo de partida
}
cli-input-too-large = { $path } tem { $bytes } bytes, grande demais para { $expected ->
    [card] um cartão de regras
    [game] um arquivo de partida
   *[log] um registro de disputas ou um arquivo de partida
} (no máximo { $cap })

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = não confirmado por { $missing } (acrescente --confirm COLOUR:INITIALS para cada jogador presente)
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = { $path } gravado (versão { $version } do cartão, impressão digital { $fingerprint }, { $paper })
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = sem alterações desde que a impressão digital foi tirada: { $fingerprint } ({ $path })
cli-verify-changed = ALTERADO depois que a impressão digital foi tirada: agora ela é { $fingerprint } ({ $path })
cli-verify-no-fingerprint = ainda sem impressão digital: ela seria { $fingerprint } ({ $path })
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = confere com a impressão digital no papel, { $paper }
cli-verify-paper-differs = DIFERENTE da impressão digital no papel: era esperada { $paper }; o arquivo tem { $fingerprint }
cli-verify-unconfirmed = não confirmado por { $missing }

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = registro da partida
cli-fp-dispute = disputa { $number }
cli-fp-matches = confere com a impressão digital no papel: { $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = DIFERENTE da impressão digital no papel: era esperada { $paper }; no arquivo: { $found }
cli-fp-differs-none = DIFERENTE da impressão digital no papel: era esperada { $paper }, mas o arquivo não traz nenhuma impressão digital
cli-fp-no-dispute = DIFERENTE da impressão digital no papel: era esperada { $paper }, mas o arquivo não tem a disputa { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = Impressão digital do registro da partida: { $fingerprint } (a partida inteira até agora: jogadas, jogadas desfeitas, disputas)
cli-dispute-pdf-wrote = { $path } gravado ({ $count ->
    [one] { $count } registro de disputa
   *[other] { $count } registros de disputas
}, { $paper })

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = { $path } gravado
cli-output-failed = não foi possível gravar a saída: { $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }; você quis dizer { $suggestion }?
# $command is the command typed (hopcard card new).
cli-usage-more = Para mais informações, tente: { $command } --help
cli-usage-unexpected = argumento inesperado { $given }
cli-usage-unexpected-dash = argumento inesperado { $given } (para passá-lo como valor, coloque -- antes dele)
cli-usage-unexpected-after = argumento inesperado { $given } depois de { $prior }
cli-usage-unknown-subcommand = subcomando desconhecido { $given }
cli-usage-needs-value = { $arg } precisa de um valor
cli-usage-expected-one-of = { $arg } { $given }: os valores válidos são { $values }
cli-usage-not-a-value = { $arg } { $given }: não é um valor aceito
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }: { $why }
cli-usage-unexpected-value = valor inesperado { $given } depois de { $arg }
cli-usage-values = { $arg } recebe { $wanted ->
    [one] { $wanted } valor
   *[other] { $wanted } valores
}; informados: { $given }
# $args are the missing arguments' names.
cli-usage-missing = falta informar { $args }
cli-usage-missing-argument = falta um argumento
cli-usage-needs-subcommand = { $command } precisa de um subcomando
cli-usage-needs-subcommand-of = { $command } precisa de um subcomando: { $valid }
cli-usage-no-equals = { $arg } precisa do valor depois de "="
cli-usage-not-utf8 = um argumento não é texto UTF-8
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = este argumento
cli-usage-more-than-once = { $arg } não pode ser informado mais de uma vez
cli-usage-conflict = { $arg } não pode ser usado com { $others }
cli-usage-conflict-others = { $arg } não pode ser usado com os outros argumentos
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
# Plies are "lances" (one player's move each), to keep them apart from
# the game's numbered "jogadas".
cli-match-game = partida { $number }: { $result } após { $plies } lances: { $last }
    {"  "}{ $back } lances antes do fim: { $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = a profundidade { $depth } do perft é grande demais: no máximo { $max }
cli-perft-progress = perft { $depth }: { $secs } s
cli-perft-progress-moves = perft { $depth }: { $done } de { $total } jogadas da raiz, { $secs } s
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = interrompido em { $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = compilado sem o aplicativo de área de trabalho (feature "desktop"); use um subcomando (hopcard --help)

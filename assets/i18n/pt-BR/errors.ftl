# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).
# "Write" a file is "gravar", "save" a game "salvar", "keep" a game aside
# "guardar" (as in app-records.ftl); menu paths as in app-play.ftl
# (Jogo > Recuperar…, Jogo > Salvar como…).

## File primitives (fsio)

fsio-write-name = { $path }: não foi possível usá-lo, pois não é um caminho de arquivo: { $cause }
fsio-write-create-folder = { $path }: não foi possível criar a pasta dele: { $cause }
fsio-write-create-temporary = { $path }: não foi possível criar um arquivo temporário ao lado dele: { $cause }
fsio-write-write = { $path }: não foi possível gravá-lo: { $cause }
fsio-write-sync = { $path }: não foi possível sincronizá-lo com o disco: { $cause }
fsio-write-replace = { $path }: não foi possível substituí-lo: { $cause }
fsio-write-create = { $path }: não foi possível criá-lo: { $cause }
fsio-write-keep = { $path }: não foi possível guardar uma cópia dele: { $cause }
fsio-write-forbidden-name = { $path }: não foi possível salvá-lo com esse nome: { $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] uma pasta
    [fifo] um pipe nomeado
   *[special] um dispositivo ou outro arquivo especial
}
# After a file's path.
fsio-read-io = não pode ser lido: { $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] é uma pasta, não um arquivo comum, por isso não foi lido
    [fifo] é um pipe nomeado, não um arquivo comum, por isso não foi lido
   *[special] é um dispositivo ou outro arquivo especial, não um arquivo comum, por isso não foi lido
}
# After a file's path.
fsio-read-too-large = é grande demais ({ $bytes } bytes; são lidos no máximo { $cap })
fsio-cause-no-file-name = falta o nome do arquivo
fsio-cause-every-name-taken = todos os nomes já estão em uso
fsio-cause-never-replaced = { $kind ->
    [folder] é uma pasta, não um arquivo comum, por isso nunca é substituído
    [fifo] é um pipe nomeado, não um arquivo comum, por isso nunca é substituído
   *[special] é um dispositivo ou outro arquivo especial, não um arquivo comum, por isso nunca é substituído
}
fsio-cause-held = outro programa está com ele aberto (um editor, um backup ou um antivírus): feche-o nesse programa e tente de novo ({ $cause })
# $device is the name in quotes.
fsio-name-device = o Windows reserva o nome { $device } para um dispositivo, mesmo com extensão: escolha outro nome
fsio-name-trailing = o Windows descarta um ponto ou espaço no fim do nome de um arquivo, que seria salvo com outro nome: remova-o
# $code is like U+0009.
fsio-name-control = nomes de arquivo do Windows não podem conter o caractere de controle { $code }: remova-o
fsio-name-character = nomes de arquivo do Windows não podem conter “{ $character }”: escolha outro nome

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }: era esperado um valor
quote-too-deep = { $line }:{ $column }: parênteses ou colchetes aninhados demais (nenhum arquivo do Hopcard tem tantos níveis)
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }: { $word } não pode ser um nome aqui
quote-open-comment = { $line }:{ $column }: um comentário que nunca é fechado
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }… ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} no total)

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.
## The field is named in the singular ("o nome do jogador 2", "o texto"),
## so each of these starts with a verb in the singular.

entry-line-break = precisa ter uma só linha (contém uma quebra de linha)
entry-control = contém o caractere de controle { $code }, que não pode ser impresso
entry-direction-mark = contém a marca de direção invisível { $code }, que reordenaria o texto
entry-invisible = contém o caractere invisível { $code }, que não apareceria no cartão
entry-blank-looking = contém { $code }, um caractere que parece em branco, mas não é um espaço
entry-private-use = contém o caractere de uso privado { $code }, que cada fonte mostra de um jeito
entry-not-a-character = contém { $code }, que não é um caractere conhecido pelo Hopcard
entry-card-line = contém “{ $character }”, que poderia fazê-lo parecer outra linha do cartão
entry-too-long = { $chars ->
    [one] tem { $chars } caractere; cabem no máximo { $max }
   *[other] tem { $chars } caracteres; cabem no máximo { $max }
}

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = nível desconhecido { $given }: os valores válidos são greedy, easy, medium ou strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = tem um registro de disputa que não confere: { $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = campo `{ $field }`: { $why }
storage-too-large = é grande demais para ser um arquivo de partida ({ $bytes } bytes; no máximo { $cap })
storage-not-text = não é um arquivo de texto (não está em UTF-8), portanto não é um arquivo de partida
storage-syntax = não é um arquivo de partida legível (danificado ou incompleto?): { $problem }
storage-newer-format = foi gravado por um Hopcard mais novo (formato de arquivo { $format }; esta versão lê até o { $latest })
storage-card = contém um cartão que não combina com a sua partida: { $problem }
storage-replay = tem um histórico que não pode ser reproduzido: evento { $event }: { $reason }
storage-mismatch = não está de acordo com o próprio histórico (editado à mão?): { $problem }
# RON is the name of the file format.
storage-serialize = não foi possível gravar a partida como RON: { $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = a posição guardada é { $stored }, mas as jogadas levam a { $replayed }
storage-plies-differ = a lista de jogadas mantidas (não desfeitas) difere do histórico
# $stored and $replayed are status lines in quotes.
storage-status-differs = a situação guardada é { $stored }, mas as jogadas levam a { $replayed }
storage-record-fingerprint = a partida não corresponde mais à impressão digital do seu registro (uma jogada, uma jogada desfeita ou uma disputa foi apagada, adicionada, alterada ou movida à mão)
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = ele diz { $format }, mas { $what }: o formato foi rebaixado à mão?
storage-lowered-record = o arquivo traz a impressão digital do registro da partida (`record`), que o Hopcard grava a partir do formato 2
storage-lowered-raised-in = a disputa { $number } indica a partida em que foi aberta (`raised_in`), o que o Hopcard grava a partir do formato 3
storage-saved-not-a-time = { $saved } não é uma data e hora gravada pelo Hopcard (como 2025-03-14 19:30 UTC)
storage-status-empty = vazio, mas o Hopcard sempre grava a linha de situação
storage-record-missing = ausente, mas este formato de arquivo sempre guarda a impressão digital do registro (removida à mão?)
storage-dispute-rules = disputa { $number }: ela foi julgada por regras que não são as do cartão
storage-card-slots = { $players } jogadores, mas { $slots ->
    [0] { $slots } campos de confirmação
    [one] { $slots } campo de confirmação
   *[other] { $slots } campos de confirmação
}
storage-card-first = o jogador { $first } começa, mas o cartão indica { $players ->
    [0] { $players } jogadores
    [one] { $players } jogador
   *[other] { $players } jogadores
}
# $seal is how the card stands (unconfirmed, changed after confirming…).
# $seal is card-seal-* (card.ftl): "o cartão está sem alterações desde …".
storage-card-seal = o cartão está { $seal }
storage-card-start = a posição inicial { $start } não é a do cartão, { $card }
storage-replay-differs = o número da jogada, o jogador ou a marca de troca não é o que o motor registrou

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = Não foi possível ler a partida salva automaticamente ({ $problem }). Ela foi movida, sem alterações, para { $path }.
session-damaged-preferences-kept = Não foi possível ler suas preferências ({ $problem }). Elas foram guardadas, sem alterações, em { $path }, e os padrões estão sendo usados.
session-damaged-preferences = Não foi possível ler suas preferências ({ $problem }); os padrões estão sendo usados.
session-folder-unwritable = Não é possível gravar na pasta de dados do Hopcard, { $path } ({ $problem }); por isso, esta janela não salva nada automaticamente nem guarda partidas: salve sua partida num arquivo (Jogo > Salvar como…).
session-autosave-off = A partida salva automaticamente em { $path } não pôde ser lida ({ $problem }) nem movida; por isso, o salvamento automático está desativado nesta janela, e esse arquivo fica como está.
# $kept is how many of its entries were kept.
session-damaged-recent = A lista de partidas recentes estava danificada; ela foi movida para { $path } e { $kept ->
    [0] nenhuma das suas entradas pôde ser lida
    [one] { $kept } entrada legível foi mantida
   *[other] as { $kept } entradas legíveis foram mantidas
}.
session-finished-kept = A partida terminada da última vez foi guardada como { $path } (Jogo > Recuperar…).
session-separate-kept = A partida de uma segunda janela foi guardada como { $path } (Jogo > Recuperar…).
# $holds is one of the session-holds- messages.
session-foreign-file = Ela foi salva em { $path }, mas esse arquivo { $holds }; por isso, agora ela não pertence a nenhum arquivo: Salvar vai perguntar onde salvá-la.
session-newest-in-file = A cópia mais recente dela é o seu arquivo, { $path }.
session-belongs-to = Ela pertence ao arquivo { $path }.
session-behind = Não salva desde a jogada { $since }: { $cause }
session-file-failure = Não salva em { $path }: { $cause }
session-other-kept = O que ele continha foi guardado como { $path } (Jogo > Recuperar…).
session-other-not-kept = Não foi possível guardar à parte o que ele continha: { $why }.
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } contém { $holds }, não esta partida; por isso, não foi substituído.
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } contém { $holds }, não esta partida; por isso, não foi substituído. { $kept }
session-no-game = ainda não há nenhuma partida
session-read-only = esta janela mostra a partida somente para leitura (outra janela do Hopcard está jogando esta partida)
session-case-open = as disputas pertencem à partida: volte para ela primeiro
session-keep-failed = não foi possível guardar a partida atual para recuperação; por isso, ela não foi substituída: { $cause }
session-not-saved = a partida não foi salva: { $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] a declaração
   *[change] a mudança combinada
} tem { $chars ->
    [one] { $chars } caractere
   *[other] { $chars } caracteres
}; cabem no máximo { $max }, por isso ela não foi alterada
session-too-large = isso deixaria a partida com { $bytes } bytes, mais do que um arquivo de partida pode conter ({ $cap }); por isso, nada mudou
session-recent-not-stored = a lista de partidas recentes não foi guardada: { $cause }
session-slot-locked = outra janela do Hopcard está jogando a partida salva automaticamente (a trava { $path } está em uso)
session-slots-busy = todos os { $count } espaços de salvamento automático estão em uso
session-game-too-large = a partida ocuparia { $bytes } bytes, mais do que os { $cap } que um arquivo de partida pode conter
session-no-folder-to-keep = não há nenhuma pasta onde guardá-la
# The status line when another window took this window's autosave.
session-slot-lost = outra janela do Hopcard agora salva automaticamente aqui (a pasta de dados foi apagada ou substituída enquanto esta janela estava aberta); por isso, esta janela parou de salvar automaticamente: salve a partida num arquivo
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = não existe mais
# $game is session-describe or session-describe-finished.
session-holds-another-game = contém outra partida ({ $game })
session-holds-unreadable = não pode ser lido como partida ({ $problem })
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = algo que { $problem }
session-other-holds-later = uma cópia mais recente desta partida ({ $game })
session-other-holds-another = outra partida ({ $game })
session-other-holds-not-a-game = algo que não é uma partida que o Hopcard consiga ler (o arquivo { $problem })
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}
session-describe-finished = { $players }, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, terminada
session-not-kept-unreadable = não foi possível lê-lo
session-not-kept-no-folder = esta janela não tem pasta de dados onde guardá-lo
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first } e { $last }
session-players-separator = {", "}

session-holds-not-this-game = ele contém { $holds }, não esta partida

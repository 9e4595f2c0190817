# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.
# Menu words as in app-play.ftl: Jogo > Recuperar…, Jogo > Salvar.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = Disputa { $number } resolvida ({ $resolution }): { $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = Tabuleiro congelado pela disputa { $number }: clique na peça que se move
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = Tabuleiro congelado pela disputa { $number }: clique nas casas do percurso, na ordem
dispute-panel-heading = Disputa { $number } (aberta)
dispute-panel-frozen = O tabuleiro está congelado: registre a divergência e depois resolva a disputa.
dispute-panel-position = Posição no momento da disputa (todas as casas):
dispute-panel-raised-by = Aberta por:
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = Aberta por { $name }
dispute-panel-time = Data e hora: { $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = Vez de: { $name } (jogada { $number })
dispute-panel-piece-none = Peça que se move: clique nela no tabuleiro
dispute-panel-piece = Peça que se move: { $hole }
dispute-panel-route = Percurso proposto: { $route }
dispute-panel-remove-last = Remover última casa
dispute-panel-clear-route = Limpar peça e percurso
dispute-panel-verdict = Veredito segundo o cartão da partida: { $verdict }
dispute-panel-clause-cited = Cláusula citada:
# A choice of the clause the dispute cites.
dispute-panel-clause = Cláusula { $clause }
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = Declaração de { $name }
dispute-panel-resolve = Resolver
dispute-panel-apply = Aplicar o cartão
dispute-panel-apply-allows = O cartão permite: a jogada { $route } será feita.
dispute-panel-apply-refuses = O cartão não permite: nenhuma peça se move.
dispute-panel-apply-not-yet = Escolha primeiro a peça e pelo menos uma casa de chegada
dispute-panel-withdraw = Retirar a disputa
dispute-panel-withdraw-hint = Nada muda; o jogo continua
dispute-panel-agreed-change = Mudança combinada (vale a partir de uma nova partida)
dispute-panel-rule-none = nenhuma: a mudança está descrita com nossas palavras
dispute-panel-rule-change = Mudança de regra para o próximo cartão
dispute-panel-agree = Combinar uma mudança para uma nova partida
dispute-panel-agree-hint = O cartão da próxima partida traz a mudança, e todos os jogadores o confirmam; esta partida mantém o seu cartão
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = cláusula { $clause } { $option }: { $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = Imagem da posição disputada, percurso { $route }
dispute-panel-record-fingerprint = Impressão digital do registro da partida: { $fingerprint } (a partida inteira até agora: jogadas, jogadas desfeitas, disputas)
# The dispute log window's title.
dispute-panel-window = Disputas
dispute-panel-export-text = Exportar como texto…
dispute-panel-export-ron = Exportar como RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = Copiar a impressão digital do registro da partida
dispute-panel-no-disputes = Nenhuma disputa nesta partida.
dispute-panel-exported = Registro de disputas gravado em { $path }
dispute-panel-not-exported = Não foi possível exportar o registro de disputas: { $error }

## The agreement card window and the Game menu's card entries

card-view-show = Mostrar o cartão
card-view-show-not-yet = Quando todos os jogadores tiverem confirmado o cartão no formulário da nova partida.
card-view-menu-export-text = Exportar cartão como texto…
card-view-menu-export-ron = Exportar cartão como RON…
card-view-menu-import = Importar cartão…
card-view-exported = Cartão exportado para { $path } (impressão digital { $fingerprint })
card-view-not-exported = O cartão não foi exportado: { $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = Cartão importado de { $name }: versão { $version }, sem alterações desde que a impressão digital foi tirada. Comece uma nova partida com estas regras ou altere o cartão (o que retira as confirmações).
card-view-imported-changed = Cartão importado de { $name }: versão { $version }, ALTERADO DEPOIS QUE A IMPRESSÃO DIGITAL FOI TIRADA. Confira cada linha; cada jogador precisa confirmá-lo de novo.
card-view-imported-unsealed = Cartão importado de { $name }: versão { $version }, ainda sem impressão digital. Cada jogador precisa confirmá-lo.
card-view-proposed-change = Mudança proposta: versão { $next } do cartão. A partida em andamento mantém a versão { $version } até o fim; esta versão passa a valer quando todos os jogadores a confirmarem e uma nova partida for começada com ela.
# One player in the card's list of players.
card-view-player = { $name } ({ $colour })
card-view-players = Jogadores: { $players }
card-view-date = Data: { $date }
card-view-rulebook = Jogo ou manual de regras consultado: { $rulebook }
card-view-rulebook-none = Jogo ou manual de regras consultado: não informado
card-view-changes = Mudanças combinadas: { $changes }
card-view-changes-none = Mudanças combinadas: nenhuma
card-view-replaces = Substitui a versão { $version }: { $changes }
card-view-effective = Vale a partir de: { $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name } confirmou como “{ $by }” em { $time }
card-view-not-confirmed = { $name } NÃO confirmou
card-view-fingerprint = Impressão digital: { $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = Copiar a impressão digital do cartão
card-view-status = Situação do cartão: { $seal }
card-view-unconfirmed = Não confirmado por { $names }
card-view-copy = Copiar
card-view-copy-hint = Copiar a impressão digital inteira (64 dígitos) para a área de transferência
card-view-export-pdf = Exportar como PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = em
# The US paper size.
card-view-paper-letter = Carta
# The card window's title.
card-view-window = O cartão de regras
card-view-read-only = Somente leitura: as regras de uma partida em andamento nunca mudam.
card-view-setup-confirmed = O cartão tal como todos os jogadores o confirmaram: a partida que você começar segue este cartão. Qualquer mudança no formulário retira as confirmações.
card-view-setup-changed = Alterado depois que todos os jogadores o confirmaram: é preciso confirmá-lo de novo para exportá-lo ou imprimi-lo.
card-view-version = Versão { $version }
card-view-export-text = Exportar como texto…
card-view-export-ron = Exportar como RON…
card-view-propose = Propor uma mudança

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = cláusula { $clause }, { $title }: { $from } → { $to }
card-changes-option-long-unchosen = cláusula { $clause }, { $title }: { $from } → sem escolha (com três jogadores ou mais, é preciso escolher)
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = cláusula { $clause } { $from } → { $to }
card-changes-option-short-unchosen = cláusula { $clause } { $from } → a escolher
card-changes-player-removed = Jogador { $number } removido
card-changes-player-removed-named = Jogador { $number } ({ $name }) removido
card-changes-player-added = Jogador { $number } ({ $colour }) adicionado
card-changes-other-camps-to-choose = cláusula { $clause }: regra das pontas dos outros a escolher
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count ->
    [one] { $count } jogador: { $changes }.
   *[other] { $count } jogadores: { $changes }.
}
card-changes-seats-withdrawn = { $count ->
    [one] { $count } jogador: { $changes }. Confirmações retiradas.
   *[other] { $count } jogadores: { $changes }. Confirmações retiradas.
}
card-changes-far-after = O cartão tem a data { $date }, mais de um ano depois de hoje ({ $today }): está certo?
card-changes-far-before = O cartão tem a data { $date }, mais de um ano antes de hoje ({ $today }): está certo?

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = Revendo: o tabuleiro depois da jogada { $number } de { $moves }, { $player } { $proposal }
review-start = Revendo: o início, antes da jogada 1 de { $moves }
review-back = Voltar
# The keys that do the same (hover text).
review-back-keys = Page Up ou Seta para a esquerda
review-forward = Avançar
review-forward-keys = Page Down ou Seta para a direita
review-exit = Voltar à partida
review-exit-key = Esc
review-continue = Continuar daqui…
review-continue-hint = { $count ->
    [one] Desfazer { $count } jogada posterior: todos os jogadores precisam concordar
   *[other] Desfazer as { $count } jogadas posteriores: todos os jogadores precisam concordar
}

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = Salvar a partida
files-prompt-open = Abrir uma partida
files-prompt-card-text = Exportar o cartão como texto para impressão
files-prompt-card-ron = Exportar o cartão como RON (reimportável)
files-prompt-import-card = Importar um cartão de regras (RON)
files-prompt-disputes-text = Exportar o registro de disputas como texto
files-prompt-disputes-ron = Exportar o registro de disputas como RON
files-prompt-card-pdf = Exportar o cartão como PDF (pronto para imprimir)
files-prompt-record-text = Exportar o registro da partida como texto
files-prompt-disputes-pdf = Exportar os registros de disputas como PDF (pronto para imprimir)
files-open-failed = Não foi possível abrir a partida: { $error }
files-open-stopped = Não foi possível abrir { $path }: a leitura parou inesperadamente
files-menu-save = Salvar
files-menu-save-as = Salvar como…
files-menu-open = Abrir…
files-menu-recent = Abrir recente
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name } ({ $players })
files-menu-recover = Recuperar…
# The first screen when another window holds the data folder.
files-locked-heading = O Hopcard já está aberto
# $why says which window holds it.
files-locked-why = { $why }.
files-data-folder = Pasta de dados: { $path }
files-locked-read-only = Abrir a partida somente para leitura
files-locked-separate = Começar uma partida separada
# The resume offer.
files-resume-heading = Partida inacabada
# $when is the date or time it was saved; $players who plays it.
files-resume-question = Retomar a partida inacabada de { $when } entre { $players }?
files-resume-moves = { $count ->
    [one] { $count } jogada feita até agora.
   *[other] { $count } jogadas feitas até agora.
}
files-resume = Retomar
files-resume-decline = Começar nova partida
files-resume-kept = Uma partida que você não retomar fica guardada: Jogo > Recuperar… a traz de volta.
# The Recover window.
files-recover-window = Recuperar uma partida
files-recover-intro = Partidas guardadas quando foram substituídas ou recusadas, da mais recente para a mais antiga.
files-recover-reading = Lendo as partidas guardadas…
files-recover-none = Nenhuma partida guardada.
# A kept game: when it was saved, its players, its moves.
files-kept = { $count ->
    [one] { $when }: { $players } ({ $count } jogada)
   *[other] { $when }: { $players } ({ $count } jogadas)
}
files-kept-finished = { $count ->
    [one] { $when }: { $players } ({ $count } jogada, terminada)
   *[other] { $when }: { $players } ({ $count } jogadas, terminada)
}
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = Salvar a partida atual?
files-question-unsaved = { $count ->
    [one] A partida no tabuleiro tem { $count } jogada. Ela não foi salva em nenhum arquivo.
   *[other] A partida no tabuleiro tem { $count } jogadas. Ela não foi salva em nenhum arquivo.
}
files-question-behind = { $count ->
    [one] A partida no tabuleiro tem { $count } jogada. O arquivo dela, { $path }, não tem as jogadas mais recentes.
   *[other] A partida no tabuleiro tem { $count } jogadas. O arquivo dela, { $path }, não tem as jogadas mais recentes.
}
files-question-kept = Se você não salvar, ela fica guardada mesmo assim: Jogo > Recuperar… a traz de volta.
files-question-lost = Esta janela não tem pasta de dados: se você não salvar, a partida será perdida.
files-save = Salvar
files-dont-save = Não salvar
files-cancel = Cancelar
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } contém outra partida
# $holds says which game the file holds.
files-other-holds = { $path } agora contém { $holds }, não esta partida; por isso nada foi salvo ali.
files-other-lost = Substituir apaga o que o arquivo contém: esta janela não tem pasta de dados onde guardá-lo.
files-save-as = Salvar como…
files-replace = Substituir
# The status line under the board.
files-status-read-only = Somente leitura: outra janela do Hopcard está jogando esta partida.
files-status-no-file = não salva em arquivo
files-status-autosave-off = salvamento automático desativado
files-status-autosaving = salvando automaticamente…
files-status-autosaved = salva automaticamente
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = Partida: { $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = Aberto: { $path }.
file-flow-kept = A partida anterior foi guardada como { $kept } (Jogo > Recuperar…).
file-flow-opened-kept = Aberto: { $path }. A partida anterior foi guardada como { $kept } (Jogo > Recuperar…).
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = Partida inacabada retomada. { $problem }
file-flow-resumed = Partida inacabada retomada.
file-flow-declined-kept = A partida inacabada foi guardada como { $kept } (Jogo > Recuperar…).
file-flow-not-imported = Cartão não importado: { $path }: { $error }
file-flow-card-changed = O cartão não foi exportado para { $path }: ele mudou depois que os jogadores o confirmaram. Antes, todos os jogadores precisam confirmá-lo de novo.
file-flow-record-written = Registro da partida gravado em { $path }
file-flow-record-not-written = O registro da partida não foi gravado: { $error }
file-flow-saved = Partida salva em { $path }.
file-flow-saved-kept = Partida salva em { $path }. O que esse arquivo continha antes foi guardado como { $kept } (Jogo > Recuperar…).
file-flow-saved-no-recent = Partida salva em { $path }, mas não foi possível atualizar a lista de recentes: { $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = Nada foi salvo: { $path } ainda contém { $holds }.
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = Nada foi salvo: { $path } ainda contém { $holds }. { $kept }
file-flow-not-opened-read-only = { $path } não foi aberto: esta janela é somente leitura. Abra-o numa partida separada.
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }; esta partida não é salva automaticamente

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = Aguardando a janela de arquivos… (ou digite um caminho e clique em OK)
file-dialog-no-dialog = não foi possível abrir a janela de arquivos: { $error }; digite um caminho
file-dialog-nothing-chosen = Nenhum arquivo foi escolhido na janela (falta o portal da área de trabalho?). Digite um caminho e clique em OK.
file-dialog-path = Caminho do arquivo
file-dialog-ok = OK
file-dialog-browse = Procurar…
file-dialog-cancel = Cancelar
file-dialog-exists = { $path } já existe. Substituir?
file-dialog-replace = Substituir
file-dialog-other-name = Escolher outro nome

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = Exemplo de contagem: troca na entrada final
explainer-swap-explanation = O Vermelho tem nove peças no destino; o Azul está em D1, a última casa livre do destino do Vermelho. Com a opção swap, a décima peça do Vermelho pode dar um passo até D1, e a peça do Azul vai para E6: o Vermelho completa as dez e vence, e todas as peças continuam no tabuleiro.
explainer-ten-title = Exemplo de contagem: dez peças próprias
explainer-ten-explanation = As mesmas casas com a opção ten-own: o Vermelho precisa ter as dez peças no destino, D1 está ocupada, e nunca é permitido dar um passo para uma casa ocupada. O Vermelho não venceu e precisa continuar jogando.
explainer-available-title = Exemplo de contagem: casas disponíveis
explainer-available-explanation = As mesmas casas com a opção available-hole: todas as casas do destino do Vermelho estão ocupadas (nove peças do Vermelho, uma do Azul) e o Vermelho tem peças ali; por isso o Vermelho já venceu, com a décima peça ainda do lado de fora.
explainer-case-1-title = Caso 1: um passo para o lado impede passar a vez
explainer-case-1-explanation = A última peça do Vermelho, em E3, não pode avançar em direção ao destino, mas pode dar um passo para o lado, para E2 ou E4. Só se pode passar a vez quando não há nenhuma jogada válida; por isso, passar a vez é recusado (cláusula 6). Experimente E3-E4.
explainer-case-2-title = Caso 2: uma peça que chegou fica no destino
explainer-case-2-explanation = A peça do Vermelho em D1 está no seu destino. Sair com um passo para E5 é recusado pela trava every-landing do cartão (cláusula 3); mover-se dentro do destino, como em D1-D2, é permitido.
explainer-case-3-title = Caso 3: sem troca no meio da partida
explainer-case-3-explanation = O Azul está em D1, no destino do Vermelho, mas o Vermelho só tem cinco peças lá. A troca é só para a entrada final da décima peça; por isso, o passo para D1 é recusado (cláusula 5).
explainer-case-4-title = Caso 4: nove no destino não é vitória
explainer-case-4-explanation = O Vermelho tem nove peças no destino e o Azul ocupa a última casa, mas a décima peça do Vermelho está longe: ainda não há nenhuma entrada válida com que trocar; por isso, o Vermelho não venceu. Qual final se aplica é o que o cartão escolheu antes de a partida começar.
explainer-case-5-title = Caso 5: sua ponta de partida é sempre sua
explainer-case-5-explanation = A ponta de partida do Vermelho é também o destino do Azul. Mesmo com as pontas dos outros jogadores fechadas (no-entry), a ponta de partida e o destino de cada jogador continuam permitidos; por isso, o Vermelho pode voltar um passo para N2.
explainer-case-6-title = Caso 6: uma regra nova espera uma nova partida
explainer-case-6-explanation = Esta partida foi combinada com a opção ten-own, então a peça do Azul em D1 bloqueia o Vermelho. Uma regra de troca proposta agora precisaria de um novo cartão confirmado pelos dois jogadores e só valeria a partir da próxima partida; a partida atual mantém as suas regras.

# The banner above the board while a case is shown.
explainer-banner = Explicação das regras: { $title }
explainer-banner-unknown = Explicação das regras: um caso
explainer-back = Voltar à partida
# $proposal is a route (E6-D1) or "pass".
explainer-try = Experimentar: { $proposal }
explainer-try-pass-hint = Pedir para passar a vez: o veredito e a jogada que o impede
explainer-try-route-hint = Colocar este percurso no tabuleiro, com o veredito
explainer-nothing-to-try = Nada para experimentar: com esta opção a partida já está ganha.
explainer-judged-card = Julgado pelas opções do próprio cartão.
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }: { $value }
# $options lists the options, joined by "; ".
explainer-judged-except = Julgado pelas opções do cartão, exceto { $options }.

## Print…: why a print did not reach the system

print-out-no-pdf = Nada foi impresso: não foi possível gerar o PDF ({ $error }).
print-out-not-written = Nada foi impresso: não foi possível gravar { $path } ({ $error }).
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = Nada neste computador consegue imprimir ou exibir um PDF (programas tentados: { $tried }). O PDF está em { $pdf }: abra-o num leitor de PDF para imprimi-lo.
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } não conseguiu receber o PDF ({ $status }). O PDF está em { $pdf }: abra-o num leitor de PDF para imprimi-lo.
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = a impressão parou antes de terminar

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
# Brazilian calendars abbreviate weekdays to three letters; two letters
# (Se, Te, Qu, Qu…) would collide.
calendar-monday = Seg
calendar-tuesday = Ter
calendar-wednesday = Qua
calendar-thursday = Qui
calendar-friday = Sex
calendar-saturday = Sáb
calendar-sunday = Dom
# The screen-reader name of the month that opens under the date.
calendar-name = Calendário
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = Ano anterior
calendar-previous-month = Mês anterior
calendar-next-month = Próximo mês
calendar-next-year = Próximo ano

## The Game menu's commands

commands-hint = Sugerir jogada
commands-dispute = Abrir disputa

## The app's own lines in the status line, and the window's start

app-printed = Enviado ao sistema para impressão: { $pdf }
app-printing = Gerando o PDF para imprimir…
app-nothing-to-print = Nada para imprimir ainda: o cartão não foi confirmado por todos os jogadores.
# $level is the computer's level (easy, medium, …).
app-computer-turn = É a vez do computador ({ $level }); aguarde a jogada dele.
# $result says who won.
app-game-over = A partida terminou. { $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = A jogada { $proposal } não foi feita: { $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = Não é possível começar: { $problem }.
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = cenário { $title }: { $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: nenhuma tela encontrada (DISPLAY e WAYLAND_DISPLAY não estão definidas); execute-o numa sessão de área de trabalho ou use um subcomando (hopcard --help)
app-window-failed = hopcard: não foi possível abrir a janela: { $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = está vazio
app-window-file-not-text = não é texto UTF-8
app-window-file-damaged = o arquivo da janela { $file } está danificado: { $problem }

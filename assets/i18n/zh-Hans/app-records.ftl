# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = 争议 { $number } 已解决（{ $resolution }）：{ $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = 棋盘已因争议 { $number } 冻结：请点击要走的棋子
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = 棋盘已因争议 { $number } 冻结：请按顺序点击路线经过的棋位
dispute-panel-heading = 争议 { $number }（未解决）
dispute-panel-frozen = 棋盘已冻结：先记录分歧，再解决它。
dispute-panel-position = 提出争议时的局面（所有棋位）：
dispute-panel-raised-by = 提出者：
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = 由{ $name }提出
dispute-panel-time = 时间：{ $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = 轮到：{ $name }（第 { $number } 步）
dispute-panel-piece-none = 要走的棋子：请在棋盘上点击它
dispute-panel-piece = 要走的棋子：{ $hole }
dispute-panel-route = 提议的路线：{ $route }
dispute-panel-remove-last = 撤销最后一个棋位
dispute-panel-clear-route = 清除棋子和路线
dispute-panel-verdict = 按本局规则卡的判定：{ $verdict }
dispute-panel-clause-cited = 引用的条款：
# A choice of the clause the dispute cites.
dispute-panel-clause = 第 { $clause } 条
# The clause cited, with its wording from the card.
dispute-panel-clause-line = { $clause }. { $text }
dispute-panel-statement = { $name }的陈述
dispute-panel-resolve = 解决
dispute-panel-apply = 按规则卡处理
dispute-panel-apply-allows = 规则卡允许：将按 { $route } 走棋。
dispute-panel-apply-refuses = 规则卡不允许：不会有任何棋子移动。
dispute-panel-apply-not-yet = 请先选择棋子和至少一个落点
dispute-panel-withdraw = 撤回争议
dispute-panel-withdraw-hint = 一切不变，继续下棋
dispute-panel-agreed-change = 商定的修改（从新的一局起生效）
dispute-panel-rule-none = 无：修改用我们自己的话写明
dispute-panel-rule-change = 下一张规则卡的规则修改
dispute-panel-agree = 为新一局商定修改
dispute-panel-agree-hint = 下一局的规则卡将包含这项修改，并由每位玩家确认；本局仍沿用原来的规则卡
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = 第 { $clause } 条 { $option }：{ $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = 争议局面的示意图，路线 { $route }
dispute-panel-record-fingerprint = 对局记录指纹：{ $fingerprint }（到目前为止的整局：走棋、悔棋、争议）
# The dispute log window's title.
dispute-panel-window = 争议
dispute-panel-export-text = 导出为文本…
dispute-panel-export-ron = 导出为 RON…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = 复制对局记录的指纹
dispute-panel-no-disputes = 本局没有争议。
dispute-panel-exported = 争议记录已写入 { $path }
dispute-panel-not-exported = 无法导出争议记录：{ $error }

## The agreement card window and the Game menu's card entries

card-view-show = 显示规则卡
card-view-show-not-yet = 所有玩家在新游戏设置中确认规则卡后即可使用。
card-view-menu-export-text = 导出规则卡为文本…
card-view-menu-export-ron = 导出规则卡为 RON…
card-view-menu-import = 导入规则卡…
card-view-exported = 规则卡已导出到 { $path }（指纹 { $fingerprint }）
card-view-not-exported = 规则卡未导出：{ $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = 已导入 { $name }：第 { $version } 版，生成指纹后未被改动。可以按它的规则开始新游戏，也可以修改它（这会撤销已有的确认）。
card-view-imported-changed = 已导入 { $name }：第 { $version } 版。注意：生成指纹后已被改动！请逐行检查；每位玩家都必须重新确认。
card-view-imported-unsealed = 已导入 { $name }：第 { $version } 版，尚未生成指纹。每位玩家都必须确认。
card-view-proposed-change = 提议的修改：规则卡第 { $next } 版。进行中的对局沿用第 { $version } 版直到结束；新版要在每位玩家都确认、并用它开始新游戏后才生效。
# One player in the card's list of players.
card-view-player = { $name }（{ $colour }）
card-view-players = 玩家：{ $players }
card-view-date = 日期：{ $date }
card-view-rulebook = 参考的棋具或规则书：{ $rulebook }
card-view-rulebook-none = 参考的棋具或规则书：未注明
card-view-changes = 商定的修改：{ $changes }
card-view-changes-none = 商定的修改：无
card-view-replaces = 取代第 { $version } 版：{ $changes }
card-view-effective = 生效日期：{ $date }
# A clause of the card: its number and its wording.
card-view-clause = { $clause }. { $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name }已于 { $time } 签“{ $by }”确认
card-view-not-confirmed = { $name }尚未确认
card-view-fingerprint = 指纹：{ $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = 复制规则卡的指纹
card-view-status = 规则卡状态：{ $seal }
card-view-unconfirmed = 尚未确认：{ $names }
card-view-copy = 复制
card-view-copy-hint = 把完整的指纹（64 位）复制到剪贴板
card-view-export-pdf = 导出为 PDF…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = 纸张
# The US paper size.
card-view-paper-letter = Letter
# The card window's title.
card-view-window = 规则卡
card-view-read-only = 只读：进行中对局的规则永远不会改变。
card-view-setup-confirmed = 这是每位玩家都确认过的规则卡：你开始的对局将按它进行。在表单中做任何修改都会撤销已有的确认。
card-view-setup-changed = 每位玩家确认之后又有改动：请重新确认后再导出或打印。
card-view-version = 第 { $version } 版
card-view-export-text = 导出为文本…
card-view-export-ron = 导出为 RON…
card-view-propose = 提议修改

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = 第 { $clause } 条，{ $title }：{ $from } → { $to }
card-changes-option-long-unchosen = 第 { $clause } 条，{ $title }：{ $from } → 未选择（三人或以上时需要选择）
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = 第 { $clause } 条 { $from } → { $to }
card-changes-option-short-unchosen = 第 { $clause } 条 { $from } → 待选择
card-changes-player-removed = 已移除玩家 { $number }
card-changes-player-removed-named = 已移除玩家 { $number }（{ $name }）
card-changes-player-added = 已添加玩家 { $number }（{ $colour }）
card-changes-other-camps-to-choose = 第 { $clause } 条的其他阵地规则待选择
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count } 名玩家：{ $changes }。
card-changes-seats-withdrawn = { $count } 名玩家：{ $changes }。确认已撤销。
card-changes-far-after = 规则卡的日期是 { $date }，比今天（{ $today }）晚了一年以上：确定没错吗？
card-changes-far-before = 规则卡的日期是 { $date }，比今天（{ $today }）早了一年以上：确定没错吗？

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = 回看中：第 { $number } 步之后的棋盘（共 { $moves } 步），{ $player } { $proposal }
review-start = 回看中：开局，第 1 步之前（共 { $moves } 步）
review-back = 上一步
# The keys that do the same (hover text).
review-back-keys = Page Up 或 ←
review-forward = 下一步
review-forward-keys = Page Down 或 →
review-exit = 返回对局
review-exit-key = Esc
review-continue = 从这里继续…
review-continue-hint = 悔掉之后的 { $count } 步棋：必须每位玩家都同意

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = 保存对局
files-prompt-open = 打开对局
files-prompt-card-text = 将规则卡导出为可打印的文本
files-prompt-card-ron = 将规则卡导出为 RON（可重新导入）
files-prompt-import-card = 导入规则卡（RON）
files-prompt-disputes-text = 将争议记录导出为文本
files-prompt-disputes-ron = 将争议记录导出为 RON
files-prompt-card-pdf = 将规则卡导出为 PDF（可直接打印）
files-prompt-record-text = 将对局记录导出为文本
files-prompt-disputes-pdf = 将争议记录导出为 PDF（可直接打印）
files-open-failed = 无法打开对局：{ $error }
files-open-stopped = 无法打开 { $path }：读取意外中断
files-menu-save = 保存
files-menu-save-as = 另存为…
files-menu-open = 打开…
files-menu-recent = 最近打开
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name }（{ $players }）
files-menu-recover = 恢复…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcard 已经打开
# $why says which window holds it.
files-locked-why = { $why }。
files-data-folder = 数据文件夹：{ $path }
files-locked-read-only = 以只读方式打开对局
files-locked-separate = 另开一局独立的游戏
# The resume offer.
files-resume-heading = 未完成的对局
# $when is the date or time it was saved; $players who plays it.
files-resume-question = 要继续 { $when } 的未完成对局（{ $players }）吗？
files-resume-moves = 已走 { $count } 步。
files-resume = 继续
files-resume-decline = 开始新游戏
files-resume-kept = 不继续的对局也会保留下来：“游戏 > 恢复…”可以找回它。
# The Recover window.
files-recover-window = 恢复对局
files-recover-intro = 被替换或未继续而保留下来的对局，最新的在前。
files-recover-reading = 正在读取保留的对局…
files-recover-none = 没有保留的对局。
# A kept game: when it was saved, its players, its moves.
files-kept = { $when }：{ $players }（{ $count } 步）
files-kept-finished = { $when }：{ $players }（{ $count } 步，已结束）
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = 保存当前对局吗？
files-question-unsaved = 棋盘上的对局已走 { $count } 步，还没有保存到文件。
files-question-behind = 棋盘上的对局已走 { $count } 步，它的文件 { $path } 里没有最新的几步。
files-question-kept = 如果不保存，对局也会保留下来：“游戏 > 恢复…”可以找回它。
files-question-lost = 此窗口没有数据文件夹：如果不保存，对局就会丢失。
files-save = 保存
files-dont-save = 不保存
files-cancel = 取消
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name } 中保存的是另一局
# $holds says which game the file holds.
files-other-holds = { $path } 中现在是 { $holds }，不是本局，因此没有保存到那里。
files-other-lost = “替换”会丢失该文件中的内容：此窗口没有可以保留它的数据文件夹。
files-save-as = 另存为…
files-replace = 替换
# The status line under the board.
files-status-read-only = 只读：另一个 Hopcard 窗口正在进行这局游戏。
files-status-no-file = 未保存到文件
files-status-autosave-off = 自动保存已关闭
files-status-autosaving = 正在自动保存…
files-status-autosaved = 已自动保存
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = 对局：{ $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = 已打开 { $path }。
file-flow-kept = 之前的对局已保留为 { $kept }（游戏 > 恢复…）。
file-flow-opened-kept = 已打开 { $path }。之前的对局已保留为 { $kept }（游戏 > 恢复…）。
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = 已继续未完成的对局。{ $problem }
file-flow-resumed = 已继续未完成的对局。
file-flow-declined-kept = 未完成的对局已保留为 { $kept }（游戏 > 恢复…）。
file-flow-not-imported = 规则卡未导入：{ $path }：{ $error }
file-flow-card-changed = 规则卡未导出到 { $path }：玩家确认之后它又被修改过。请每位玩家先重新确认。
file-flow-record-written = 对局记录已写入 { $path }
file-flow-record-not-written = 对局记录未写入：{ $error }
file-flow-saved = 已将对局保存到 { $path }。
file-flow-saved-kept = 已将对局保存到 { $path }。该文件原有的内容已保留为 { $kept }（游戏 > 恢复…）。
file-flow-saved-no-recent = 已将对局保存到 { $path }，但无法更新“最近打开”列表：{ $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = 未保存：{ $path } 中仍是 { $holds }。
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = 未保存：{ $path } 中仍是 { $holds }。{ $kept }
file-flow-not-opened-read-only = 未打开 { $path }：此窗口是只读的。请另开一局独立的游戏来打开它。
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }；本局不会自动保存

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = 正在等待文件对话框…（也可以输入路径后按“确定”）
file-dialog-no-dialog = 无法打开文件对话框：{ $error }；请直接输入路径
file-dialog-nothing-chosen = 对话框中没有选择文件（也许没有桌面门户服务？）。请输入路径后按“确定”。
file-dialog-path = 文件路径
file-dialog-ok = 确定
file-dialog-browse = 浏览…
file-dialog-cancel = 取消
file-dialog-exists = { $path } 已存在。要替换它吗？
file-dialog-replace = 替换
file-dialog-other-name = 换个名称

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = 终局示例：最后入口的交换
explainer-swap-explanation = 红方已有九颗棋子进入目标阵地；蓝方棋子占着 D1，这是红方目标阵地里最后一个空着的棋位。按 swap 选项，红方的第十颗棋子可以走一格进入 D1，蓝方棋子则移到 E6：红方十颗棋子全部到齐而获胜，所有棋子都仍留在棋盘上。
explainer-ten-title = 终局示例：十颗己方棋子
explainer-ten-explanation = 同样的棋位，按 ten-own 选项：红方需要十颗棋子全部进入目标阵地，D1 已被占据，而走一格进入被占据的棋位是绝不允许的。红方尚未获胜，必须继续下。
explainer-available-title = 终局示例：可用棋位
explainer-available-explanation = 同样的棋位，按 available-hole 选项：红方目标阵地的每个棋位都已占满（九颗红方、一颗蓝方），而且其中有红方棋子，所以红方已经获胜，尽管第十颗棋子还在外面。
explainer-case-1-title = 案例 1：能横走一格就不能停走
explainer-case-1-explanation = 红方在 E3 的最后一颗棋子无法朝目标阵地前进，但可以横走一格到 E2 或 E4。只有完全没有合法走法时才能停走，所以停走被拒绝（第 6 条）。改走 E3-E4 试试。
explainer-case-2-title = 案例 2：已进入的棋子留在阵地内
explainer-case-2-explanation = D1 上的红方棋子位于它的目标阵地内。按规则卡的 every-landing 锁定（第 3 条），走一格出到 E5 会被拒绝；在目标阵地内移动，例如 D1-D2，则没有问题。
explainer-case-3-title = 案例 3：中局不能交换
explainer-case-3-explanation = 蓝方棋子占着红方目标阵地里的 D1，但红方只有五颗棋子进入了目标阵地。交换只适用于第十颗棋子最后进入的时候，所以走一格进入 D1 被拒绝（第 5 条）。
explainer-case-4-title = 案例 4：进了九颗还不算赢
explainer-case-4-explanation = 红方已有九颗进入目标阵地，蓝方占着最后一个棋位，但红方的第十颗棋子还离得很远：目前还没有可以交换的合法入口，所以红方尚未获胜。适用哪种终局方式，以开局前规则卡的选择为准。
explainer-case-5-title = 案例 5：自己的起始阵地永远可用
explainer-case-5-explanation = 红方的起始阵地也是蓝方的目标阵地。即使其他玩家的阵地不许进入（no-entry），每位玩家自己的起始阵地和目标阵地仍然可以进入，所以红方可以走一格退回 N2。
explainer-case-6-title = 案例 6：新规则要等新一局
explainer-case-6-explanation = 本局是按 ten-own 选项商定的，所以蓝方在 D1 的棋子堵住了红方。现在提出的交换规则需要一张经双方确认的新规则卡，并从下一局开始生效；本局沿用原有的规则。

# The banner above the board while a case is shown.
explainer-banner = 规则讲解：{ $title }
explainer-banner-unknown = 规则讲解：一个案例
explainer-back = 返回对局
# $proposal is a route (E6-D1) or "pass".
explainer-try = 试一试：{ $proposal }
explainer-try-pass-hint = 请求停走：查看判定，以及让停走不成立的那步棋
explainer-try-route-hint = 把这条路线连同判定放到棋盘上
explainer-nothing-to-try = 没有可试的：按这个选项，对局已经分出胜负。
explainer-judged-card = 按规则卡本身的选项判定。
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }：{ $value }
# $options lists the options, joined by "; ".
explainer-judged-except = 按规则卡的选项判定，但以下选项除外：{ $options }。

## Print…: why a print did not reach the system

print-out-no-pdf = 未打印：无法生成 PDF（{ $error }）。
print-out-not-written = 未打印：无法写入 { $path }（{ $error }）。
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = 这台电脑上没有能打印或显示 PDF 的程序（已尝试 { $tried }）。PDF 保存在 { $pdf }：请用 PDF 阅读器打开它并打印。
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program } 无法接收该 PDF（{ $status }）。PDF 保存在 { $pdf }：请用 PDF 阅读器打开它并打印。
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = 打印中途停止

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = 一
calendar-tuesday = 二
calendar-wednesday = 三
calendar-thursday = 四
calendar-friday = 五
calendar-saturday = 六
calendar-sunday = 日
# The screen-reader name of the month that opens under the date.
calendar-name = 日历
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = 上一年
calendar-previous-month = 上个月
calendar-next-month = 下个月
calendar-next-year = 下一年

## The Game menu's commands

commands-hint = 提示走法
commands-dispute = 提出争议

## The app's own lines in the status line, and the window's start

app-printed = 已交给系统打印：{ $pdf }
app-printing = 正在生成要打印的 PDF…
app-nothing-to-print = 暂时没有可打印的内容：规则卡尚未得到每位玩家的确认。
# $level is the computer's level (easy, medium, …).
app-computer-turn = 现在轮到电脑（{ $level }）：请等它走棋。
# $result says who won.
app-game-over = 对局已结束。{ $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = 这步棋没有走出（{ $proposal }）：{ $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = 无法开始：{ $problem }。
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = 案例“{ $title }”：{ $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard：找不到显示服务（DISPLAY 和 WAYLAND_DISPLAY 均未设置）；请在桌面会话中运行，或使用子命令（hopcard --help）
app-window-failed = hopcard：无法打开窗口：{ $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = 文件是空的
app-window-file-not-text = 不是 UTF-8 文本
app-window-file-damaged = 窗口的文件 { $file } 已损坏：{ $problem }

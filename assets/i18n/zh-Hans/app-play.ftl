# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.

## Menu bar

menu-game = 游戏
menu-rules = 规则
menu-view = 视图
menu-help = 帮助
# Help > Help: opens the Help window.
menu-help-window = 帮助（F1）
menu-new-game = 新游戏…
menu-disputes = 争议…
menu-export-record = 导出对局记录为文本…
menu-print-card = 打印规则卡…
menu-print-disputes = 打印争议记录…
menu-quit = 退出
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = 显示棋位名称
menu-play-at-once = 点击落点后立即走棋
menu-animate = 走棋动画
menu-letters = 用字母标记棋子
menu-colour-blind-safe = 色盲友好配色
# View > Language: the system's language, then each language by its own name.
menu-language = 语言
menu-language-system = 跟随系统
menu-zoom-in = 放大
menu-zoom-in-keys = Ctrl+加号
menu-zoom-out = 缩小
menu-zoom-out-keys = Ctrl+减号
menu-actual-size = 实际大小
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard（只读）
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file }（只读） – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = 已走棋：{ $played }。
announce-played-your-turn = 已走棋：{ $played }。现在轮到{ $player }。

## The board

board-no-game = 还没有对局：请选择“游戏 > 新游戏”。
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }，{ $player }的{ $colour }棋子
board-hole-piece = { $hole }，{ $colour }棋子
board-hole-empty = { $hole }，空
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }，{ $part }
board-hole-selected = 已选中
board-hole-on-route = 在正在规划的路线上
board-hole-landing = 可以落在这里
board-hole-last-landed = 上一步棋落在这里
board-hole-last-left = 上一步棋从这里出发
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = ← / →
board-key-left-right-what = 沿横行移动焦点
board-key-up-down = ↑ / ↓
board-key-up-down-what = 沿向左倾斜的斜线移动焦点（左上、右下）
board-key-shift = Shift+↑ / Shift+↓
board-key-shift-what = 沿向右倾斜的斜线移动焦点（右上、左下）
board-key-space = 在棋位上按空格键
board-key-space-what = 操作焦点所在的棋位（选择棋子，或添加落点）
board-key-enter = 在棋位上按 Enter
board-key-enter-what = 同空格键；如果路线在焦点所在的棋位结束，随即按这条路线走棋
board-key-f6 = F6
board-key-f6-what = 从任何地方把键盘焦点移到棋盘上

## The history

history-heading = 走棋记录
history-empty = 还没有走棋。
history-review-hover = 回看这步棋之后的棋盘

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = 唯一的走法
hint-forward = 向前推进
hint-swap = 通过最后入口的交换让全部棋子到齐（第 { $clause } 条）
hint-home = 把一颗棋子送进目标阵地，向前推进 { $rows } 行
hint-straggler = 把最后一颗掉队的棋子向前推进 { $rows } 行
hint-chain = 连跳 { $hops } 次，向前推进 { $rows } 行
hint-piece = 把一颗棋子向前推进 { $rows } 行
hint-room = 腾出空间：这里没有能向前推进的走法

## The Help window

help-title = 帮助
help-building-route = 规划路线
help-route-step-1 = 1. 点击你的一颗棋子：它能到达的棋位会被标出。
help-route-step-2 = 2. 点击一个标出的棋位，棋子就落在那里。要连跳时，按顺序依次点击每个落点；路线会随之画出。
help-route-step-3 = 3. 右侧面板显示规则卡对目前这条路线的判定。判定为合法后，点击“走棋”（Enter）即可走出这步棋。
help-route-step-4 = 4. 如果对某步棋有分歧，“提出争议”会冻结棋盘并记录下来：棋子、路线、条款，以及每个人的陈述。
help-keyboard = 键盘
help-board-keys = 在棋盘上（用 Tab 移到棋盘，或在任何地方按 F6）：
help-other-keys = 在棋盘之外（没有按钮或输入框获得焦点时的 Enter、Backspace、Esc 和方向键）：
help-clauses = 各条款在哪里讲解
help-clauses-intro = “游戏 > 显示规则卡”会完整列出每一条。“规则”菜单可以为某一条载入一个局面，在棋盘上试一试：
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = 第 { $clause } 条：{ $what }
help-subject-setup = 布局：谁从哪里出发、谁先走、提示
help-subject-moving = 走棋：走一格、跳和连跳
help-subject-destination = 进入目标阵地
help-subject-camps = 阵地
help-subject-blocking = 堵位与终局
help-subject-passing = 停走
help-subject-disputes = 争议
help-clause-on-card = { $subject }（见规则卡本身）
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }；参见{ $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = 方向键
keys-arrows-what = 没有任何焦点时：把焦点移到棋盘上
keys-enter = Enter
keys-enter-what = 按目前规划的路线走棋
keys-backspace = Backspace
keys-backspace-what = 撤销路线的最后一跳
keys-escape = Esc
keys-escape-what = 取消路线
keys-right-click = 右键单击
keys-right-click-what = 与 Backspace 相同，用鼠标操作
keys-tab = Tab
keys-tab-what = 在按钮和输入框之间移动（棋盘算一站，紧跟在菜单栏之后）；按空格键或 Enter 即可按下按钮
keys-page = Page Up / Page Down
keys-page-what = 回看对局的上一步或下一步（← / → 也可以，按 Esc 返回）
keys-f1 = F1
keys-f1-what = 打开本帮助
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = 开始新游戏（游戏 > 新游戏…）
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = 提示一步走法（游戏 > 提示走法）
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = 提出争议：冻结棋盘并记录分歧（游戏 > 提出争议）
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = 保存对局（游戏 > 保存）
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = 打开已保存的对局（游戏 > 打开…）
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = 退出（游戏 > 退出）；如有未保存的走棋，会先询问
keys-zoom = Ctrl+加号 / Ctrl+减号
keys-zoom-what = 放大或缩小所有内容（视图 > 放大、缩小）；下次启动时保持不变
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = 恢复实际大小（视图 > 实际大小）

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = 只读：不能在这里走棋（另一个 Hopcard 窗口正在进行这局游戏）
turn-take-back-last = 悔上一步棋…
turn-computer-agrees = { $player }（电脑）同意。
turn-agrees = { $player }同意
turn-take-back = 悔棋
turn-keep-move = 保留这步棋
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves }、{ $next }
turn-take-back-question = 要悔掉 { $moves } 吗？必须每位玩家都同意。
turn-game-over = 对局结束
turn-move-number = 第 { $number } 步
turn-move-number-review = 第 { $number } 步（回看）
turn-to-move = 轮到{ $player }
turn-review-note = 对局实际进行到第 { $number } 步：回到那里（Esc）才能走棋。
turn-computer-plays = 电脑（{ $level }）按棋盘上显示的路线走棋。
turn-computer-thinking = 电脑（{ $level }）正在思考…
turn-play-route = 走棋
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Enter
turn-remove-hop = 撤销最后一跳
turn-remove-hop-keys = Backspace 或右键单击
turn-cancel-route = 取消路线
turn-cancel-route-keys = Esc
turn-route-none = 点击你的一颗棋子，它的落点会被标出。点击一个标出的棋位，或一跳一跳地组成连跳。
turn-route-selected = 已选中 { $hole }。请点击一个标出的棋位。
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = 路线 { $route }：{ $verdict }
turn-hint = 提示：{ $route }：{ $reason }
turn-suggest = 提示走法
turn-suggest-hover = 由最强级别的电脑找一步棋（不到一秒）
turn-dispute-this = 对此提出争议
turn-dispute-refused-hover = 冻结棋盘，并把被拒绝的路线记录为争议（第 { $clause } 条）
turn-dispute-object-hover = 在这条路线走出之前提出异议：棋盘将被冻结（第 { $clause } 条）
turn-dispute = 提出争议
turn-dispute-hover = 玩家之间有分歧：冻结棋盘，并写下争议的内容（第 { $clause } 条）
turn-dispute-disabled-hover = 已有一项争议尚未解决，或棋盘正在展示规则讲解案例
turn-dispute-log = 争议记录…
turn-frozen = 棋盘已因争议而冻结：争议解决之前，不能走棋、停走或悔棋。
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $player }没有合法的走法：全部 { $pieces } 颗棋子都已检查过，包括每个方向上的每一种走一格和连跳。停走已得到确认（第 { $clause } 条）。
turn-pass = 停走
turn-pass-disabled-hover = 只有在没有任何合法走法时才能停走（第 { $clause } 条）
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = 停走：{ $verdict }
turn-passes = 连续停走：{ $passes }/{ $seats }（满一轮即为和棋）。

## The setup form (the card editor)

setup-heading = 新游戏：商定规则卡
setup-intro = 大家一起填写规则卡。每位玩家在下方确认；之后的任何修改都会撤销已有的确认。
setup-start = 开始游戏
setup-show-card = 显示并打印规则卡
setup-show-card-disabled-hover = 每位玩家都确认后，才能在开局前显示、导出和打印规则卡。
setup-cancel = 取消
# $problem says what the card still lacks.
setup-not-yet = 尚未就绪：{ $problem }。
setup-ready = 就绪：每位玩家都已确认这张规则卡。
# One line of a list.
setup-list-item = - { $item }
setup-reset-question = 恢复规则卡的默认设置？
setup-reset-changes = 将更改：
setup-reset-withdraws = 目前已有的确认将被撤销。
setup-reset-yes = 恢复这些选项
setup-reset-no = 保留我的选择
setup-reset-nothing = 所有选项都已是规则卡的默认值：没有任何更改。
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = 已恢复规则卡的默认设置：{ $changes }。
setup-reset-done-withdrawn = 已恢复规则卡的默认设置：{ $changes }。确认已撤销。
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = 规则卡第 { $version } 版，包含上一局在争议中商定的 { $count } 项修改（列在“商定的修改”下）。每位玩家需要重新确认。
setup-version = 规则卡第 { $version } 版，取代第 { $previous } 版。修改：{ $changes }。
setup-effective-from = 生效日期：{ $date }。
setup-players = 玩家与颜色
setup-number-of-players = 玩家人数：
setup-n-players = { $count } 名玩家
setup-moves-first = 先走：
setup-same-colour = 有两名玩家颜色相同：请选择不同的颜色。
setup-player-name = 玩家 { $number } 的名字
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = 颜色
setup-player-colour = 玩家 { $number } 的颜色
setup-a-person = 真人
setup-the-computer = 电脑（{ $level }）
setup-played-by = 下棋者
setup-player-seat = 玩家 { $number } 由谁来下
setup-card-header = 规则卡抬头
setup-date = 日期
setup-today = 今天
setup-date-typed = 或手动输入
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = YYYY-MM-DD
setup-date-typed-name = 手动输入的日期（YYYY-MM-DD）
setup-date-problem = 日期：{ $problem }
setup-rulebook = 参考的棋具或规则书
setup-rulebook-hint = 例如：我们棋盒里的说明书
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = 规则书
setup-clauses = 条款与选项
setup-reset = 恢复默认设置
setup-no-options = 第 1 条（布局）、第 6 条（停走）和第 7 条（争议）没有选项；规则卡会完整列出它们。
setup-other-camps-two = 其他玩家的阵地：两人对局时无需选择（每个阵地要么是你的，要么无人使用）。
setup-clause = 第 { $clause } 条：{ $title }
setup-other-camps-open = 三人或以上：必须明确选择这条规则，没有默认值。
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }：{ $description }
# The choice the printed card makes.
setup-choice-card = { $name }（规则卡）：{ $description }
setup-agreed-changes = 商定的修改
setup-no-differences = 没有与规则卡不同的选项。
setup-hints-allowed = 允许提示：玩家可以请电脑提示走法
setup-free-changes = 其他商定的修改（自由填写）
setup-free-changes-field = 商定的修改
setup-confirmations = 确认
setup-confirmations-intro = 每位玩家签上自己的名字或缩写，确认这些选择。
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }：已签“{ $by }”确认
setup-confirmed-at = 确认时间：{ $time }
setup-withdraw = 撤销{ $player }的确认
setup-initials = { $player }的签名
setup-confirm-as = 以{ $player }的身份确认
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }：未能接受 { $script } 文字（U+{ $code }），因为这台电脑上没有能显示它的字体；请为它安装字体（软件包 { $package }），或换一种写法输入名字

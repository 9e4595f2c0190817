# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole }（{ $colour }）
dispute-piece-empty = { $hole }（空棋位）
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = 尚无
dispute-route-no-landing = { $route }（尚无落点）
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = 按规则卡处理
dispute-resolution-withdrawn = 已撤回
dispute-resolution-change = 为新一局商定修改
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = 第 { $clause } 条 { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = 无：无法核验其时间、陈述和解决方式（这是记录指纹出现之前的记录，或者它的指纹已被删除）
dispute-fingerprint-record = { $fingerprint }（涵盖本记录的每一行：请与纸质记录核对）
dispute-fingerprint-chain = { $fingerprint }（涵盖本记录的每一行、提出争议时的对局以及之前的每一项争议：请与纸质记录核对）

## Why a dispute request was refused

dispute-error-none-open = 没有未解决的争议
dispute-error-unknown-player = 没有玩家 { $player }
dispute-error-no-route = 争议还没有写明路线：请先点击要走的棋子，再点击它的落点
dispute-error-empty-change = 请先写下玩家商定的修改
# $problem says what is wrong with the typed text.
dispute-error-entry = 这段文字{ $problem }

## A dispute record as text (labels padded so the values line up)
## (Padded with spaces to 16 columns, a Chinese character taking two.)

dispute-text-title-open = 争议 { $number }（未解决）
dispute-text-title-resolved = 争议 { $number }（已解决）
dispute-text-raised-by = 提出者：        { $name }
dispute-text-time = 时间：          { $time }
dispute-text-turn = 轮到：          { $name }（第 { $move_number } 步）
dispute-text-piece = 要走的棋子：    { $piece }
dispute-text-route = 提议的路线：    { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = 引用的条款：    { $clause }. { $text }
dispute-text-verdict = 判定：          { $verdict }
dispute-text-rules = 规则：
dispute-text-position = 局面：          { $position }
dispute-text-statements = 陈述：
dispute-text-statement-by = { $name }：
dispute-text-no-statement = { $name }：（无陈述）
dispute-text-no-resolution = 解决方式：      尚无（棋盘已冻结）
dispute-text-resolution = 解决方式：      { $resolution }（{ $time }）
dispute-text-agreed-change = 商定的修改：
dispute-text-next-card = 下一张规则卡：  { $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = 结果：          { $effect }
dispute-text-fingerprint = 记录指纹：{ $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = 图例：. = 空棋位，{ $colours }，* = 要走的棋子，1-9 = 按路线顺序的落点

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = 争议 { $number }，字段 `{ $field }`：{ $problem }
dispute-record-no-such-seat = { $seat } 不是本局的座位
# $recorded and $derived are already quoted.
dispute-record-differs = 记录中写的是 { $recorded }，但引擎根据记录的局面、路线和规则得出的是 { $derived }
dispute-record-changed = 在 Hopcard 写下记录之后被改动过（与记录指纹不再一致）
dispute-record-not-a-stamp = { $text } 不是 Hopcard 写入的时间（应类似 2025-03-14 19:30 UTC）
dispute-record-missing = 缺失：这种文件格式总会保存记录指纹，因此它是被手动删除的
dispute-record-out-of-sequence = 它是文件中的第 { $place } 条记录，编号却是 { $number }：争议按提出的顺序编号为 1、2、3……（是否有记录被手动复制、删除或挪动？）
dispute-record-open-before-last = 仍未解决，但之后又提出了新的争议（只有最后一项争议可以未解决）
dispute-record-game-missing = 缺失，但之前的记录中有：Hopcard 自从开始写入提出争议时的对局以来，每一项争议都会写入它（是否被手动删除？）
dispute-record-other-game = 写明的对局并不是本局在提出争议时的样子（规则卡、开局、座位、走棋和之前的争议）：是从另一局挪过来的吗？
dispute-record-not-in-game = 在那步棋之前，本局从未出现过这个局面（是从另一局挪过来的吗？）
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = { $count } 份陈述
dispute-record-players = { $count } 名玩家

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Hopcard 争议记录（格式 { $version }）：共 { $count } 项争议
dispute-log-not-text = 不是文本文件（不是 UTF-8）
dispute-log-serialize = 无法写入争议记录：{ $problem }
dispute-log-parse = 不是 RON 格式的争议记录：{ $problem }
dispute-log-version-zero = 第 0 版：争议记录的版本号从 1 开始
dispute-log-record-missing = 字段 `record`：缺失，但这种格式的争议记录总会保存其中各项记录的指纹（是否被手动删除？）
dispute-log-record-differs = 字段 `record`：其中各项记录与整份争议记录的指纹不再一致（有记录被手动删除、添加、修改或挪动）
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = 字段 `version`：写的是 { $version }，但{ $newer }：版本号是被手动改低的吗？
dispute-log-newer-version = 争议记录格式 { $version } 比当前的 Hopcard 能读取的更新（最高为 { $known }）
dispute-log-newer-seal = 争议 { $number } 带有记录指纹（`seal`），而 Hopcard 从格式 2 起才写入它
dispute-log-newer-rule-change = 争议 { $number } 为下一张规则卡商定了一个规则选项，而 Hopcard 从格式 2 起才写入它
dispute-log-newer-raised-in = 争议 { $number } 写明了提出它时的对局（`raised_in`），而 Hopcard 从格式 4 起才写入它

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name }（{ $colour }）
game-error-nothing-to-take-back = 没有可以悔的棋
game-error-frozen = 棋盘已因未解决的争议而冻结：请先解决或撤回争议
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = 约定的和棋：所有人连续停走满一轮，谁都无法走棋。
game-result-win-swap = { $player }通过最后入口的交换获胜（第 { $clause } 条）：最后一颗棋子与挡路的棋子互换了棋位。
game-result-win-ten = { $player }的全部棋子进入目标阵地，获胜（第 { $clause } 条）。
game-result-win-available = { $player }按可用棋位规则获胜（第 { $clause } 条）：目标阵地里已没有空棋位。

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route } 交换
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route }（最后入口的交换）
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line }（已悔棋）
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = 已悔棋：{ $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line }（{ $count ->
   *[other] 争议
} { $numbers }）
history-line-after-hint = { $line }（看过提示）

## The game record as text ("Export game record")

game-record-title = Hopcard 对局记录
game-record-card = 规则卡：第 { $version } 版，指纹 { $fingerprint }，日期 { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = 玩家：{ $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player }由电脑（{ $level }）下棋
game-record-hints-off = 提示：无（第 { $clause } 条：任何人都不请电脑建议走法）
game-record-hints-none = 提示：没有人请求过
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = 提示：{ $count } 次，在第 { $moves } 步之前
game-record-taken-back = 第 { $number } 步（{ $who } { $route }）经每位玩家同意后已悔棋
# $ending is game-record-dispute-open or -ended.
game-record-dispute = 争议 { $number }，第 { $move_number } 步，由{ $by }提出，第 { $clause } 条：{ $route }（{ $ending }）
game-record-dispute-open = 仍未解决
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }：{ $effect }
game-record-result = 对局结果：{ $result }
game-record-not-finished = 尚未结束，对局继续。
game-record-fingerprint = 记录指纹：{ $fingerprint }（到目前为止的整局：走棋、悔棋、争议；可以用 hopcard replay FILE --expect 将文件与它核对）

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = 有 { $entries } 个条目，但有 { $seats } 个座位（应每个座位一个）
game-file-computer-seat = 座位 { $seat } 由真人下棋（它的确认并不是电脑以 { $level } 级别做出的）
game-file-hint-entries = 有 { $entries } 个条目，但对局只有 { $moves } 步
game-file-hint-move = 第 { $number } 步顺序不对，或者不是本局的一步棋

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Hopcard 规则卡，第 { $version } 版 · 指纹 { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Hopcard 规则卡，第 { $version } 版
# $title is card-text-title.
print-card-heading = { $title } · 第 { $version } 版
print-heading-players = 玩家
# A player's line; $start and $goal are camp names.
print-player = { $name }（{ $colour }）：从{ $start }阵地出发，前往{ $goal }阵地
print-player-first = { $name }（{ $colour }）：从{ $start }阵地出发，前往{ $goal }阵地，先走
print-label-fingerprint = 指纹
print-label-date = 日期
print-label-rulebook = 规则书
print-label-changes = 商定的修改
print-no-changes = 无（采用规则卡本身的选项）
print-label-replaces = 取代
print-replaces = 第 { $version } 版（指纹 { $fingerprint }）：{ $changes }
print-label-takes-effect = 生效时间
print-confirm-how = 每位玩家以名字或缩写确认本规则卡，然后在下方亲笔签名。
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = { $who }签名
print-heading-fingerprint = 指纹
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = 用本页核对规则卡文件：hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · 第 { $page } 页，共 { $pages } 页

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Hopcard 争议记录
print-dispute-footer-card = Hopcard 争议记录 · 规则卡第 { $version } 版，指纹 { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Hopcard 争议 { $number } 的记录
print-dispute-title-many = Hopcard 争议记录
print-dispute-heading-open = Hopcard 争议记录 · 争议 { $number }（未解决）
print-dispute-heading-resolved = Hopcard 争议记录 · 争议 { $number }（已解决）
print-label-game-card = 对局规则卡
print-game-card = 第 { $version } 版，指纹 { $fingerprint }
print-label-game-record = 对局记录指纹
print-game-record = { $fingerprint }（到目前为止的整局：走棋、悔棋、争议）
print-heading-signatures = 签名
print-label-raised-by = 提出者
print-label-time = 时间
print-label-turn = 轮到
print-turn = { $name }（第 { $move_number } 步）
print-label-piece = 要走的棋子
print-label-route = 提议的路线
print-label-clause = 引用的条款
# $clause is its number, $text its wording on the card.
print-clause = { $clause }. { $text }
print-label-verdict = 判定
print-label-rules = 规则
print-label-record = 记录指纹
print-heading-statements = 陈述
print-no-statement = （无陈述）
print-heading-resolution = 解决方式
print-no-resolution = 尚无：争议解决之前，棋盘保持冻结。
print-label-resolution = 解决方式
print-resolution = { $resolution }（{ $time }）
print-label-agreed-change = 商定的修改
print-label-next-card = 下一张规则卡
print-label-effect = 结果
print-heading-board = 提出争议时的棋盘
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = 图例：灰色小点是空棋位；棋子上标有其颜色的首字母（{ $colours }）；带圈的是要走的棋子；1、2……是路线上依次的落点。A 行在最上方，Q 行在最下方。

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper } 不是纸张尺寸：请使用 a4 或 letter
print-error-font = 无法读取内嵌的字体
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code }（{ $script } 文字）无法打印：这台电脑上没有包含它的字体；请为它安装字体（软件包 { $package }）后重新打印
print-error-write = 无法写入 PDF：{ $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = 路线、局面、玩家或对局

print-board-key-colour = { $letter } = { $colour }

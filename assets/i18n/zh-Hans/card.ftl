# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = 布局：每人十颗棋子；{ $seating }。先走：{ $first }；之后按上面列出的顺序轮流走棋。{ $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour }从{ $start }阵地出发，前往{ $goal }阵地
# Who moves first, when the card names no such player.
clause-text-first-player = 第一位玩家
clause-text-hints-on = 任何玩家都可以请电脑建议一步走法（即“提示”）。
clause-text-hints-off = 不使用提示：任何人都不请电脑建议走法。
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = 走棋：每回合走自己的一颗棋子，二者选一：走一格到相邻的空棋位，这步棋随即结束；或者{ $movement ->
        [long] 跳（普通的跳或远跳）
       *[hops] 跳
    }，并且可以一跳接一跳地连跳。{ $rule }连跳可以在任何一跳之后停下；同一步棋中不能两次落在同一个棋位，也不能落回出发的棋位；连跳进行期间，出发的棋位视为空位。不吃子：任何棋子都不会被拿出棋盘。
clause-text-movement-hops = 每一跳越过一颗相邻的、任意颜色的棋子（桥），沿直线落在紧挨着它另一侧的空棋位上；不允许远跳。
clause-text-movement-long = 每一跳沿直线越过一颗任意颜色的棋子（桥），落在一个空棋位上；桥与落点之间的空棋位数，必须等于这一跳的起点与桥之间的空棋位数。普通的跳（两边都没有空棋位）是其中最短的情况。
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = 进入目标阵地：{ $rule }
clause-text-dest-lock-every-landing = 棋子一旦进入自己的目标阵地，此后它的每一个落点都必须在阵地之内；在阵地内移动没有问题。进入阵地本身还不算获胜。
clause-text-dest-lock-turn-end = 回合开始时位于目标阵地内的棋子，必须在阵地内结束这一回合；连跳途中可以跳出阵地再跳回来。
clause-text-dest-lock-off = 棋子可以再次离开目标阵地；只看终局时的局面。
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = 阵地：每位玩家自己的起始阵地和目标阵地始终可以使用。{ $others }{ $unused }
clause-text-other-camps-allowed = 其他玩家的阵地可以像其他任何棋位一样使用。
clause-text-other-camps-no-rest = 可以跳着穿过其他玩家的阵地，但任何回合都不能在那里结束。
clause-text-other-camps-no-entry = 任何棋子都不能落在其他玩家的阵地里，但跳过那里的棋子没有问题。
clause-text-other-camps-not-chosen = 其他玩家的阵地：尚未选择！三人或以上对局时，玩家必须在开局前选定这条规则。
clause-text-unused-usable = 没有人从那里出发、也没有人前往的阵地，可以自由穿过，也可以停留。
clause-text-unused-no-rest = 没有人从那里出发、也没有人前往的阵地，可以穿过，但任何回合都不能在那里结束。
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = 堵位与终局：{ $rule }
clause-text-completion-swap = 全部棋子进入目标阵地的玩家获胜。只有在已有九颗棋子进入目标阵地、而第十颗棋子本来合法的最后一次进入被对手的一颗棋子挡住时，这两颗棋子才可以互换棋位，从而让该玩家的棋子全部到齐。除此之外不能交换，也不吃子。
clause-text-completion-ten = 全部棋子进入目标阵地的玩家获胜。对手的棋子占住最后一个棋位时，就挡住了终局；不能交换，也不吃子。
clause-text-completion-available = 目标阵地里已没有空棋位、且其中至少有一颗自己的棋子时，玩家即获胜；被对手占住的棋位也算已填满。
# Clause 6.
clause-text-passing = 停走：只有当自己的每一颗棋子都既不能合法地走一格、也不能合法地跳或连跳（逐颗棋子、朝每个方向检查）时，玩家才可以停走。如果所有人依次停走，其间既没有人走棋也没有人获胜，对局即按约定以和棋结束。
# Clause 7.
clause-text-disputes = 争议：玩家之间有分歧时，在任何棋子移动之前先停下，记录下棋子、路线、条款和相关棋位。以本规则卡为准；修改规则需要一张经每位玩家确认的新规则卡，并从新的一局开始生效。

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name }（{ $colour }）
# A player whose name is still blank.
card-player-unnamed = 玩家 { $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = 从新的一局起（已按第 { $version } 版进行的对局沿用原有规则）

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = Hopcard 规则卡
card-text-title-line = { $title } - 第 { $version } 版
card-decides = 玩家在开局前商定的家规。以本规则卡为准。
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = 注意：{ $players }尚未确认！在每位玩家都确认之前，本规则卡只是一份提议。
# A player who moves first, in the list of players.
card-player-first = { $name }（{ $colour }，先走）
# A label before its value; the value follows after the space.
# (The full-width colon needs no space after it.)
card-text-label = { $label }：
card-text-players = 玩家与颜色
card-text-date = 日期：{ $date }
card-text-rulebook = 参考的棋具或规则书
card-rulebook-not-noted = 未注明
card-text-no-changes = 商定的修改：无（采用规则卡本身的选项）
card-text-changes = 商定的修改：
card-text-replaces = 本版取代第 { $version } 版（指纹 { $fingerprint }）
card-text-changed-from = 相对第 { $version } 版的修改：
card-text-takes-effect = 生效时间
card-heading-clauses = 七项条款
card-heading-confirmations = 确认
card-text-confirm-how = 每位玩家以名字或缩写确认本规则卡，并注明时间：
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }：已于 { $time } 签“{ $by }”确认
card-not-confirmed = { $who }：尚未确认
card-text-fingerprint = 指纹：{ $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = 请与纸质副本上的指纹核对：指纹相同，就是同一张规则卡（玩家、选项和输入的文字都相同，无论用哪种语言打印）；任何改动都会得出另一个指纹。指纹不是签名：谁都可以算出它。谁同意了这张规则卡，要看各人的确认和亲笔签名。
card-status-no-fingerprint = 状态：尚未生成指纹（开局时生成）
card-status-matches = 状态：生成指纹后未被改动
card-status-changed = 状态：生成指纹后已被改动！每位玩家都必须重新确认

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = 第 { $clause } 条 { $option }：{ $value }
card-change-no-hints = 第 { $clause } 条，不使用提示：任何人都不请电脑建议走法
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = 第 { $clause } 条，在争议 { $dispute } 中商定（第 { $move_number } 步，规则卡第 { $version } 版）：{ $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = 第 { $clause } 条 { $rule }，在争议 { $dispute } 中商定（第 { $move_number } 步，规则卡第 { $version } 版）：{ $change }
# What a new version changes from the one it replaces.
card-change-version-option = 第 { $clause } 条 { $option }：{ $before } 改为 { $after }
card-change-free-withdrawn = 其他商定的修改已撤回
card-change-free-now = 其他商定的修改现为：{ $text }
card-change-none = 规则与第 { $version } 版相同

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
date-long = { $year }年{ $month }{ $day }日
# A calendar's heading, "February 1999".
date-month-year = { $year }年{ $month }
date-month-1 = 1月
date-month-2 = 2月
date-month-3 = 3月
date-month-4 = 4月
date-month-5 = 5月
date-month-6 = 6月
date-month-7 = 7月
date-month-8 = 8月
date-month-9 = 9月
date-month-10 = 10月
date-month-11 = 11月
date-month-12 = 12月
# $text is what was typed, already quoted.
date-error-form = 日期 { $text } 无效：应为 YYYY-MM-DD 格式，例如 2026-11-30
date-error-no-such-day = 日期 { $text } 无效：没有这一天

## Fields of the card, as its errors name them ("player 2's name has …")

card-field-name = 玩家 { $player } 的名字
card-field-colour = 玩家 { $player } 的颜色
card-field-initials = 玩家 { $player } 的确认签名
card-field-time = 玩家 { $player } 的确认时间
card-field-rulebook = 规则书
card-field-changes = 商定的修改
card-field-effective = “生效时间”
card-field-dispute-change = 争议中商定的修改
card-field-earlier-changes = 上一版商定的修改
card-field-earlier-fingerprint = 上一版的指纹

## The fingerprint

card-seal-no-fingerprint = 尚未生成指纹
card-seal-matches = 生成指纹后未被改动
card-seal-changed = 生成指纹后已被改动
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text } 不是指纹：应为 16 位十六进制数字，每四位一组，如 1A2B-3C4D-5E6F-7081（或完整的 64 位）

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = 有 { $bytes } 字节，作为规则卡太大了（最多 { $max } 字节）
card-error-not-text = 不是文本文件（不是 UTF-8）
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = 是规则卡供打印的{ $form ->
    [pdf] PDF 版
   *[text] 文本版
}，用于在纸上阅读和签名；只有规则卡文件（RON 格式，由“card new”或“导出规则卡为 RON”生成）才能核验或导入
card-error-syntax = 不是可读取的规则卡：{ $problem }
card-error-invalid = 不是可用的规则卡：{ $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] 文本
}
card-shape-player-count = 其中有 { $count } 名玩家；规则卡应有 2 至 6 名玩家
card-shape-confirmation-slots = 其中有 { $players } 名玩家，却有 { $slots } 个确认栏
card-shape-first = 写明由玩家 { $first } 先走，但规则卡上只有 { $players } 名玩家
card-shape-version-zero = 第 0 版：版本号从 1 开始
card-shape-no-such-date = 日期 { $date } 不存在
card-shape-supersedes = 第 { $version } 版不能取代第 { $previous } 版

## Why a card cannot start a game yet

card-problem-missing-name = 玩家 { $player } 需要填写名字
# ($colour arrives as the card's colour code: named as the colour message names it.)
card-problem-same-colour = 有两名玩家都选了{ $colour ->
        [red] 红方
        [blue] 蓝方
        [green] 绿方
        [yellow] 黄方
        [black] 黑方
        [white] 白方
        [orange] 橙方
        [purple] 紫方
       *[other] { $colour }
    }：颜色必须各不相同
card-problem-player-count = { $count } 名玩家无法入座：棋盘只为 2、3、4 或 6 名玩家设有起始阵地
card-problem-other-camps = 三人或以上对局时，必须明确选择其他玩家阵地的规则（第 { $clause } 条）
card-problem-not-confirmed = { $name }尚未确认规则卡
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field }{ $problem }

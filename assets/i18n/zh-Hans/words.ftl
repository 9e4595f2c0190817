# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] 红方
    [blue] 蓝方
    [green] 绿方
    [yellow] 黄方
    [black] 黑方
    [white] 白方
    [orange] 橙方
    [purple] 紫方
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] 零
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
   *[other] { $n }
}

## Verdicts

verdict-legal = 合法
verdict-legal-swap = 合法交换
verdict-illegal-clause = 不合法（第 { $clause } 条）：{ $reason }
verdict-illegal = 不合法：{ $reason }

## Reasons a route is refused

reason-game-over = 对局已结束
reason-pass-while-movable = { $colour }仍有合法的走法（例如 { $example }），因此不能停走
reason-empty-route = 路线为空
reason-no-landing-after = 路线在 { $start } 之后没有给出落点
reason-no-landing = 路线没有给出落点
reason-no-piece = { $start } 是空的：没有可走的棋子
reason-not-movers-piece = { $start } 上是{ $holder }的棋子，但现在轮到{ $mover }
reason-after-step = { $before }-{ $from } 是走一格，走一格后这步棋就结束了：后面不能再接 { $to }
reason-lands-again-start = 路线再次落在 { $hole }，这正是棋子出发的棋位
reason-lands-again = 路线再次落在 { $hole }，这个棋位之前已经落过
reason-not-on-a-line = { $from } 到 { $to } 既不是走一格也不是跳：两者不在同一直线上
reason-step-after-hop = { $from } 到 { $to } 是走一格，不能接在跳之后
reason-leaves-board = 从 { $from } 到 { $to } 的直线超出了棋盘
reason-long-jump = { $from } 到 { $to } 是远跳，而本规则卡只允许普通的跳
reason-not-a-hop = { $from } 到 { $to } 既不是走一格也不是跳：一跳要沿直线落在相隔两个棋位的地方
reason-not-symmetric = { $from } 到 { $to } 既不是走一格也不是跳：桥必须正好位于中点
reason-no-bridge = 没有桥：{ $from } 与 { $to } 之间的 { $bridge } 是空的
reason-obstructed = { $from } 与 { $to } 之间的 { $hole } 不是空的：远跳要求桥两侧的棋位都是空的
reason-occupied-own = { $hole } 上已有{ $holder }自己的棋子：落点必须是空的
reason-occupied = { $hole } 已被{ $holder }占据：落点必须是空的
reason-swap-from-home = { $hole } 上是{ $holder }的棋子：只有从外面最后进入的那颗棋子才能交换，而这颗{ $colour }棋子本来就是在目标阵地里出发的
reason-swap-too-soon = { $hole } 上是{ $holder }的棋子：要有{ $needed }颗{ $colour }棋子进入目标阵地才能交换，{ $colour }现在只有{ $home }颗
reason-leaves-destination-started = 这颗{ $colour }棋子开局就在目标阵地的 { $arrived }，不能落到阵地外的 { $to }
reason-leaves-destination-reached = 这颗{ $colour }棋子已在 { $arrived } 进入目标阵地，不能落到阵地外的 { $to }
reason-ends-outside-destination = 这颗{ $colour }棋子在本回合开始时位于目标阵地，必须在阵地内结束本回合，不能停在 { $end }
reason-no-rest = 本回合不能停在 { $end }，因为它位于{ $camp }（{ $ban }）
reason-no-entry = { $hole } 位于{ $camp }，{ $colour }不能落在那里（其他阵地：no-entry）

## Camps

camp-centre = 中央区域
camp-start-of = { $colour }的起始阵地（{ $camp }）
camp-destination-of = { $colour }的目标阵地（{ $camp }）
camp-unused = 无人使用的阵地（{ $camp }）
camp-ban-unused-no-rest = 无人使用的阵地：no-rest
camp-ban-other-no-rest = 其他阵地：no-rest
camp-ban-other-no-entry = 其他阵地：no-entry
# What a restricted camp's holes say.
camp-restriction = 第 { $clause } 条：此处属于{ $camp }，{ $what }（{ $ban }）
camp-short-restriction = { $what }（第 { $clause } 条）
camp-barred-no-entry = 任何棋子都不能落在这里
camp-barred-no-rest = 不能在这里结束回合
camp-marked-line = 棋盘上已标出（第 { $clause } 条）：{ $parts }。
camp-marked-no-rest = 不能在{ $camps }结束回合
camp-marked-no-entry = 任何棋子都不能落在{ $camps }
camp-the-unused-one = 无人使用的阵地（{ $camp }）
camp-the-unused-many = 无人使用的阵地（{ $camps }）

## Routes and holes

route-empty = 路线为空：请输入用 '-' 连接的棋位（如 N2-M3），或 'pass'
route-unknown-hole = 路线中有未知棋位 { $hole }：棋位为 A1 至 Q1
hole-unknown = 未知棋位 { $hole }

## Setting up a position

setup-empty = 局面为空：请填写类似 red@bottom=N1,N2 的字段
setup-unknown-field = 未知字段 { $field }：应为 COLOUR@CAMP=HOLES、turn=COLOUR 或 passes=N
setup-repeated-field = 字段重复：{ $field }
setup-bad-colour-case = 颜色 { $given } 无效：颜色须用小写，例如 { $lower }
setup-bad-colour = 颜色 { $given } 无效：颜色须为小写英文单词（a-z）
setup-repeated-colour = 颜色 { $colour } 出现了两次
setup-unknown-camp = 未知阵地 { $camp }：应为 top、bottom、upper-left、upper-right、lower-left 或 lower-right
setup-missing-camp = { $colour } 需要写明 @CAMP：只有两人对局的局面可以省略阵地
setup-camp-taken = 两名玩家在同一阵地：{ $first } 和 { $second } 都在 { $camp }
setup-default-camp-taken = 两名玩家在同一阵地：{ $colour } 没有指定阵地，于是用了{ $seat ->
        [0] 第一
       *[other] 第二
    }位玩家的默认阵地 { $camp }，而 { $other } 已在那里；请为它指定阵地，例如 { $example }
setup-unknown-hole = 未知棋位 { $hole }：棋位为 A1 至 Q1（A-Q 行，从左往右编号）
setup-hole-twice = 棋位 { $hole } 出现了两次
setup-no-pieces = { $colour } 没有棋子
setup-too-many-pieces = { $colour } 有 { $count } 颗棋子：最多 { $most } 颗
setup-unknown-turn = turn={ $colour }：没有玩家使用这个颜色
setup-bad-passes = passes 的值 { $given } 无效：应为整数，且不超过玩家人数
setup-player-count = { $count } 名玩家：一个局面需要 2 至 { $most } 名玩家
option-unknown-value = --{ $option } { $given }：应为以下之一：{ $choices }
clause-unknown = { $number } 不是条款编号（规则卡只有第 1 至第 7 条）

## The card's clauses and options

clause-subject-setup = 布局
clause-subject-moving = 走棋
clause-subject-destination = 进入目标阵地
clause-subject-camps = 阵地
clause-subject-blocking = 堵位与终局
clause-subject-passing = 停走
clause-subject-disputes = 争议
option-title-movement = 棋子怎么走
option-title-dest-lock = 进入目标阵地后留在阵地内
option-title-completion = 被堵时如何获胜
option-title-other-camps = 其他玩家的阵地
option-title-unused = 空阵地
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = 第 { $clause } 条，{ $title }：{ $description }（{ $value }）
option-movement-hops = 走一格到相邻的棋位，或连续做普通的跳，每一跳越过一颗相邻的棋子
option-movement-long-jumps = 同 hops，另外一跳也可以是远跳：桥两侧连续的空棋位数相等即可
option-dest-lock-never-leave = 棋子一旦进入目标阵地，就再也不能落到阵地外
option-dest-lock-end-inside = 回合开始时位于目标阵地的棋子，必须在阵地内结束这一回合
option-dest-lock-free = 已进入目标阵地的棋子可以再离开
option-completion-swap = 全部棋子进入目标阵地即获胜；已有九颗进入时，最后一颗可以与堵住最后入口的对手棋子交换位置
option-completion-strict = 全部棋子进入目标阵地即获胜；对手占住最后一个棋位，就无法获胜
option-completion-occupied = 目标阵地没有空棋位、且其中至少有一颗自己的棋子时获胜
option-other-camps-free = 其他玩家的阵地可以像普通棋位一样使用
option-other-camps-no-rest = 可以跳着穿过其他玩家的阵地，但不能在那里结束回合
option-other-camps-no-entry = 完全不能落在其他玩家的阵地（跳过那里的棋子没问题）
option-unused-free = 没有人出发或前往的阵地，可以自由经过和停留
option-unused-no-rest = 可以穿过无人使用的阵地，但不能在那里结束回合

## Languages

language-unknown = { $given } 不是 Hopcard 支持的语言：{ $known }

# A camp's name; $camp is the board's code for it.
camp-name = { $camp ->
    [top] 上方
    [bottom] 下方
    [upper-left] 左上
    [upper-right] 右上
    [lower-left] 左下
    [lower-right] 右下
   *[other] { $camp }
}
list-separator = {"、"}
clause-separator = {"；"}

# The computer's level; $level is its code (easy, medium, strong).
level-name = { $level ->
    [easy] 初级
    [medium] 中级
    [strong] 高级
   *[other] { $level }
}
# A move as the history and the buttons show it: a route as its holes
# (N2-M6), or a pass.
proposal-pass = 停走

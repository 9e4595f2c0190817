# The engine's values in words: verdicts, refusals and their reasons, camps,
# setup errors, the card's options. Holes (N2), clause numbers and option
# names (hops, no-rest) are the card's own and stay as they are.

## Colours and small counts

# A colour's name; $name is the card's colour word (red, blue, …).
colour = { $name ->
    [red] 赤
    [blue] 青
    [green] 緑
    [yellow] 黄色
    [black] 黒
    [white] 白
    [orange] オレンジ
    [purple] 紫
   *[other] { $name }
}
# A small count as a word, a larger one in digits.
count-word = { $n ->
    [0] ゼロ
    [1] 一
    [2] 二
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
verdict-legal-swap = 合法（入れ替え）
verdict-illegal-clause = 反則（第{ $clause }条）：{ $reason }
verdict-illegal = 反則：{ $reason }

## Reasons a route is refused

reason-game-over = ゲームは終了しています
reason-pass-while-movable = { $colour }にはまだ合法な手があるため（例：{ $example }）、パスはできません
reason-empty-route = 経路が空です
reason-no-landing-after = 経路に{ $start }の後の着地点がありません
reason-no-landing = 経路に着地点がありません
reason-no-piece = { $start }は空いています：動かすコマがありません
reason-not-movers-piece = { $start }にあるのは{ $holder }のコマですが、今は{ $mover }の番です
reason-after-step = { $before }-{ $from }は1マス移動です。1マス移動をするとその手は終わりなので、続けて{ $to }へは進めません
reason-lands-again-start = 経路がふたたび{ $hole }に着地しています。そこはこのコマが出発したマスです
reason-lands-again = 経路がふたたび{ $hole }に着地しています。そこにはすでに一度着地しています
reason-not-on-a-line = { $from }から{ $to }へは1マス移動でもジャンプでもありません：同じ直線上にありません
reason-step-after-hop = { $from }から{ $to }へは1マス移動なので、ジャンプの後には続けられません
reason-leaves-board = { $from }から{ $to }への直線は盤の外に出てしまいます
reason-long-jump = { $from }から{ $to }へはロングジャンプですが、このルールカードでは通常のジャンプしか認められていません
reason-not-a-hop = { $from }から{ $to }へは1マス移動でもジャンプでもありません：ジャンプでは直線上の2マス先に着地します
reason-not-symmetric = { $from }から{ $to }へは1マス移動でもジャンプでもありません：踏み台はちょうど真ん中になければなりません
reason-no-bridge = 踏み台がありません：{ $from }と{ $to }の間の{ $bridge }は空いています
reason-obstructed = { $from }と{ $to }の間にある{ $hole }が空いていません：ロングジャンプでは踏み台の両側のマスが空いている必要があります
reason-occupied-own = { $hole }には{ $holder }自身のコマがあります：着地するマスは空いていなければなりません
reason-occupied = { $hole }には{ $holder }のコマがあります：着地するマスは空いていなければなりません
reason-swap-from-home = { $hole }には{ $holder }のコマがあります：入れ替えができるのは外から最後に入ってくるコマだけで、この{ $colour }のコマは最初からゴール陣地にありました
reason-swap-too-soon = { $hole }には{ $holder }のコマがあります：入れ替えには{ $colour }のコマが{ $needed }個ゴール陣地に入っている必要がありますが、{ $colour }はまだ{ $home }個です
reason-leaves-destination-started = この{ $colour }のコマは最初からゴール陣地の{ $arrived }にあったため、陣地の外の{ $to }には着地できません
reason-leaves-destination-reached = この{ $colour }のコマは{ $arrived }でゴール陣地に入ったため、陣地の外の{ $to }には着地できません
reason-ends-outside-destination = この{ $colour }のコマは手番の開始時にゴール陣地にあったため、陣地の中で手番を終えなければなりません（{ $end }では終えられません）
reason-no-rest = { $end }は{ $camp }にあるため、そこで手番を終えることはできません（{ $ban }）
reason-no-entry = { $hole }は{ $camp }にあり、{ $colour }はそこに着地できません（他の陣地：no-entry）

## Camps

camp-centre = 中央
camp-start-of = { $colour }のスタート陣地（{ $camp }）
camp-destination-of = { $colour }のゴール陣地（{ $camp }）
camp-unused = 未使用の陣地（{ $camp }）
camp-ban-unused-no-rest = 未使用の陣地：no-rest
camp-ban-other-no-rest = 他の陣地：no-rest
camp-ban-other-no-entry = 他の陣地：no-entry
# What a restricted camp's holes say.
camp-restriction = 第{ $clause }条：{ $camp }のため、{ $what }（{ $ban }）
camp-short-restriction = { $what }（第{ $clause }条）
camp-barred-no-entry = ここにはどのコマも着地できません
camp-barred-no-rest = ここで手番を終えることはできません
camp-marked-line = 盤上の表示（第{ $clause }条）：{ $parts }。
camp-marked-no-rest = { $camps }では手番を終えられません
camp-marked-no-entry = { $camps }にはどのコマも着地できません
camp-the-unused-one = 未使用の陣地（{ $camp }）
camp-the-unused-many = 未使用の陣地（{ $camps }）

## Routes and holes

route-empty = 経路が空です：'-' でつないだマス（例：N2-M3）か 'pass' を入力してください
route-unknown-hole = 経路に不明なマス{ $hole }があります：マスはA1からQ1までです
hole-unknown = 不明なマス{ $hole }

## Setting up a position

setup-empty = 局面が空です：red@bottom=N1,N2 のような項目を入力してください
setup-unknown-field = 不明な項目{ $field }：COLOUR@CAMP=HOLES、turn=COLOUR、passes=N のいずれかを指定してください
setup-repeated-field = 項目が2回指定されています：{ $field }
setup-bad-colour-case = 色{ $given }は無効です：色は小文字で指定します（例：{ $lower }）
setup-bad-colour = 色{ $given }は無効です：色は小文字の英単語（a-z）で指定します
setup-repeated-colour = 色{ $colour }が2回指定されています
setup-unknown-camp = 不明な陣地{ $camp }：top、bottom、upper-left、upper-right、lower-left、lower-right のいずれかを指定してください
setup-missing-camp = { $colour }には @CAMP が必要です：陣地を省略できるのは2人対戦の局面だけです
setup-camp-taken = 2人が同じ陣地にいます：{ $first }と{ $second }がどちらも{ $camp }にいます
setup-default-camp-taken = 2人が同じ陣地にいます：{ $colour }は陣地が指定されていないため、{ $seat ->
        [0] 1人目
       *[other] 2人目
    }のプレイヤーの既定の陣地（{ $camp }）に入りましたが、そこには{ $other }がいます。陣地を指定してください（例：{ $example }）
setup-unknown-hole = 不明なマス{ $hole }：マスはA1からQ1までです（行はA～Q、番号は左から）
setup-hole-twice = マス{ $hole }が2回指定されています
setup-no-pieces = { $colour }にはコマがありません
setup-too-many-pieces = { $colour }のコマが{ $count }個あります：最大{ $most }個までです
setup-unknown-turn = turn={ $colour }：その色のプレイヤーはいません
setup-bad-passes = passes の値{ $given }は無効です：プレイヤーの人数以下の整数を指定してください
setup-player-count = プレイヤーが{ $count }人です：局面には2～{ $most }人が必要です
option-unknown-value = --{ $option } { $given }：{ $choices } のいずれかを指定してください
clause-unknown = { $number }という条項はありません（ルールカードの条項は第1条～第7条です）

## The card's clauses and options

clause-subject-setup = 配置
clause-subject-moving = 移動
clause-subject-destination = ゴール入り
clause-subject-camps = 陣地
clause-subject-blocking = ブロックと上がり
clause-subject-passing = パス
clause-subject-disputes = 異議
option-title-movement = コマの進み方
option-title-dest-lock = ゴールしたコマの居残り
option-title-completion = ブロックされたときの上がり方
option-title-other-camps = 他のプレイヤーの陣地
option-title-unused = 空き陣地
# One option on one line: "Clause 2, how pieces travel: … (hops)".
option-in-words = 第{ $clause }条・{ $title }：{ $description }（{ $value }）
option-movement-hops = 隣のマスへの1マス移動、または隣のコマを一つずつ跳び越える通常のジャンプの連続
option-movement-long-jumps = hops と同じで、さらにロングジャンプもできます：踏み台の両側に同じ数の空きマスが並んでいれば跳べます
option-dest-lock-never-leave = ゴール陣地に入ったコマは、二度と陣地の外に着地できません
option-dest-lock-end-inside = 手番の開始時にゴール陣地にあるコマは、その手番を陣地の中で終えなければなりません
option-dest-lock-free = ゴール陣地に入ったコマも、ふたたび陣地の外に出られます
option-completion-swap = コマが全部ゴール陣地に入れば勝ち。九個入っていれば、最後の一個は最後の入口をふさいでいる相手のコマと入れ替われます
option-completion-strict = コマが全部ゴール陣地に入れば勝ち。最後のマスに相手のコマが居座っていると上がれません
option-completion-occupied = ゴール陣地に空きマスがなく、自分のコマが一個以上入っていれば勝ち
option-other-camps-free = 他のプレイヤーの陣地も、普通のマスと同じように使えます
option-other-camps-no-rest = 他のプレイヤーの陣地はジャンプで通り抜けられますが、そこで手番を終えることはできません
option-other-camps-no-entry = 他のプレイヤーの陣地には一切着地できません（そこにあるコマを跳び越えるのは構いません）
option-unused-free = 誰のスタート陣地でもゴール陣地でもない陣地は、自由に通り抜けたり止まったりできます
option-unused-no-rest = 未使用の陣地は通り抜けられますが、そこで手番を終えることはできません

## Languages

language-unknown = { $given }はHopcardが対応している言語ではありません：{ $known }

# A camp's name; $camp is the board's code for it.
camp-name = { $camp ->
    [top] 上
    [bottom] 下
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
    [easy] 初級
    [medium] 中級
    [strong] 上級
   *[other] { $level }
}
# A move as the history and the buttons show it: a route as its holes
# (N2-M6), or a pass.
proposal-pass = パス

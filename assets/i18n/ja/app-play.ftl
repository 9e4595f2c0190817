# The desktop app's words for playing: the menu bar, the setup form, the
# turn panel, the board, the history, the hint, Help and its keys, the
# window's title and what a screen reader is told. Holes (N2), option value
# names (hops, no-rest) and the product name Hopcard stay as they are.
# Japanese: see /work/notes/glossary-ja.md (マス, 陣地, 踏み台, ジャンプ,
# 経路, 条項, 判定, 異議, ルールカード, 手, コマ …). Menus and buttons as
# Japanese desktop apps word them (保存, 名前を付けて保存…, 拡大, 縮小);
# keys as Japanese Windows keyboards label them (Ctrl, Shift, Enter, Esc,
# Backspace, スペース, ←/→/↑/↓). Menu paths are written 「ゲーム > 保存」.

## Menu bar

menu-game = ゲーム
menu-rules = ルール
menu-view = 表示
menu-help = ヘルプ
# Help > Help: opens the Help window.
menu-help-window = ヘルプ（F1）
menu-new-game = 新しいゲーム…
menu-disputes = 異議一覧…
menu-export-record = 対局記録をテキストで書き出し…
menu-print-card = ルールカードを印刷…
menu-print-disputes = 異議の記録を印刷…
menu-quit = 終了
# The keys shown beside a menu item.
menu-quit-keys = Ctrl+Q
menu-show-names = マス名を表示
menu-play-at-once = 着地点をクリックしたらすぐ確定
menu-animate = 手をアニメーション表示
menu-letters = コマに文字を表示
menu-colour-blind-safe = 色覚に配慮した配色
# View > Language: the system's language, then each language by its own name.
menu-language = 言語
menu-language-system = システムの設定に従う
menu-zoom-in = 拡大
menu-zoom-in-keys = Ctrl++
menu-zoom-out = 縮小
menu-zoom-out-keys = Ctrl+-
menu-actual-size = 実際のサイズ
menu-actual-size-keys = Ctrl+0

## Window title
## $file is the game file's name ("Family game.hopcard").

title-no-file = Hopcard
title-no-file-read-only = Hopcard（読み取り専用）
title-file = { $file } – Hopcard
# The mark before the name: the game has moves its file lacks.
title-file-unsaved = • { $file } – Hopcard
# A window that only shows another window's game.
title-file-read-only = { $file }（読み取り専用） – Hopcard

## What a screen reader is told after a move
## $played is the history's line of the move ("3. Ann (red) N2-M6").

announce-played = 実行した手：{ $played }。
announce-played-your-turn = 実行した手：{ $played }。{ $player }の番です。

## The board

board-no-game = まだゲームがありません：「ゲーム > 新しいゲーム…」を選んでください。
# A hole's name for screen readers: the hole (N2) and what stands on it;
# $colour is the colour's name, $player the player's name.
board-hole-piece-of = { $hole }、{ $player }の{ $colour }のコマ
board-hole-piece = { $hole }、{ $colour }のコマ
board-hole-empty = { $hole }、空き
# A mark added to a hole's name ("N2, red piece of Ann" + "selected").
board-hole-and = { $name }、{ $part }
board-hole-selected = 選択中
board-hole-on-route = 作成中の経路上
board-hole-landing = 着地できるマス
board-hole-last-landed = 直前の手の着地点
board-hole-last-left = 直前の手の出発点
# The keys the board reads while one of its holes has the focus, as Help
# lists them: the key, then what it does.
board-key-left-right = ← / →
board-key-left-right-what = 横の列に沿ってフォーカスを移動
board-key-up-down = ↑ / ↓
board-key-up-down-what = 左に傾いた線に沿ってフォーカスを移動（左上・右下）
board-key-shift = Shift+↑ / Shift+↓
board-key-shift-what = 右に傾いた線に沿ってフォーカスを移動（右上・左下）
board-key-space = マスでスペース
board-key-space-what = フォーカスのあるマスを操作（コマを選ぶ、または着地点を追加）
board-key-enter = マスでEnter
board-key-enter-what = スペースと同じ操作をしたうえで、経路がフォーカスのあるマスで終わっていればその手を確定
board-key-f6 = F6
board-key-f6-what = どこからでもキーボードのフォーカスを盤に移す

## The history

history-heading = 履歴
history-empty = まだ手がありません。
history-review-hover = この手の後の盤面を見る

## Why the suggested move is a good one (after "Hint: N2-M6: ")

hint-only-move = 唯一の合法手
hint-forward = 前に進む手
hint-swap = 最後の入口での入れ替えで全部そろう（第{ $clause }条）
hint-home = コマをゴール陣地に入れ、{ $rows }段前に進む
hint-straggler = 取り残された最後のコマを{ $rows }段前に進める
hint-chain = { $hops }回の連続ジャンプで{ $rows }段前に進む
hint-piece = コマを{ $rows }段前に進める
hint-room = 場所を空ける手：ここではどの手も前に進めない

## The Help window

help-title = ヘルプ
help-building-route = 経路の作り方
help-route-step-1 = 1. 自分のコマをクリックします。そのコマが行けるマスに印が付きます。
help-route-step-2 = 2. 印の付いたマスをクリックすると、そこに着地します。連続ジャンプでは着地点を順にクリックします。経路はクリックするたびに描かれます。
help-route-step-3 = 3. 右側のパネルに、そこまでの経路に対するルールカードの判定が表示されます。判定が合法になったら、「手を確定」（Enter）でその手を実行します。
help-route-step-4 = 4. 手について意見が分かれたら、「異議申し立て」で盤を固定し、コマ、経路、条項、全員の言い分を記録します。
help-keyboard = キーボード
help-board-keys = 盤上（Tabで盤に移動、またはどこからでもF6）：
help-other-keys = 盤の外（ボタンや入力欄にフォーカスがないときのEnter、Backspace、Esc、矢印キー）：
help-clauses = 各条項の説明
help-clauses-intro = 「ゲーム > ルールカードを表示」で、すべての条項を全文で表示します。「ルール」メニューでは条項ごとの局面を読み込み、盤上で試せます：
# $clause is the clause's number, $what its subject and the cases that show it.
help-clause-line = 第{ $clause }条：{ $what }
help-subject-setup = 配置：誰がどこから始めるか、誰が先手か、ヒント
help-subject-moving = 移動：1マス移動、ジャンプ、連続ジャンプ
help-subject-destination = ゴール入り
help-subject-camps = 陣地
help-subject-blocking = ブロックと上がり
help-subject-passing = パス
help-subject-disputes = 異議
help-clause-on-card = { $subject }（ルールカード本文で説明）
# $cases are the Rules menu's cases, by their titles.
help-clause-see = { $subject }。参照：{ $cases }

## Help's keys beside the board: the key, then what it does

keys-arrows = 矢印キー
keys-arrows-what = 何にもフォーカスがないとき：盤にフォーカスを移す
keys-enter = Enter
keys-enter-what = 作成中の経路で手を確定
keys-backspace = Backspace
keys-backspace-what = 経路の最後のジャンプを削除
keys-escape = Esc
keys-escape-what = 経路をキャンセル
keys-right-click = 右クリック
keys-right-click-what = マウスでBackspaceと同じ操作
keys-tab = Tab
keys-tab-what = ボタンや入力欄の間を移動（盤はメニューバーのすぐ次の1か所）。スペースかEnterで押せます
keys-page = Page Up / Page Down
keys-page-what = 対局を1手ずつ戻って、または進んで振り返る（← / →でも可。Escで対局に戻る）
keys-f1 = F1
keys-f1-what = このヘルプを開く
keys-ctrl-n = Ctrl+N
keys-ctrl-n-what = 新しいゲームを始める（ゲーム > 新しいゲーム…）
keys-ctrl-h = Ctrl+H
keys-ctrl-h-what = 手のヒントを出す（ゲーム > ヒント）
keys-ctrl-d = Ctrl+D
keys-ctrl-d-what = 異議申し立て：盤を固定して意見の相違を記録（ゲーム > 異議申し立て）
keys-ctrl-s = Ctrl+S
keys-ctrl-s-what = ゲームを保存（ゲーム > 保存）
keys-ctrl-o = Ctrl+O
keys-ctrl-o-what = 保存したゲームを開く（ゲーム > 開く…）
keys-ctrl-q = Ctrl+Q
keys-ctrl-q-what = 終了（ゲーム > 終了）。保存していない手があれば先に確認します
keys-zoom = Ctrl++ / Ctrl+-
keys-zoom-what = 表示全体を拡大・縮小（表示 > 拡大、縮小）。次回も引き継がれます
keys-ctrl-0 = Ctrl+0
keys-ctrl-0-what = 実際のサイズに戻す（表示 > 実際のサイズ）

## The turn panel
## $player is a player's label ("Ann (red)"), $level the computer's level
## (easy, medium, strong), $clause a clause's number.

turn-read-only-play = 読み取り専用：ここでは手を実行できません（別のHopcardウィンドウがこのゲームを進行中です）
turn-take-back-last = 直前の手を戻す…
turn-computer-agrees = { $player }（コンピューター）は同意しています。
turn-agrees = { $player }が同意
turn-take-back = 戻す
turn-keep-move = 戻さない
# One move of the take-back question: "3. Ann (red) N2-M6".
turn-numbered-move = { $number }. { $player } { $proposal }
# The moves of the take-back question, one more added: "3. … and 4. …".
turn-moves-and = { $moves }、{ $next }
turn-take-back-question = { $moves } を戻しますか？全員の同意が必要です。
turn-game-over = ゲーム終了
turn-move-number = { $number }手目
turn-move-number-review = { $number }手目（振り返り中）
turn-to-move = { $player }の番
turn-review-note = 対局は{ $number }手目にあります。手を進めるには対局に戻ってください（Esc）。
turn-computer-plays = コンピューター（{ $level }）が盤上に示した経路で動かします。
turn-computer-thinking = コンピューター（{ $level }）が考えています…
turn-play-route = 手を確定
# Hover texts naming the keys that do what the button does.
turn-play-route-keys = Enter
turn-remove-hop = 最後のジャンプを削除
turn-remove-hop-keys = Backspace または右クリック
turn-cancel-route = 経路をキャンセル
turn-cancel-route-keys = Esc
turn-route-none = 自分のコマをクリックすると、着地できるマスに印が付きます。印の付いたマスをクリックするか、ジャンプを1回ずつつないで連続ジャンプにします。
turn-route-selected = { $hole }を選択しました。印の付いたマスをクリックしてください。
# $route is the route (N2-M6), $verdict the card's verdict on it.
turn-route-verdict = 経路 { $route }：{ $verdict }
turn-hint = ヒント：{ $route }：{ $reason }
turn-suggest = ヒント
turn-suggest-hover = コンピューターが上級の強さで手を探します（1秒以内）
turn-dispute-this = この手に異議
turn-dispute-refused-hover = 盤を固定し、認められなかった経路を異議として記録します（第{ $clause }条）
turn-dispute-object-hover = 実行する前にこの経路に異議を唱えます：盤が固定されます（第{ $clause }条）
turn-dispute = 異議申し立て
turn-dispute-hover = プレイヤーの意見が分かれたとき：盤を固定し、争点を書き留めます（第{ $clause }条）
turn-dispute-disabled-hover = すでに異議が出ているか、盤にルール解説の例が表示されています
turn-dispute-log = 異議の記録…
turn-frozen = 異議により盤を固定中：解決するまで、手を進めることも、パスすることも、手を戻すこともできません。
# English keeps "all 1 pieces" for a lone piece, as it always said.
turn-pass-certified = { $player }には合法な手がありません：全{ $pieces }個のコマについて、あらゆる方向の1マス移動と連続ジャンプを確認しました。パスが認められます（第{ $clause }条）。
turn-pass = パス
turn-pass-disabled-hover = パスできるのは、合法な手が一つもないときだけです（第{ $clause }条）
# Why Pass is greyed out: the card's verdict on a pass.
turn-pass-verdict = パス：{ $verdict }
turn-passes = 連続パス：{ $passes }/{ $seats }（全員が続けてパスすると引き分け）

## The setup form (the card editor)

setup-heading = 新しいゲーム：ルールカードを決める
setup-intro = みんなでルールカードを記入し、各プレイヤーが下で確認します。後から変更すると、それまでの確認はすべて取り消されます。
setup-start = ゲーム開始
setup-show-card = ルールカードを表示・印刷
setup-show-card-disabled-hover = 全員が確認すると、ゲーム開始前にルールカードを表示、書き出し、印刷できます。
setup-cancel = キャンセル
# $problem says what the card still lacks.
setup-not-yet = まだ開始できません：{ $problem }。
setup-ready = 準備完了：全員がこのルールカードを確認しました。
# One line of a list.
setup-list-item = ・{ $item }
setup-reset-question = ルールカードの既定値に戻しますか？
setup-reset-changes = 変更される内容：
setup-reset-withdraws = これまでの確認は取り消されます。
setup-reset-yes = 既定値に戻す
setup-reset-no = 今の選択のままにする
setup-reset-nothing = すべてのオプションがすでにルールカードの既定値です。何も変更していません。
# $changes lists the options changed, short, separated by "; ".
setup-reset-done = ルールカードの既定値に戻しました：{ $changes }。
setup-reset-done-withdrawn = ルールカードの既定値に戻しました：{ $changes }。確認を取り消しました。
# The card for the next game; $count is the number of changes its disputes agreed.
setup-next-card = ルールカード第{ $version }版：前回のゲームの異議で合意した{ $count }件の変更を反映しています（「合意した変更」に記載）。全員がもう一度確認します。
setup-version = ルールカード第{ $version }版（第{ $previous }版を置き換え）。変更点：{ $changes }。
setup-effective-from = 適用開始：{ $date }。
setup-players = プレイヤーと色
setup-number-of-players = プレイヤー数：
setup-n-players = { $count }人
setup-moves-first = 先手：
setup-same-colour = 同じ色のプレイヤーがいます：別々の色を選んでください。
setup-player-name = プレイヤー{ $number }の名前
# The colour field's visible label; screen readers hear setup-player-colour.
setup-colour = 色
setup-player-colour = プレイヤー{ $number }の色
setup-a-person = 人間
setup-the-computer = コンピューター（{ $level }）
setup-played-by = 操作
setup-player-seat = プレイヤー{ $number }の操作
setup-card-header = ルールカードの基本情報
setup-date = 日付
setup-today = 今日
setup-date-typed = または入力
# The typed date's hint; the date is typed in this form whatever the language.
setup-date-format = YYYY-MM-DD
setup-date-typed-name = 日付の入力（YYYY-MM-DD）
setup-date-problem = 日付：{ $problem }
setup-rulebook = 参照したセット・説明書
setup-rulebook-hint = 例：うちの箱に入っている説明書
# The field's name where a refusal names it (setup-unshown-script).
setup-rulebook-field = 参照したセット・説明書
setup-clauses = 条項とオプション
setup-reset = 既定値に戻す
setup-no-options = 第1条（配置）、第6条（パス）、第7条（異議）にはオプションがありません。ルールカードに全文が印刷されます。
setup-other-camps-two = 他のプレイヤーの陣地：2人対戦では選択肢はありません（どの陣地も自分のものか、誰のものでもないかのどちらかです）。
setup-clause = 第{ $clause }条：{ $title }
setup-other-camps-open = 3人以上の場合：このルールをはっきり選んでください。既定値はありません。
# An option's choice: $name is the card's own name for it (hops, no-rest).
setup-choice = { $name }：{ $description }
# The choice the printed card makes.
setup-choice-card = { $name }（カードの標準）：{ $description }
setup-agreed-changes = 合意した変更
setup-no-differences = ルールカードと異なるオプションはありません。
setup-hints-allowed = ヒントを許可：コンピューターに手を提案してもらえます
setup-free-changes = その他の合意した変更（自由記述）
setup-free-changes-field = 合意した変更
setup-confirmations = 確認
setup-confirmations-intro = 各プレイヤーが、名前またはイニシャルでこの内容を確認します。
# $by is what the player typed (or "computer (strong)", as the card records it).
setup-confirmed-as = { $player }：「{ $by }」として確認済み
setup-confirmed-at = 確認日時：{ $time }
setup-withdraw = { $player }の確認を取り消す
setup-initials = { $player }のイニシャル
setup-confirm-as = { $player }として確認
# Text taken out of a field: $field names the field, $script the writing
# system (its Unicode name, e.g. Old Italic), $code the character's code.
setup-unshown-script = { $field }：{ $script } の文字（U+{ $code }）は、このコンピューターに表示できるフォントがないため入力されませんでした。そのフォント（パッケージ { $package }）をインストールするか、別の書き方で入力してください

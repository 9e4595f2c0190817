# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).

## File primitives (fsio)

fsio-write-name = { $path }：无法使用：它不是文件路径：{ $cause }
fsio-write-create-folder = { $path }：无法创建它所在的文件夹：{ $cause }
fsio-write-create-temporary = { $path }：无法在它旁边创建临时文件：{ $cause }
fsio-write-write = { $path }：无法写入：{ $cause }
fsio-write-sync = { $path }：无法同步到磁盘：{ $cause }
fsio-write-replace = { $path }：无法替换：{ $cause }
fsio-write-create = { $path }：无法创建：{ $cause }
fsio-write-keep = { $path }：无法保留它的副本：{ $cause }
fsio-write-forbidden-name = { $path }：无法以这个名称保存：{ $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] 文件夹
    [fifo] 命名管道
   *[special] 设备或其他特殊文件
}
# After a file's path.
fsio-read-io = 无法读取：{ $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] 是文件夹，不是普通文件，因此没有读取
    [fifo] 是命名管道，不是普通文件，因此没有读取
   *[special] 是设备或其他特殊文件，不是普通文件，因此没有读取
}
# After a file's path.
fsio-read-too-large = 太大（{ $bytes } 字节；最多只读取 { $cap } 字节）
fsio-cause-no-file-name = 没有文件名
fsio-cause-every-name-taken = 所有可用的名称都已被占用
fsio-cause-never-replaced = { $kind ->
    [folder] 它是文件夹，不是普通文件，因此永远不会被替换
    [fifo] 它是命名管道，不是普通文件，因此永远不会被替换
   *[special] 它是设备或其他特殊文件，不是普通文件，因此永远不会被替换
}
fsio-cause-held = 另一个程序正打开着它（编辑器、备份或杀毒软件）：请先在那个程序里关闭它，然后重试（{ $cause }）
# $device is the name in quotes.
fsio-name-device = Windows 把名称 { $device } 保留给设备使用，加上扩展名也不行：请换一个名称
fsio-name-trailing = Windows 会去掉文件名末尾的点或空格，文件就会以另一个名称保存：请删掉它
# $code is like U+0009.
fsio-name-control = Windows 文件名不能包含控制字符 { $code }：请删掉它
fsio-name-character = Windows 文件名不能包含“{ $character }”：请换一个名称

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }：此处应有一个值
quote-too-deep = { $line }:{ $column }：括号嵌套太深（Hopcard 的文件都不会嵌套这么深）
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }：{ $word } 不能在此处作为名称
quote-open-comment = { $line }:{ $column }：注释没有结束
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text }（{ $bytes } 字节）
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }…（共 { $bytes } 字节）

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.

entry-line-break = 必须只有一行（其中有换行）
entry-control = 含有控制字符 { $code }，无法打印
entry-direction-mark = 含有不可见的方向标记 { $code }，它会打乱文字的顺序
entry-invisible = 含有不可见字符 { $code }，在规则卡上显示不出来
entry-blank-looking = 含有 { $code }，这个字符看起来是空白，但并不是空格
entry-private-use = 含有私用区字符 { $code }，各种字体显示它的方式都不一样
entry-not-a-character = 含有 { $code }，这不是 Hopcard 认识的字符
entry-card-line = 含有“{ $character }”，可能会被当作规则卡的另一行
entry-too-long = 有 { $chars } 个字符；最多只能容纳 { $max } 个

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = 未知级别 { $given }：应为 greedy、easy、medium 或 strong

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path } { $problem }
storage-record = 含有一条经不起核验的争议记录：{ $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = 字段 `{ $field }`：{ $why }
storage-too-large = 太大，不可能是对局文件（{ $bytes } 字节；最多 { $cap } 字节）
storage-not-text = 不是文本文件（不是 UTF-8），因此不是对局文件
storage-syntax = 不是可读取的对局文件（已损坏或不完整？）：{ $problem }
storage-newer-format = 是由较新版本的 Hopcard 写入的（文件格式 { $format }；本版本最高只能读取 { $latest }）
storage-card = 其中的规则卡与对局不符：{ $problem }
storage-replay = 其中的历史无法重放：事件 { $event }：{ $reason }
storage-mismatch = 与它自己的历史不一致（被手动编辑过？）：{ $problem }
# RON is the name of the file format.
storage-serialize = 无法将对局写成 RON：{ $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = 保存的局面是 { $stored }，但按走棋重放得到的是 { $replayed }
storage-plies-differ = 有效走棋的列表与历史不一致
# $stored and $replayed are status lines in quotes.
storage-status-differs = 保存的状态是 { $stored }，但按走棋重放得到的是 { $replayed }
storage-record-fingerprint = 对局与它的记录指纹不再一致（有走棋、悔棋或争议被手动删除、添加、修改或挪动）
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = 写的是 { $format }，但{ $what }：格式版本是被手动改低的吗？
storage-lowered-record = 文件带有对局的记录指纹（`record`），而 Hopcard 从格式 2 起才写入它
storage-lowered-raised-in = 争议 { $number } 写明了提出它时的对局（`raised_in`），而 Hopcard 从格式 3 起才写入它
storage-saved-not-a-time = { $saved } 不是 Hopcard 写入的时间（应类似 2025-03-14 19:30 UTC）
storage-status-empty = 为空，但 Hopcard 总会写入状态行
storage-record-missing = 缺失，但这种文件格式总会保存记录指纹（是否被手动删除？）
storage-dispute-rules = 争议 { $number }：判定所依据的规则不是规则卡的规则
storage-card-slots = { $players } 名玩家，但有 { $slots } 个确认栏
storage-card-first = 由玩家 { $first } 先走，但规则卡上只有 { $players } 名玩家
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = 规则卡{ $seal }
storage-card-start = 开局局面 { $start } 不是规则卡的开局 { $card }
storage-replay-differs = 它的步数、玩家或交换标记与引擎记录的不同

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = 无法读取自动保存的对局（{ $problem }）。它已原样移到 { $path }。
session-damaged-preferences-kept = 无法读取你的偏好设置（{ $problem }）。它们已原样保留在 { $path }，现在使用默认设置。
session-damaged-preferences = 无法读取你的偏好设置（{ $problem }），现在使用默认设置。
session-folder-unwritable = 无法写入 Hopcard 的数据文件夹 { $path }（{ $problem }），因此此窗口不会自动保存，也不会保留对局：请把对局保存到文件（游戏 > 另存为…）。
session-autosave-off = 无法读取 { $path } 中自动保存的对局（{ $problem }），也无法把它移开，因此此窗口的自动保存已关闭：该文件保持原样。
# $kept is how many of its entries were kept.
session-damaged-recent = “最近打开”列表已损坏；它已被移到 { $path }，{ $kept ->
    [0] 其中的条目都无法读取
   *[other] 其中可读取的 { $kept } 个条目已保留
}。
session-finished-kept = 上次已结束的对局已保留为 { $path }（游戏 > 恢复…）。
session-separate-kept = 另一个窗口的对局已保留为 { $path }（游戏 > 恢复…）。
# $holds is one of the session-holds- messages.
session-foreign-file = 它曾保存到 { $path }，但该文件{ $holds }，因此它现在不属于任何文件：“保存”时会询问保存到哪里。
session-newest-in-file = 它最新的副本就是它的文件 { $path }。
session-belongs-to = 它属于文件 { $path }。
session-behind = 自第 { $since } 步起未保存：{ $cause }
session-file-failure = 未保存到 { $path }：{ $cause }
session-other-kept = 该文件原有的内容已保留为 { $path }（游戏 > 恢复…）。
session-other-not-kept = 该文件原有的内容无法另行保留：{ $why }。
# $holds is one of the session-other-holds- messages.
session-other-game = { $path } 中是{ $holds }，不是本局，因此没有替换它。
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path } 中是{ $holds }，不是本局，因此没有替换它。{ $kept }
session-no-game = 还没有对局
session-read-only = 此窗口以只读方式显示对局（另一个 Hopcard 窗口正在进行这局游戏）
session-case-open = 争议属于对局：请先返回对局
session-keep-failed = 无法保留当前对局以便日后恢复，因此没有替换它：{ $cause }
session-not-saved = 对局未保存：{ $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] 陈述
   *[change] 商定的修改
}有 { $chars } 个字符，最多只能容纳 { $max } 个，因此没有更改
session-too-large = 这会让对局达到 { $bytes } 字节，超过对局文件的上限（{ $cap } 字节），因此没有做任何更改
session-recent-not-stored = 未能保存“最近打开”列表：{ $cause }
session-slot-locked = 另一个 Hopcard 窗口正在进行这局自动保存的对局（它的锁 { $path } 已被占用）
session-slots-busy = 全部 { $count } 个自动保存位都在使用中
session-game-too-large = 对局将达到 { $bytes } 字节，超过对局文件最多能容纳的 { $cap } 字节
session-no-folder-to-keep = 没有可以保留它的文件夹
# The status line when another window took this window's autosave.
session-slot-lost = 另一个 Hopcard 窗口现在在这里自动保存（此窗口运行期间，数据文件夹被删除或替换了），因此此窗口已停止自动保存：请把对局保存到文件
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = 已不存在
# $game is session-describe or session-describe-finished.
session-holds-another-game = 中是另一局（{ $game }）
session-holds-unreadable = 无法作为对局读取（{ $problem }）
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = 其他内容（该文件{ $problem }）
session-other-holds-later = 本局较新的副本（{ $game }）
session-other-holds-another = 另一局（{ $game }）
session-other-holds-not-a-game = Hopcard 无法作为对局读取的内容（该文件{ $problem }）
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }，{ $moves } 步
session-describe-finished = { $players }，{ $moves } 步，已结束
session-not-kept-unreadable = 无法读取它
session-not-kept-no-folder = 此窗口没有可以保留它的数据文件夹
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first }和{ $last }
session-players-separator = {"、"}

session-holds-not-this-game = 其中是{ $holds }，不是这一局

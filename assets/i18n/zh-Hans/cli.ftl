# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop 写入的是 freedesktop 启动器；它只适用于 Linux 和 BSD 桌面
cli-install-no-home = 找不到要安装到的主目录
cli-install-no-executable = 找不到正在运行的可执行文件：{ $cause }
cli-install-not-utf8 = 可执行文件路径 { $path } 不是有效的 UTF-8；桌面项无法指向它
cli-install-line-break = 可执行文件路径 { $path } 含有换行符
cli-install-bad-target = { $path } 没有上级目录或文件名
cli-install-create-dir = 无法创建 { $path }：{ $cause }
cli-install-write = 无法写入 { $path }：{ $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = 已运行 { $tool } { $path }
cli-install-cache-missing = 未安装 { $tool }；已跳过
cli-install-cache-failed = { $tool } { $path } 失败（{ $why }）；文件已安装

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = 局面有误：{ $error }
cli-missing-route = 缺少路线
cli-bad-route = 路线有误：{ $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }：应为以下之一：{ $values }
cli-with-card = --{ $flag } 不能与 --card 一起使用：规则由规则卡决定
cli-card-flag = --card { $error }
cli-unknown-level = 未知级别 { $given }：应为 greedy、easy、medium 或 strong
cli-table = { $players } 名玩家：一桌只能坐 2、3、4 或 6 名玩家
cli-openings = --openings { $path }：{ $error }
# A file, and what is wrong with it.
cli-path-error = { $path }：{ $error }
cli-no-such-dispute = { $path }：没有争议 { $number }
cli-no-dispute = { $path }：没有可打印的争议
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path } 已存在：请换一个名称，或加上 --replace 来替换它
cli-same-as-input = { $path } 正是要读取的文件：请为输出换一个名称
cli-player-form = --player { $given }：应为 COLOUR:NAME，例如 red:Ann
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }：颜色必须是小写英文单词，例如 { $colours }
cli-player-no-name = --player { $given }：缺少名字
cli-player-count = 给出了 { $count } 个 --player：规则卡应有 2、3、4 或 6 名玩家
cli-confirm-form = --confirm { $given }：应为 COLOUR:INITIALS，例如 red:AB
cli-confirm-no-colour = --confirm { $given }：没有哪个 --player 使用这个颜色
cli-confirm-no-initials = --confirm { $given }：缺少签名缩写
# $problem is one of the entry- messages.
cli-confirm-initials = --confirm { $given }：签名缩写{ $problem }
cli-confirm-no-seat = --confirm { $given }：没有这个座位
cli-confirm-already = --confirm { $given }：这名玩家已经确认过了
cli-date = --date：{ $error }
cli-first = --first { $given }：没有哪个 --player 使用这个颜色
cli-not-ready = 无法生成规则卡：{ $problem }
cli-not-ready-hint = 无法生成规则卡：{ $problem }（请加上 --other-camps allowed|no-rest|no-entry）
cli-not-a-file = { $path } 既不是子命令，也不是文件（参见 hopcard --help）
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {"、"}
cli-card-unconfirmed = { $path }：尚未得到{ $missing }的确认；只有每位玩家都已确认、且此后未被改动的规则卡才能提供规则（参见 hopcard card verify）
cli-card-changed = { $path }：生成指纹后规则卡被改动过（指纹不一致）；只有每位玩家都已确认、且此后未被改动的规则卡才能提供规则（参见 hopcard card verify）
cli-card-no-fingerprint = { $path }：规则卡还没有生成指纹；只有每位玩家都已确认、且此后未被改动的规则卡才能提供规则（参见 hopcard card verify）

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path } 是{ $kind ->
    [folder] 文件夹
    [fifo] FIFO（命名管道）
    [char-device] 字符设备
    [block-device] 块设备
    [socket] 套接字
   *[special] 特殊文件
}，不是普通文件：这里应为{ $expected ->
    [card] 规则卡文件
    [game] 对局文件
   *[log] 争议记录或对局文件
}
cli-input-too-large = { $path } 有 { $bytes } 字节，作为{ $expected ->
    [card] 规则卡文件
    [game] 对局文件
   *[log] 争议记录或对局文件
}太大了（最多 { $cap } 字节）

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = 尚未得到{ $missing }的确认（请为在场的每位玩家加上 --confirm COLOUR:INITIALS）
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = 已写入 { $path }（规则卡第 { $version } 版，指纹 { $fingerprint }，{ $paper }）
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = 生成指纹后未被改动：{ $fingerprint }（{ $path }）
cli-verify-changed = 生成指纹后已被改动！现在的指纹是 { $fingerprint }（{ $path }）
cli-verify-no-fingerprint = 尚未生成指纹：生成的话将是 { $fingerprint }（{ $path }）
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = 与纸上的指纹一致：{ $paper }
cli-verify-paper-differs = 与纸上的指纹不一致！应为 { $paper }，文件的指纹是 { $fingerprint }
cli-verify-unconfirmed = 尚未得到{ $missing }的确认

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = 对局记录
cli-fp-dispute = 争议 { $number }
cli-fp-matches = 与纸上的指纹一致：{ $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = 与纸上的指纹不一致！应为 { $paper }，文件给出的是 { $found }
cli-fp-differs-none = 与纸上的指纹不一致！应为 { $paper }，文件中没有指纹
cli-fp-no-dispute = 与纸上的指纹不一致！应为 { $paper }，文件中没有争议 { $number }
# Under the disputes of a game file.
cli-game-record-fingerprint = 对局记录指纹：{ $fingerprint }（到目前为止的整局：走棋、悔棋、争议）
cli-dispute-pdf-wrote = 已写入 { $path }（{ $count } 份争议记录，{ $paper }）

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = 已写入 { $path }
cli-output-failed = 无法写入输出：{ $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }；你是不是想用 { $suggestion }？
# $command is the command typed (hopcard card new).
cli-usage-more = 更多信息请运行：{ $command } --help
cli-usage-unexpected = 意外的参数 { $given }
cli-usage-unexpected-dash = 意外的参数 { $given }（如果要把它作为值，请在它前面加上 --）
cli-usage-unexpected-after = { $prior } 之后出现意外的参数 { $given }
cli-usage-unknown-subcommand = 未知子命令 { $given }
cli-usage-needs-value = { $arg } 需要一个值
cli-usage-expected-one-of = { $arg } { $given }：应为以下之一：{ $values }
cli-usage-not-a-value = { $arg } { $given }：不是它接受的值
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }：{ $why }
cli-usage-unexpected-value = { $arg } 之后出现意外的值 { $given }
cli-usage-values = { $arg } 接受 { $wanted } 个值，但给出了 { $given } 个
# $args are the missing arguments' names.
cli-usage-missing = 缺少 { $args }
cli-usage-missing-argument = 缺少一个参数
cli-usage-needs-subcommand = { $command } 需要一个子命令
cli-usage-needs-subcommand-of = { $command } 需要一个子命令：{ $valid }
cli-usage-no-equals = { $arg } 的值要写在 "=" 之后
cli-usage-not-utf8 = 有一个参数不是 UTF-8 文本
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = 此参数
cli-usage-more-than-once = { $arg } 不能给出多次
cli-usage-conflict = { $arg } 不能与 { $others } 一起使用
cli-usage-conflict-others = { $arg } 不能与其他参数一起使用
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = 第 { $number } 局：{ $result }，共 { $plies } 步：{ $last }
    {"  "}结束前 { $back } 步：{ $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = perft 深度 { $depth } 太深：最多为 { $max }
cli-perft-progress = perft { $depth }：{ $secs } 秒
cli-perft-progress-moves = perft { $depth }：根节点的 { $total } 个走法已完成 { $done } 个，{ $secs } 秒
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = 已中断：{ $progress }

# Without a subcommand, in a build without the window.
cli-no-desktop = 此版本构建时未包含桌面应用（feature "desktop"）；请使用子命令（hopcard --help）

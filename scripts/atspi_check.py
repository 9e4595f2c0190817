#!/usr/bin/python3
"""The keyboard journey of issue 37 walked by a real AT-SPI client.

Run by scripts/atspi-check inside a private D-Bus session and X server,
with Hopcard already started on a game where the computer plays blue. It
reads the window through pyatspi (what Orca reads), presses keys with
xdotool, and prints PASS or FAIL for each check; exit status 1 on any
FAIL. Arguments: the short fingerprint of the game's card, and
"clipboard" or "no-clipboard".
"""

import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

# "N2, red piece of Ann, selected", "M6, empty, possible landing".
HOLE_NAME = re.compile(r"^([A-Q])(\d{1,2}), (empty|[a-z-]+ piece( of [^,]+)?)(, .+)?$")
ROW_LEN = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
failures = []
APP = None
announcements = []  # (politeness, text, seconds since start)
focus_events = []  # names of accessibles that gained the focus
START = time.monotonic()


def report(ok, what, detail=""):
    print(f"{'PASS' if ok else 'FAIL'} {what}" + (f": {detail}" if detail else ""))
    sys.stdout.flush()
    if not ok:
        failures.append(what)
    return ok


def info(text):
    print(f"     {text}")
    sys.stdout.flush()


# --- The board's geometry (src/rules/board.rs): row A..Q is r = -8..8,
# holes numbered from 1 by increasing q within a row.
def on_board(q, r):
    s = -q - r
    return (q >= -4 and r >= -4 and s >= -4) or (q <= 4 and r <= 4 and s <= 4)


COORDS = {}
for r in range(-8, 9):
    qs = [q for q in range(-8, 9) if on_board(q, r)]
    assert len(qs) == ROW_LEN[r + 8]
    for n, q in enumerate(qs, 1):
        COORDS[f"{chr(ord('A') + r + 8)}{n}"] = (q, r)
HOLE_AT = {c: h for h, c in COORDS.items()}
# The documented keys (Help; tests/it/app_keyboard.rs): one per direction.
KEYS = {
    (1, 0): "Right",
    (-1, 0): "Left",
    (0, -1): "Up",
    (0, 1): "Down",
    (1, -1): "shift+Up",
    (-1, 1): "shift+Down",
}


def path(a, b):
    """The holes from a to b along the board's lines (breadth first)."""
    back, queue = {a: None}, [a]
    while queue:
        at = queue.pop(0)
        if at == b:
            break
        q, r = COORDS[at]
        for dq, dr in KEYS:
            n = HOLE_AT.get((q + dq, r + dr))
            if n and n not in back:
                back[n] = at
                queue.append(n)
    holes = [b]
    while back[holes[-1]]:
        holes.append(back[holes[-1]])
    return holes[::-1]


def key_between(a, b):
    (qa, ra), (qb, rb) = COORDS[a], COORDS[b]
    return KEYS[(qb - qa, rb - ra)]


# --- AT-SPI
def pump(seconds):
    """Let pyatspi deliver the events that arrived (its GLib main context)."""
    end = time.monotonic() + seconds
    ctx = GLib.MainContext.default()
    while time.monotonic() < end:
        while ctx.iteration(False):
            pass
        time.sleep(0.02)


def on_announcement(event):
    announcements.append((event.detail1, str(event.any_data), time.monotonic() - START))


def on_focus(event):
    if event.detail1 == 1:
        try:
            focus_events.append(event.source.name)
        except Exception:  # the node may be gone already
            pass


def find_all(acc, pred, out=None, depth=0):
    out = [] if out is None else out
    if acc is None or depth > 30:
        return out
    try:
        if pred(acc):
            out.append(acc)
        for i in range(acc.childCount):
            find_all(acc.getChildAtIndex(i), pred, out, depth + 1)
    except Exception:  # a node removed while walking
        pass
    return out


def hopcard_app():
    for app in pyatspi.Registry.getDesktop(0):
        # Its name is the window's (the app id, or a title ending in "Hopcard").
        if app is not None and "hopcard" in (app.name or "").lower():
            return app
    return None


def named(app, name, role=None):
    return find_all(
        app,
        lambda a: a.name == name and (role is None or a.getRoleName() == role),
    )


def wait_for(what, fn, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = fn()
        if value:
            return value
        pump(0.1)
    return None


def key(k):
    subprocess.run(["xdotool", "key", "--delay", "30", k], check=True)


def focused(holes):
    out = []
    for name, acc in holes.items():
        try:
            if acc.getState().contains(pyatspi.STATE_FOCUSED):
                out.append(acc.name)
        except Exception:
            pass
    return out


def focused_anywhere(app):
    """What has the focus in the whole window (for a failure's message)."""
    return [
        f"{a.getRoleName()} {a.name!r}"
        for a in find_all(app, lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    ]


def board_holes(app):
    """Every hole node: the board panel's children named like a hole."""
    nodes = find_all(app, lambda a: a.getRoleName() == "toggle button")
    by_name = {}
    for n in nodes:
        m = HOLE_NAME.match(n.name or "")
        if m:
            by_name[m.group(1) + m.group(2)] = n
    return nodes, by_name


def wait_focus(holes, expected):
    """The hole AT-SPI reports focused once the key has been handled."""
    def there():
        now = focused(holes)
        return now if now and now[0].startswith(expected + ",") else None

    return wait_for(f"focus on {expected}", there, seconds=5) or focused(holes)


def walk(holes, to, quiet=False):
    """Arrow keys from the focused hole to `to`, checking every step."""
    now = focused(holes)
    if len(now) != 1:
        return report(False, f"arrows to {to}: one hole has the focus", str(now or focused_anywhere(APP)))
    at = now[0].split(",")[0]
    steps, wrong = 0, []
    for a, b in zip(path(at, to), path(at, to)[1:]):
        k = key_between(a, b)
        before = len(focus_events)
        key(k)
        got = wait_focus(holes, b)
        steps += 1
        if len(got) != 1 or not got[0].startswith(b + ","):
            wrong.append(f"{k} from {a}: focused {got or focused_anywhere(APP)}, expected {b}")
        elif not any(n.startswith(b + ",") for n in focus_events[before:]):
            pump(0.3)
            if not any(n.startswith(b + ",") for n in focus_events[before:]):
                wrong.append(f"{k} from {a}: no focus event for {b}")
    if not quiet:
        report(
            not wrong,
            f"arrows {at} -> {to}: after each of {steps} keys the one focused accessible "
            "is the hole the keys reached, with a focus event",
            "; ".join(wrong[:3]),
        )
    return not wrong


def announced(pred, since, seconds=20.0):
    def hit():
        return [a for a in announcements[since:] if pred(a)]

    return wait_for("an announcement", hit, seconds)


def main():
    fingerprint, clipboard = sys.argv[1].lower(), sys.argv[2] == "clipboard"
    reg = pyatspi.Registry
    reg.registerEventListener(on_announcement, "object:announcement")
    reg.registerEventListener(on_focus, "object:state-changed:focused")

    global APP
    app = APP = wait_for("the app on the AT-SPI bus", hopcard_app, 90)
    if not report(app is not None, "Hopcard is on the AT-SPI bus (AccessKit's adapter is active)"):
        return
    ready = wait_for("the game", lambda: named(app, "Move 1", "label"), 60)
    report(bool(ready), 'the game file opened: the turn panel says "Move 1"')

    nodes, holes = board_holes(app)
    unnamed = [n for n in nodes if not HOLE_NAME.match(n.name or "")]
    report(
        len(holes) == 121 and not unnamed,
        "every hole is named: 121 hole nodes, each \"HOLE, empty\" or \"HOLE, COLOUR piece of NAME\" (then its marks)",
        f"{len(holes)} holes, {len(unnamed)} other toggle buttons"
        + (f" ({[u.name for u in unnamed[:3]]})" if unnamed else ""),
    )
    info(f"e.g. {holes['N2'].name!r}, {holes['A1'].name!r}, {holes['I5'].name!r}")
    report(focused(holes) == [], "no hole is focused before F6", str(focused(holes)))

    before = len(focus_events)
    key("F6")
    got = wait_for("F6", lambda: focused(holes), 5) or []
    pump(0.3)
    report(
        len(got) == 1 and any(n == got[0] for n in focus_events[before:]),
        "F6 puts the focus on one hole, and AT-SPI sends its focus event",
        f"focused {got}",
    )
    if len(got) != 1:
        return
    walk(holes, "I5")
    # The six directions, one key each (Help's list).
    wrong = []
    for k, to in [
        ("Right", "I6"),
        ("Left", "I5"),
        ("Up", "H5"),
        ("Down", "I5"),
        ("shift+Up", "H6"),
        ("shift+Down", "I5"),
    ]:
        key(k)
        now = wait_focus(holes, to)
        if len(now) != 1 or not now[0].startswith(to + ","):
            wrong.append(f"{k}: focused {now or focused_anywhere(APP)}, expected {to}")
    report(
        not wrong,
        "the six directions from I5: Right I6, Left I5, Up H5, Down I5, Shift+Up H6, Shift+Down I5",
        "; ".join(wrong),
    )

    # Choose red's piece on N2 with Space: its name says so.
    walk(holes, "N2")
    key("space")
    pump(0.5)
    name = wait_for(
        "the name",
        lambda: "selected" in (holes["N2"].name or "") and holes["N2"].name,
        5,
    )
    report(
        name == "N2, red piece of Ann, selected",
        "Space on N2 chose the piece: its name says whose piece and that it is selected",
        repr(name or holes["N2"].name),
    )
    landing = holes["M6"].name
    report(
        landing == "M6, empty, possible landing",
        "M6's name marks it a possible landing",
        repr(landing),
    )

    # A refused route: N2 cannot reach I5 (clause 2), said at once.
    walk(holes, "I5")
    since = len(announcements)
    key("space")
    said = announced(lambda a: "N2-I5: illegal" in a[1], since, 10)
    report(
        bool(said) and said[0][0] == 2,
        "the refused route N2-I5 is announced, assertive (AT-SPI Announcement, politeness 2)",
        repr(said[0][:2]) if said else f"heard {announcements[since:]}",
    )

    # A legal move, then the computer's (blue, easy).
    walk(holes, "M6")
    since = len(announcements)
    key("Return")
    mine = announced(lambda a: "Played: " in a[1] and "N2-M6" in a[1], since, 10)
    report(
        bool(mine) and mine[0][0] == 1,
        "Enter on M6 plays N2-M6 and it is announced, polite (politeness 1)",
        repr(mine[0][:2]) if mine else f"heard {announcements[since:]}",
    )
    theirs = announced(
        lambda a: "Played: " in a[1] and "N2-M6" not in a[1] and "Your turn, Ann (red)" in a[1],
        since,
        60,
    )
    # The history's entry (a button that reviews the move), whatever its role.
    history = find_all(app, lambda a: re.match(r"^2\. ", a.name or ""))
    line = history[0].name if history else None
    # The history names the seat ("2. Computer (blue) C1-E7"), the news its colour.
    route = line.split()[-1] if line else None
    report(
        bool(theirs) and theirs[0][0] == 1 and route is not None and f"2. blue {route}" in theirs[0][1],
        "the computer's move is announced, polite, with the history's move and \"Your turn\"",
        (repr(theirs[0][:2]) if theirs else f"heard {announcements[since:]}") + f"; history line {line!r}",
    )
    now = focused(holes)
    report(
        len(now) == 1,
        "after the computer's move the focus is still on one hole",
        str(now),
    )
    info(f"announcements heard: {len(announcements)}")
    for politeness, text, at in announcements:
        kind = {1: "polite", 2: "assertive"}.get(politeness, str(politeness))
        info(f"  {at:6.1f}s {kind}: {text}")

    if clipboard:
        clipboard_checks(app, fingerprint)
        paste_a_name(app)
    else:
        print("SKIP clipboard checks (--no-clipboard)")


def click(acc):
    """Activate a widget as a screen reader does (AT-SPI Action)."""
    action = acc.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "press", "activate"):
            return action.doAction(i)
    return action.doAction(0)


def short(fingerprint):
    """The fingerprint as printed: "XXXX-XXXX-XXXX-XXXX"."""
    return "-".join(fingerprint[i : i + 4] for i in range(0, 16, 4)).upper()


def clipboard_checks(app, fingerprint):
    """Copy the card's fingerprint out (xclip reads it)."""
    game = wait_for("Game menu", lambda: named(app, "Game", "push button"), 5)
    click(game[0])
    show = wait_for("Show the card", lambda: named(app, "Show the card"), 5)
    if not report(bool(show), "Game > Show the card is there"):
        return
    click(show[0])
    printed = short(fingerprint)
    heading = wait_for("the fingerprint", lambda: named(app, f"Fingerprint: {printed}"), 10)
    report(bool(heading), f"the card window shows \"Fingerprint: {printed}\"")
    copies = wait_for(
        "a Copy button",
        lambda: find_all(
            app,
            lambda a: a.getRoleName() == "push button"
            and (a.name or "").lower().startswith("copy")
            and "fingerprint" in ((a.name or "") + (a.description or "")).lower(),
        ),
        5,
    )
    if not report(
        bool(copies),
        "a Copy button beside the fingerprint",
        ""
        if copies
        else "none: this build has no clipboard support (a button named \"Copy …\" "
        "naming the fingerprint in its name or description is expected)",
    ):
        return
    subprocess.run(["xclip", "-selection", "clipboard", "-i", "/dev/null"], check=False)
    click(copies[0])
    out = wait_for(
        "the clipboard",
        lambda: subprocess.run(
            ["xclip", "-o", "-selection", "clipboard"], capture_output=True, text=True
        ).stdout,
        5,
    )
    # The whole fingerprint (64 digits), or the printed one.
    report(
        bool(out) and (out.strip().lower() == fingerprint or printed in out),
        f"{copies[0].name!r} put the fingerprint on the clipboard (xclip -o)",
        repr(out),
    )


def paste_a_name(app):
    name = "Zoë Pasted"
    subprocess.run(["xclip", "-selection", "clipboard", "-i"], input=name, text=True, check=True)
    game = named(app, "Game", "push button")
    click(game[0])
    # The name may carry its shortcut ("New game… Ctrl+N").
    new = wait_for(
        "New game…",
        lambda: find_all(
            app,
            lambda a: a.getRoleName() == "push button" and (a.name or "").startswith("New game"),
        ),
        5,
    )
    if not report(bool(new), "Game > New game… is there"):
        return
    click(new[0])
    field = wait_for("Player 1 name", lambda: named(app, "Player 1 name", "entry"), 10)
    if not report(bool(field), "the setup form's \"Player 1 name\" field"):
        return
    field = field[0]
    field.queryComponent().grabFocus()
    pump(0.5)
    report(
        field.getState().contains(pyatspi.STATE_FOCUSED),
        "the field takes the focus asked for through AT-SPI (Component.grabFocus)",
        str(focused_anywhere(app)),
    )
    # Typed first: the field's text reads back, so a failed paste is the paste's.
    key("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "30", "Typed"], check=True)
    typed = wait_for("the typed text", lambda: "Typed" in field_text(field) and field_text(field), 5)
    report(bool(typed), "text typed into \"Player 1 name\" reads back through AT-SPI", repr(field_text(field)))
    key("ctrl+a")
    key("ctrl+v")
    text = wait_for("the pasted text", lambda: name in field_text(field) and field_text(field), 5)
    report(
        bool(text),
        f"Ctrl+V pasted {name!r} into \"Player 1 name\" (read back through AT-SPI)",
        f"the field holds {text or field_text(field)!r}"
        + ("" if text else " (a build without eframe's clipboard support ignores Ctrl+V)"),
    )


def field_text(field):
    """A text field's text: its Text interface, else its value."""
    try:
        t = field.queryText()
        return t.getText(0, t.characterCount)
    except NotImplementedError:
        pass
    info(f"interfaces of {field.name!r}: {pyatspi.utils.listInterfaces(field)}")
    return ""


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # a crash is a failure, said as one
        report(False, "the AT-SPI client ran to the end", f"{type(e).__name__}: {e}")
    print(f"{'FAIL' if failures else 'PASS'}: {len(failures)} check(s) failed")
    sys.exit(1 if failures else 0)

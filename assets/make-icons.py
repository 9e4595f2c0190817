#!/usr/bin/env python3
"""Draw the Hopcard icon: a star-shaped Chinese checkers board on a walnut tile.

Writes assets/hopcard.svg and assets/icons/hopcard-{48,64,128,256,512}.png.
Uses only the Python standard library (the PNGs are rasterised here with
signed-distance anti-aliasing and written with zlib), so it runs on a bare
machine:  python3 assets/make-icons.py
The SVG and the PNGs come from the same geometry below; the PNGs are the
reference rendering.
"""

import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = (48, 64, 128, 256, 512)

# ---------------------------------------------------------------- geometry
# Everything is expressed for a unit tile (0..1); multiply by the pixel size.

MARGIN = 0.035  # empty border around the tile
CORNER = 0.19  # corner radius of the tile
SPACING = 0.0545  # distance between neighbouring holes
ROW_H = SPACING * math.sqrt(3.0) / 2.0
PAD = 0.78 * SPACING  # how far the board reaches past the outer holes
RIM = 0.20 * SPACING  # darker edge of the board
MARBLE_R = 0.40 * SPACING
DIMPLE_R = 0.26 * SPACING
CENTRE = (0.5, 0.5)

ROW_LENGTHS = (1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1)

BG_TOP = (0x55, 0x3A, 0x27)
BG_BOTTOM = (0x2C, 0x1D, 0x13)
FACE_TOP = (0xEC, 0xC6, 0x8B)
FACE_BOTTOM = (0xD3, 0x9D, 0x5C)
RIM_COLOUR = (0x9C, 0x66, 0x35)
DIMPLE = (0x8A, 0x5A, 0x31)
DIMPLE_DEEP = (0x5E, 0x3B, 0x1E)

CAMP_COLOURS = {
    "top": (0x2F, 0x6F, 0xD8),  # blue
    "bottom": (0xD8, 0x35, 0x35),  # red
    "upper_left": (0x2E, 0xA0, 0x52),  # green
    "lower_right": (0xF0, 0xC0, 0x20),  # yellow
    "upper_right": (0x8E, 0x4F, 0xC8),  # purple
    "lower_left": (0xF0, 0x82, 0x2A),  # orange
}


def camp_of(row, col, length):
    """Which starting triangle a hole belongs to, or None for the centre."""
    if row <= 3:
        return "top"
    if row >= 13:
        return "bottom"
    # Rows 4..12: side triangles are the first/last `edge` holes of the row.
    edge = 4 - abs(row - 4) if row <= 8 else 4 - abs(row - 12)
    if row == 8:
        return None
    if col < edge:
        return "upper_left" if row < 8 else "lower_left"
    if col >= length - edge:
        return "upper_right" if row < 8 else "lower_right"
    return None


def holes():
    """All 121 holes as (x, y, camp) in unit coordinates."""
    out = []
    for row, length in enumerate(ROW_LENGTHS):
        y = CENTRE[1] + (row - 8) * ROW_H
        for col in range(length):
            x = CENTRE[0] + (col - (length - 1) / 2.0) * SPACING
            out.append((x, y, camp_of(row, col, length)))
    return out


def star_polygon():
    """The hexagram through the outermost hole centres (clockwise)."""
    s, h = SPACING, ROW_H
    pts = [
        (0, -8 * h), (2 * s, -4 * h), (6 * s, -4 * h), (4 * s, 0),
        (6 * s, 4 * h), (2 * s, 4 * h), (0, 8 * h), (-2 * s, 4 * h),
        (-6 * s, 4 * h), (-4 * s, 0), (-6 * s, -4 * h), (-2 * s, -4 * h),
    ]
    return [(CENTRE[0] + x, CENTRE[1] + y) for x, y in pts]


# ---------------------------------------------------------------- helpers


def clamp01(v):
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def smoothstep(e0, e1, x):
    t = clamp01((x - e0) / (e1 - e0))
    return t * t * (3.0 - 2.0 * t)


def lighten(c, t):
    return mix(c, (255, 255, 255), t)


def darken(c, t):
    return mix(c, (0, 0, 0), t)


def hexc(c):
    return "#%02x%02x%02x" % tuple(int(round(v)) for v in c)


def sd_round_rect(px, py, x0, y0, x1, y1, r):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - r, (y1 - y0) / 2 - r
    qx, qy = abs(px - cx) - hx, abs(py - cy) - hy
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def sd_polygon(px, py, poly):
    """Signed distance to a simple polygon (negative inside)."""
    d = float("inf")
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        ax, ay = poly[j]
        bx, by = poly[i]
        ex, ey = ax - bx, ay - by
        wx, wy = px - bx, py - by
        t = clamp01((wx * ex + wy * ey) / (ex * ex + ey * ey))
        dx, dy = wx - ex * t, wy - ey * t
        dd = dx * dx + dy * dy
        if dd < d:
            d = dd
        if (by > py) != (ay > py) and px < (ax - bx) * (py - by) / (ay - by) + bx:
            inside = not inside
        j = i
    d = math.sqrt(d)
    return -d if inside else d


# ---------------------------------------------------------------- raster


class Canvas:
    def __init__(self, size):
        self.size = size
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]

    def over(self, i, colour, alpha):
        if alpha <= 0.0:
            return
        dst = self.px[i]
        da = dst[3]
        oa = alpha + da * (1.0 - alpha)
        for k in range(3):
            dst[k] = (colour[k] * alpha + dst[k] * da * (1.0 - alpha)) / oa
        dst[3] = oa

    def png(self):
        raw = bytearray()
        for y in range(self.size):
            raw.append(0)
            for x in range(self.size):
                r, g, b, a = self.px[y * self.size + x]
                raw += bytes((
                    int(round(clamp01(r / 255.0) * 255)),
                    int(round(clamp01(g / 255.0) * 255)),
                    int(round(clamp01(b / 255.0) * 255)),
                    int(round(clamp01(a) * 255)),
                ))

        def chunk(tag, data):
            body = tag + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", self.size, self.size, 8, 6, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def render(size):
    cv = Canvas(size)
    aa = 1.0 / size  # one pixel, in unit coordinates
    poly = star_polygon()
    x0, y0, x1, y1 = MARGIN, MARGIN, 1.0 - MARGIN, 1.0 - MARGIN

    # Tile and board: evaluated for every pixel.
    for py in range(size):
        v = (py + 0.5) / size
        bg = mix(BG_TOP, BG_BOTTOM, clamp01((v - y0) / (y1 - y0)))
        face = mix(FACE_TOP, FACE_BOTTOM, clamp01((v - 0.08) / 0.84))
        for pxi in range(size):
            u = (pxi + 0.5) / size
            i = py * size + pxi
            d = sd_round_rect(u, v, x0, y0, x1, y1, CORNER)
            cv.over(i, bg, clamp01(0.5 - d / aa))
            if d > aa:
                continue
            ds = sd_polygon(u, v, poly)
            cover = clamp01(0.5 - (ds - PAD) / aa)
            if cover <= 0.0:
                continue
            rim_t = clamp01(0.5 - ((PAD - RIM) - ds) / aa)
            cv.over(i, mix(face, RIM_COLOUR, rim_t), cover)

    # Holes: only touch pixels inside each hole's bounding box.
    for hx, hy, camp in holes():
        if camp is None:
            paint_dimple(cv, hx, hy, aa)
        else:
            paint_marble(cv, hx, hy, CAMP_COLOURS[camp], aa)
    return cv


def box(cv, cx, cy, r):
    s = cv.size
    lo_x = max(0, int(math.floor((cx - r) * s)) - 1)
    hi_x = min(s - 1, int(math.ceil((cx + r) * s)) + 1)
    lo_y = max(0, int(math.floor((cy - r) * s)) - 1)
    hi_y = min(s - 1, int(math.ceil((cy + r) * s)) + 1)
    for py in range(lo_y, hi_y + 1):
        for pxi in range(lo_x, hi_x + 1):
            yield py * s + pxi, (pxi + 0.5) / s, (py + 0.5) / s


def paint_dimple(cv, cx, cy, aa):
    # Small sizes: keep the dot at least about a pixel wide so it survives.
    r = max(DIMPLE_R, 0.75 * aa)
    for i, u, v in box(cv, cx, cy, r):
        d = math.hypot(u - cx, v - cy) - r
        a = clamp01(0.5 - d / aa)
        # Darker towards the top edge, as if lit from above.
        t = clamp01(0.5 - (v - cy) / (2 * r))
        cv.over(i, mix(DIMPLE, DIMPLE_DEEP, t), a)


def paint_marble(cv, cx, cy, colour, aa):
    r = MARBLE_R
    # Shadow, offset down and right.
    sx, sy = cx + 0.10 * r, cy + 0.16 * r
    for i, u, v in box(cv, sx, sy, r * 1.1):
        d = math.hypot(u - sx, v - sy) - r * 1.02
        cv.over(i, (40, 22, 8), 0.40 * clamp01(0.5 - d / max(aa, 0.15 * r)))
    hx, hy = cx - 0.35 * r, cy - 0.38 * r
    hi = lighten(colour, 0.65)
    lo = darken(colour, 0.38)
    for i, u, v in box(cv, cx, cy, r):
        d = math.hypot(u - cx, v - cy) - r
        a = clamp01(0.5 - d / aa)
        if a <= 0.0:
            continue
        t = math.hypot(u - hx, v - hy) / (1.35 * r)
        c = mix(hi, colour, smoothstep(0.0, 0.45, t))
        c = mix(c, lo, smoothstep(0.55, 1.0, t))
        cv.over(i, c, a)


# ---------------------------------------------------------------- svg


def svg():
    n = 512.0

    def f(v):
        return ("%.2f" % (v * n)).rstrip("0").rstrip(".")

    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
        "  <title>Hopcard</title>",
        "  <defs>",
        '    <linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">',
        f'      <stop offset="0" stop-color="{hexc(BG_TOP)}"/>',
        f'      <stop offset="1" stop-color="{hexc(BG_BOTTOM)}"/>',
        "    </linearGradient>",
        '    <linearGradient id="face" gradientUnits="userSpaceOnUse" x1="0" y1="%s" x2="0" y2="%s">'
        % (f(0.08), f(0.92)),
        f'      <stop offset="0" stop-color="{hexc(FACE_TOP)}"/>',
        f'      <stop offset="1" stop-color="{hexc(FACE_BOTTOM)}"/>',
        "    </linearGradient>",
        '    <linearGradient id="dimple" x1="0" y1="0" x2="0" y2="1">',
        f'      <stop offset="0" stop-color="{hexc(DIMPLE_DEEP)}"/>',
        f'      <stop offset="1" stop-color="{hexc(DIMPLE)}"/>',
        "    </linearGradient>",
    ]
    for name, c in CAMP_COLOURS.items():
        out += [
            f'    <radialGradient id="m-{name}" cx="0.5" cy="0.5" r="0.5" fx="0.32" fy="0.31">',
            f'      <stop offset="0" stop-color="{hexc(lighten(c, 0.65))}"/>',
            f'      <stop offset="0.4" stop-color="{hexc(c)}"/>',
            f'      <stop offset="0.75" stop-color="{hexc(c)}"/>',
            f'      <stop offset="1" stop-color="{hexc(darken(c, 0.38))}"/>',
            "    </radialGradient>",
        ]
    out.append("  </defs>")
    w = 1.0 - 2 * MARGIN
    out.append(
        f'  <rect x="{f(MARGIN)}" y="{f(MARGIN)}" width="{f(w)}" height="{f(w)}" '
        f'rx="{f(CORNER)}" fill="url(#tile)"/>'
    )
    points = " ".join(f"{f(x)},{f(y)}" for x, y in star_polygon())
    out.append(
        f'  <polygon points="{points}" fill="{hexc(RIM_COLOUR)}" stroke="{hexc(RIM_COLOUR)}" '
        f'stroke-width="{f(2 * PAD)}" stroke-linejoin="round"/>'
    )
    out.append(
        f'  <polygon points="{points}" fill="url(#face)" stroke="url(#face)" '
        f'stroke-width="{f(2 * (PAD - RIM))}" stroke-linejoin="round"/>'
    )
    shadows, marbles, dimples = [], [], []
    for x, y, camp in holes():
        if camp is None:
            dimples.append(f'    <circle cx="{f(x)}" cy="{f(y)}" r="{f(DIMPLE_R)}"/>')
        else:
            shadows.append(
                f'    <circle cx="{f(x + 0.10 * MARBLE_R)}" cy="{f(y + 0.16 * MARBLE_R)}" '
                f'r="{f(MARBLE_R * 1.02)}"/>'
            )
            marbles.append(
                f'    <circle cx="{f(x)}" cy="{f(y)}" r="{f(MARBLE_R)}" fill="url(#m-{camp})"/>'
            )
    out.append('  <g fill="url(#dimple)">')
    out += dimples
    out.append("  </g>")
    out.append('  <g fill="#281608" fill-opacity="0.4">')
    out += shadows
    out.append("  </g>")
    out.append("  <g>")
    out += marbles
    out.append("  </g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    with open(os.path.join(HERE, "hopcard.svg"), "w", encoding="utf-8") as fh:
        fh.write(svg())
    os.makedirs(os.path.join(HERE, "icons"), exist_ok=True)
    for size in SIZES:
        path = os.path.join(HERE, "icons", f"hopcard-{size}.png")
        with open(path, "wb") as fh:
            fh.write(render(size).png())
        print(path)


if __name__ == "__main__":
    main()

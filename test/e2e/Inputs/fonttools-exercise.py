"""Calls the functions of one of fontTools' compiled modules on seeded
random input and prints every result exactly (floats in hex, exceptions by
type and message), so that two builds of the module can be compared line
for line. Used by utils/mts-fonttools.sh.

    python3 fonttools-exercise.py MODULE SEED ROUNDS

MODULE is cu2qu, momentsPen, iup or lexer. The module must be the compiled
one found on sys.path first (PYTHONPATH), not fontTools' pure Python
fallback: the script fails otherwise.
"""
import importlib
import random
import sys

MODULES = {
    "cu2qu": "fontTools.cu2qu.cu2qu",
    "momentsPen": "fontTools.pens.momentsPen",
    "iup": "fontTools.varLib.iup",
    "lexer": "fontTools.feaLib.lexer",
}

name, seed, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
module = importlib.import_module(MODULES[name])
if not module.__file__.endswith(".so"):
    sys.exit("fonttools-exercise: %s is not compiled: %s" % (name, module.__file__))
rng = random.Random(seed)


def exact(x):
    if isinstance(x, float):
        return x.hex()
    if isinstance(x, (list, tuple)):
        return "[" + ",".join(exact(e) for e in x) + "]"
    if isinstance(x, (set, frozenset)):
        return "{" + ",".join(exact(e) for e in sorted(x)) + "}"
    if isinstance(x, dict):
        return "{" + ",".join(exact(k) + ":" + exact(v) for k, v in sorted(x.items())) + "}"
    return repr(x)


def call(what, f, *args):
    try:
        result = f(*args)
        if hasattr(result, "__next__"):
            result = list(result)
        print(what, exact(result))
    except Exception as e:
        print(what, "raised", type(e).__name__, e)


def point(scale):
    return (rng.uniform(-scale, scale), rng.uniform(-scale, scale))


def exercise_cu2qu():
    curve = [point(1000) for _ in range(4)]
    call("curve_to_quadratic", module.curve_to_quadratic, curve,
         rng.choice([1e-3, 0.1, 1.0, 5.0]))
    curves = [[point(1000) for _ in range(4)] for _ in range(rng.randint(1, 4))]
    call("curves_to_quadratic", module.curves_to_quadratic, curves,
         [rng.choice([0.5, 2.0])] * len(curves))


def exercise_momentsPen():
    pen = module.MomentsPen()
    for _ in range(rng.randint(1, 3)):
        pen.moveTo(point(100))
        for _ in range(rng.randint(1, 5)):
            kind = rng.randint(0, 2)
            if kind == 0:
                pen.lineTo(point(100))
            elif kind == 1:
                pen.qCurveTo(point(100), point(100))
            else:
                pen.curveTo(point(100), point(100), point(100))
        pen.closePath()
    print("moments", exact([pen.area, pen.momentX, pen.momentY,
                            pen.momentXX, pen.momentXY, pen.momentYY]))


def exercise_iup():
    # Up to three contours of 1 to 8 points, then the 4 phantom points iup
    # expects.
    ends = []
    for _ in range(rng.randint(0, 3)):
        ends.append((ends[-1] if ends else -1) + rng.randint(1, 8))
    n = (ends[-1] + 1 if ends else 0) + 4
    coords = [(rng.randint(-500, 500), rng.randint(-500, 500)) for _ in range(n)]
    some = [(rng.randint(-20, 20), rng.randint(-20, 20)) if rng.random() < 0.6
            else None for _ in range(n)]
    call("iup_delta", module.iup_delta, some, coords, ends)
    rough = [(rng.randint(-20, 20), rng.randint(-20, 20)) for _ in range(n)]
    # Deltas that follow the points, which the optimizer can drop.
    smooth = [(x // 50, y // 50) for x, y in coords]
    tolerance = rng.choice([0, 0.5, 2])
    call("iup_delta_optimize", module.iup_delta_optimize, rough, coords, ends, tolerance)
    call("iup_delta_optimize smooth", module.iup_delta_optimize, smooth, coords, ends,
         tolerance)
    call("iup_contour_optimize", module.iup_contour_optimize, rough, coords,
         rng.choice([0, 1]))
    first = rng.randrange(0, n - 2)
    call("can_iup_in_between", module.can_iup_in_between, smooth, coords, first,
         rng.randrange(first + 2, n), 0.5)


WORDS = ["feature", "kern", "{", "}", ";", "pos", "sub", "by", "@class", "=",
         "[", "]", "\\glyph", "<", ">", "-", "0x1F", "12", "-7", "1.5",
         '"a string"', "# a comment\n", "lookup", "include(file.fea)", "name",
         "cid", "\\123", "anon", "'", ",", "\n", "\t", "  ", "languagesystem",
         "DFLT", "dflt", "a.sc", "b-c", "_x", "\u00ff", '"unterminated']


def exercise_lexer():
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 40)))
    call("lex", lambda t: [token[:2] for token in module.Lexer(t, "test.fea")], text)


exercise = globals()["exercise_" + name]
for _ in range(rounds):
    exercise()

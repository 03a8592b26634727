#!/usr/bin/env python3
"""Anchors Tempo's playing levels to Stockfish 15.1's UCI_Elo (calibrated by its authors against
CCRL 40/4).

  run   plays pairings, each a `tempo match` of Tempo at one level against Stockfish at one
        UCI_Elo, several pairings at once, until every pairing has its games or a deadline
        passes. Every finished game is kept in the pairing's state file, so a cut-short run
        started again plays only the missing games.
  shift plays, at each label, Tempo with a candidate net (`EvalFile`) against Tempo with the
        embedded net at the same label (400 games each by default): a shift within the error
        keeps the calibration valid for the new net; a larger one calls for moving the labels
        (CALIBRATION) or a new run. The levels' handicaps are node budgets, so the clock only
        bounds the games.
  fit   reads the games back and gives each Tempo level the rating that best explains its
        results against the Stockfish levels (maximum likelihood, Stockfish's levels fixed at
        their labels), with a 95 % error, and the label -> level table for src/search/strength.rs.
  line  fits the ratings of plain node-budget settings (no temperature: internal point 2800
        and up) to a line in the logarithm of their budgets, weighted by their errors, and
        gives the internal point of each label on it, a first guess for a label's setting
        (Stockfish's levels rise in steps at 10+0.1, so each setting is then checked by `run`).

A pairing is TEMPO:STOCKFISH, e.g. 1800:1500 (Tempo's UCI_Elo 1800 against Stockfish's 1500); a
lone number N means N:N, the check that a calibrated level scores 50 % against its namesake.
`TEMPO@NODES` sets Tempo's node budget at its weakest level (the `strength_nodes_at_min`
tunable) for levels past the top of the scale, e.g. 2800@900:2600; `full:2850` is Tempo at full
strength. Games both engines agree are decided are adjudicated (see ADJUDICATION). Each
--tempo-option NAME=VALUE is set in Tempo for every pairing (play such runs in their own OUT:
the file names tell only the pairing).

  benches/calibrate-levels.py run OUT PAIR... [--games N] [--tc 10+0.1] [--jobs 2]
                                  [--concurrency 1] [--deadline SECONDS]
                                  [--tempo-option NAME=VALUE]...
  benches/calibrate-levels.py shift NEW.nnue OUT [LABEL...] [--games 400]
                                    (default labels 1350 1600 1800 2000 2200)
  benches/calibrate-levels.py fit OUT... [--max-anchor ELO]
  benches/calibrate-levels.py line OUT... --budget SETTING=NODES... [--max-anchor ELO]
                                   [--labels 1900,2000,...]

--max-anchor leaves out games against Stockfish's levels above ELO: at 10+0.1 those levels
often do not reach the depth at which they pick their move (1 + skill level), so they play
below their label and rate Tempo too high. A SETTING is a Tempo name of the PGN files without
"Tempo " (2800@600, 2300, full); its NODES is the budget it searched, which for a bare label
depends on the CALIBRATION table of the build that played it.

Needs: cargo build --release; apt-get install stockfish (or TEMPO=... STOCKFISH=... paths).
Openings: ../shared/data/openings/eco-positions.epd, random order, colours reversed per pair.
"""

import argparse
import math
import os
import re
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TEMPO = Path(os.environ.get("TEMPO", HERE / "target/release/tempo"))
STOCKFISH = Path(os.environ.get("STOCKFISH", "/usr/games/stockfish"))
OPENINGS = Path(os.environ.get("OPENINGS", HERE.parent / "shared/data/openings/eco-positions.epd"))

PAIR = re.compile(r"^(\d+|full)(?:@(\d+))?(?::(\d+))?$")

# Games that both engines agree are decided end early, as in rating lists: 8 plies in a row of
# 1000 cp or more for the same side, or 12 plies within 5 cp of zero from move 50.
ADJUDICATION = ["--resign", "movecount=8", "score=1000",
                "--draw", "movenumber=50", "movecount=12", "score=5"]


def parse_pair(text):
    match = PAIR.match(text)
    if not match or (match.group(1) == "full" and not match.group(3)):
        sys.exit(f"bad pairing '{text}': expected TEMPO[@NODES][:STOCKFISH] or full:STOCKFISH")
    tempo, nodes, stockfish = match.groups()
    elo = None if tempo == "full" else int(tempo)
    return elo, (int(nodes) if nodes else None), int(stockfish or tempo)


def tempo_name(elo, nodes):
    if elo is None:
        return "Tempo full"
    return f"Tempo {elo}" + (f"@{nodes}" if nodes else "")


def play_match(stem, engines, seed, args, stop_at):
    """One resumable `tempo match` (ENGINES: its --engine and --each arguments) to STEM.log,
    .state and .pgn; stopped at the deadline, when the state file keeps every finished game."""
    command = [str(TEMPO), "match", *engines,
               *ADJUDICATION, "--tc", args.tc, "--games", str(args.games), "--concurrency", str(args.concurrency),
               "--openings", str(OPENINGS), "--openings-order", "random", "--seed", str(seed),
               "--resume", f"{stem}.state", "--pgn", f"{stem}.pgn"]
    with open(f"{stem}.log", "a") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        while process.poll() is None:
            if stop_at and time.time() > stop_at:
                # The running games are replayed when the match is started again.
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                return "stopped at the deadline"
            time.sleep(1)
    return f"exit {process.returncode}"


def play_pairing(out, pair, args, stop_at):
    elo, nodes, anchor = parse_pair(pair)
    stem = out / f"pair-{pair.replace(':', '-vs-').replace('@', 'n')}"
    tempo = ["--engine", f"cmd={TEMPO}", "args=uci --tunables", f"name={tempo_name(elo, nodes)}"]
    if elo is not None:
        tempo += ["option.UCI_LimitStrength=true", f"option.UCI_Elo={elo}"]
    if nodes:
        tempo.append(f"option.strength_nodes_at_min={nodes}")
    tempo += [f"option.{option}" for option in args.tempo_option]
    engines = [*tempo,
               "--engine", f"cmd={STOCKFISH}", f"name=Stockfish {anchor}",
               "option.UCI_LimitStrength=true", f"option.UCI_Elo={anchor}",
               "--each", "option.Hash=16", "option.Threads=1"]
    seed = (elo or 9999) * 10_000 + anchor + (nodes or 0) + args.seed_offset
    return f"{pair}: {play_match(stem, engines, seed, args, stop_at)}"


def shift(args):
    """Each label with the candidate net against the same label with the embedded net."""
    net = Path(args.net)
    out, stop_at = start(args, (TEMPO, OPENINGS, net))
    for label in args.labels:
        stem = out / f"level-{label}"
        engines = ["--engine", f"cmd={TEMPO}", "args=uci", f"name=new {label}",
                   f"option.EvalFile={net.resolve()}",
                   "--engine", f"cmd={TEMPO}", "args=uci", f"name=embedded {label}",
                   "--each", "option.Hash=16", "option.Threads=1",
                   "option.UCI_LimitStrength=true", f"option.UCI_Elo={label}"]
        ended = play_match(stem, engines, label * 7919 + args.seed_offset, args, stop_at)
        results = [line.strip() for line in open(f"{stem}.log") if line.startswith("Elo difference")]
        elo = results[-1] if results else "no result yet"
        print(f"{label}: {elo} ({ended})", flush=True)


def start(args, needs):
    """The output folder, made, and the deadline as a time (None: none); exits when a file
    the games need is missing."""
    for need in needs:
        if not need.exists():
            sys.exit(f"missing: {need}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    return out, (time.time() + args.deadline if args.deadline else None)


def run(args):
    for pair in args.pairs:
        parse_pair(pair)
    out, stop_at = start(args, (TEMPO, STOCKFISH, OPENINGS))
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for line in pool.map(lambda p: play_pairing(out, p, args, stop_at), args.pairs):
            print(line, flush=True)


def read_games(paths):
    """(white, black, score for white) of every finished game in the PGN files."""
    games = []
    for path in paths:
        for game in re.split(r"\n(?=\[Event )", path.read_text(errors="replace")):
            tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', game, re.MULTILINE))
            score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(tags.get("Result"))
            if score is not None:
                games.append((tags.get("White", ""), tags.get("Black", ""), score))
    return games


def expected(rating, anchor):
    return 1.0 / (1.0 + 10.0 ** ((anchor - rating) / 400.0))


def fit_rating(results):
    """Maximum-likelihood rating from (anchor, score) results, with its 95 % error."""
    total = sum(s for _, s in results)
    if total <= 0 or total >= len(results):
        return None, None
    rating = sum(a for a, _ in results) / len(results)
    for _ in range(100):
        gradient = sum(s - expected(rating, a) for a, s in results)
        information = sum(expected(rating, a) * (1 - expected(rating, a)) for a, _ in results)
        step = gradient / information * 400.0 / math.log(10)
        rating += max(-200.0, min(200.0, step))
        if abs(step) < 0.01:
            break
    information = sum(expected(rating, a) * (1 - expected(rating, a)) for a, _ in results)
    sigma = 400.0 / math.log(10) / math.sqrt(information)
    return rating, 1.96 * sigma


def results_per_level(folders, max_anchor):
    """{"Tempo SETTING": [(Stockfish level, Tempo's score)]} of the games in the folders."""
    paths = [p for d in folders for p in sorted(Path(d).glob("*.pgn"))]
    if not paths:
        sys.exit("no games found")
    per_level = {}
    for white, black, score in read_games(paths):
        if white.startswith("Tempo") and black.startswith("Stockfish"):
            level, anchor, tempo_score = white, int(black.split()[1]), score
        elif black.startswith("Tempo") and white.startswith("Stockfish"):
            level, anchor, tempo_score = black, int(white.split()[1]), 1.0 - score
        else:
            continue
        if max_anchor is None or anchor <= max_anchor:
            per_level.setdefault(level, []).append((anchor, tempo_score))
    return per_level


def fit(args):
    per_level = results_per_level(args.out, args.max_anchor)

    def order(name):
        elo, _, nodes = name.split()[1].partition("@")
        return (int(elo) if elo.isdigit() else 99_999), int(nodes or 0)

    print("| Tempo level | games | against Stockfish (games, Tempo's score) | score | fitted CCRL Elo |")
    print("|---|---|---|---|---|")
    for level in sorted(per_level, key=order):
        results = per_level[level]
        anchors = {}
        for anchor, score in results:
            games, points = anchors.get(anchor, (0, 0.0))
            anchors[anchor] = (games + 1, points + score)
        against = ", ".join(f"{a} ({g}, {p:g})" for a, (g, p) in sorted(anchors.items()))
        points = sum(s for _, s in results)
        rating, error = fit_rating(results)
        fitted = f"{rating:.0f} ± {error:.0f}" if rating is not None else "— (no draw or loss/win)"
        print(f"| {level.split()[1]} | {len(results)} | {against} | "
              f"{points:g}/{len(results)} ({100 * points / len(results):.0f} %) | {fitted} |")


def internal_point(nodes):
    """The internal point of a node budget with the default constants (300 nodes at 800, ten
    times more every 1200)."""
    return 800.0 + 1200.0 * math.log10(nodes / 300.0)


def budget_of_point(point):
    """The node budget of an internal point, the inverse of internal_point."""
    return 300.0 * 10 ** ((point - 800.0) / 1200.0)


def line(args):
    labels = args.labels.split(",")
    if not all(label.isdigit() for label in labels):
        sys.exit(f"bad --labels '{args.labels}': expected Elo values separated by commas")
    per_level = results_per_level(args.out, args.max_anchor)
    points = []
    for item in args.budget:
        setting, _, nodes = item.partition("=")
        results = per_level.get(f"Tempo {setting}")
        if not results or not nodes.isdigit():
            sys.exit(f"bad budget '{item}': expected SETTING=NODES for a setting with games")
        rating, error = fit_rating(results)
        if rating is None:
            sys.exit(f"{setting}: no rating (all its games won or all lost)")
        points.append((internal_point(int(nodes)), rating, (error / 1.96) ** 2, setting,
                       int(nodes), len(results)))
    if len(points) < 2:
        sys.exit("a line needs two settings")
    weights = [1.0 / variance for _, _, variance, *_ in points]
    sw = sum(weights)
    sx = sum(w * p[0] for w, p in zip(weights, points))
    sy = sum(w * p[1] for w, p in zip(weights, points))
    sxx = sum(w * p[0] ** 2 for w, p in zip(weights, points))
    sxy = sum(w * p[0] * p[1] for w, p in zip(weights, points))
    slope = (sw * sxy - sx * sy) / (sw * sxx - sx * sx)
    intercept = (sy - slope * sx) / sw
    slope_error = 1.96 * math.sqrt(sw / (sw * sxx - sx * sx))
    print("| setting | node budget | internal point | games | fitted CCRL Elo | on the line |")
    print("|---|---|---|---|---|---|")
    for point, rating, variance, setting, nodes, games in sorted(points):
        print(f"| {setting} | {nodes:,} | {point:.0f} | {games} | "
              f"{rating:.0f} ± {1.96 * math.sqrt(variance):.0f} | {intercept + slope * point:.0f} |")
    points_per_doubling = internal_point(600) - internal_point(300)
    print(f"\nrating = {intercept:.1f} + {slope:.4f} × internal point "
          f"({slope * points_per_doubling:.1f} ± {slope_error * points_per_doubling:.1f} Elo per "
          f"doubling of the budget, {sum(p[5] for p in points)} games)")
    print("\n| label | internal point | node budget |")
    print("|---|---|---|")
    for label in map(int, labels):
        point = (label - intercept) / slope
        print(f"| {label} | {point:.0f} | {budget_of_point(point):,.0f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    # What `run` and `shift` pass to each match.
    matches = argparse.ArgumentParser(add_help=False)
    matches.add_argument("--tc", default="10+0.1")
    matches.add_argument("--concurrency", type=int, default=2, help="games at once per match")
    matches.add_argument("--deadline", type=float, default=0, help="seconds; 0: none")
    matches.add_argument("--seed-offset", type=int, default=0,
                         help="added to each match's seed: more games of it in a new folder")
    play = commands.add_parser("run", parents=[matches])
    play.add_argument("out")
    play.add_argument("pairs", nargs="+")
    play.add_argument("--games", type=int, default=100)
    play.add_argument("--jobs", type=int, default=1, help="pairings played at once")
    play.add_argument("--tempo-option", action="append", default=[], metavar="NAME=VALUE",
                      help="a UCI option for Tempo, e.g. EvalFile=nets/tempo-default.nnue "
                           "to try a network on the levels before a build embeds it")
    moved = commands.add_parser("shift", parents=[matches])
    moved.add_argument("net", help="the candidate net (.nnue)")
    moved.add_argument("out")
    moved.add_argument("labels", nargs="*", type=int, default=[1350, 1600, 1800, 2000, 2200])
    moved.add_argument("--games", type=int, default=400)
    read = commands.add_parser("fit")
    read.add_argument("out", nargs="+")
    read.add_argument("--max-anchor", type=int, help="leave out Stockfish levels above this")
    fitted = commands.add_parser("line")
    fitted.add_argument("out", nargs="+")
    fitted.add_argument("--budget", action="append", default=[], metavar="SETTING=NODES")
    fitted.add_argument("--max-anchor", type=int, help="leave out Stockfish levels above this")
    fitted.add_argument("--labels", default="1900,2000,2100,2200,2300,2400,2500")
    args = parser.parse_args()
    {"run": run, "shift": shift, "fit": fit, "line": line}[args.command](args)


if __name__ == "__main__":
    main()

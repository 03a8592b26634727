#!/usr/bin/env python3
"""Anchors Tempo's playing levels to Stockfish 15.1's UCI_Elo (calibrated by its authors against
CCRL 40/4).

  run   plays pairings, each a `tempo match` of Tempo at one level against Stockfish at one
        UCI_Elo, several pairings at once, until every pairing has its games or a deadline
        passes. Every finished game is kept in the pairing's state file, so a cut-short run
        started again plays only the missing games.
  fit   reads the games back and gives each Tempo level the rating that best explains its
        results against the Stockfish levels (maximum likelihood, Stockfish's levels fixed at
        their labels), with a 95 % error, and the label -> level table for src/search/strength.rs.

A pairing is TEMPO:STOCKFISH, e.g. 1800:1500 (Tempo's UCI_Elo 1800 against Stockfish's 1500); a
lone number N means N:N, the check that a calibrated level scores 50 % against its namesake.
`TEMPO@NODES` sets Tempo's node budget at its weakest level (the `strength_nodes_at_min`
tunable) for levels past the top of the scale, e.g. 2800@900:2600; `full:2850` is Tempo at full
strength. Games both engines agree are decided are adjudicated (see ADJUDICATION).

  benches/calibrate-levels.py run OUT PAIR... [--games N] [--tc 10+0.1] [--jobs 2]
                                  [--concurrency 1] [--deadline SECONDS]
  benches/calibrate-levels.py fit OUT...

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


def play_pairing(out, pair, args, stop_at):
    elo, nodes, anchor = parse_pair(pair)
    stem = out / f"pair-{pair.replace(':', '-vs-').replace('@', 'n')}"
    tempo = ["--engine", f"cmd={TEMPO}", "args=uci --tunables", f"name={tempo_name(elo, nodes)}"]
    if elo is not None:
        tempo += ["option.UCI_LimitStrength=true", f"option.UCI_Elo={elo}"]
    if nodes:
        tempo.append(f"option.strength_nodes_at_min={nodes}")
    command = [str(TEMPO), "match", *tempo,
               "--engine", f"cmd={STOCKFISH}", f"name=Stockfish {anchor}",
               "option.UCI_LimitStrength=true", f"option.UCI_Elo={anchor}",
               "--each", "option.Hash=16", "option.Threads=1",
               *ADJUDICATION, "--tc", args.tc, "--games", str(args.games), "--concurrency", str(args.concurrency),
               "--openings", str(OPENINGS), "--openings-order", "random",
               "--seed", str((elo or 9999) * 10_000 + anchor + (nodes or 0)),
               "--resume", f"{stem}.state", "--pgn", f"{stem}.pgn"]
    with open(f"{stem}.log", "a") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        while process.poll() is None:
            if stop_at and time.time() > stop_at:
                # The state file holds every finished game; the running ones are replayed later.
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                return f"{pair}: stopped at the deadline"
            time.sleep(1)
    return f"{pair}: exit {process.returncode}"


def run(args):
    for need in (TEMPO, STOCKFISH, OPENINGS):
        if not need.exists():
            sys.exit(f"missing: {need}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for pair in args.pairs:
        parse_pair(pair)
    stop_at = time.time() + args.deadline if args.deadline else None
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


def fit(args):
    paths = [p for d in args.out for p in sorted(Path(d).glob("*.pgn"))]
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
        per_level.setdefault(level, []).append((anchor, tempo_score))

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


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run")
    play.add_argument("out")
    play.add_argument("pairs", nargs="+")
    play.add_argument("--games", type=int, default=100)
    play.add_argument("--tc", default="10+0.1")
    play.add_argument("--jobs", type=int, default=1, help="pairings played at once")
    play.add_argument("--concurrency", type=int, default=2, help="games at once per pairing")
    play.add_argument("--deadline", type=float, default=0, help="seconds; 0: none")
    read = commands.add_parser("fit")
    read.add_argument("out", nargs="+")
    args = parser.parse_args()
    run(args) if args.command == "run" else fit(args)


if __name__ == "__main__":
    main()

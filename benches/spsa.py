#!/usr/bin/env python3
"""SPSA over Tempo's search tunables at a fixed node (PVS) or playout (MCTS) budget.

Each iteration perturbs every tuned parameter by +-c_k at random, plays one opening with both
colours between the engine at theta + c_k*delta and at theta - c_k*delta (a `tempo match` of two
games), and moves theta along delta by the pair's result, with Fishtest's gains (alpha 0.602,
gamma 0.101, A = a tenth of the iterations; c_end and r_end per run). Several pairs run at
once; theta is updated as each one finishes. The state file keeps theta and the iteration
count after every pair, so a stopped run goes on where it stood when started again. The result
is a candidate, not a verdict: test it with benches/sprt.sh.

  benches/spsa.py run STATE NAME:C_END... [--iterations N] [--search PVS] [--nodes 20000]
                      [--r-end 0.002] [--jobs 2] [--fixed "NAME=VALUE ..."] [--deadline SECONDS]
  benches/spsa.py show STATE

NAME is a tunable of `tempo uci --tunables --search SEARCH` (its default, minimum and maximum
are read from there); C_END is its perturbation at the last iteration, in its own units.
--fixed sets options on both engines that are not tuned (a candidate already accepted, say).

  benches/spsa.py run /tmp/spsa/lmr.json lmr_base:10 lmr_div:10 --iterations 2000

Needs: cargo build --release (TEMPO=... for another binary; a copy is played, so a rebuild
during the run changes nothing). Openings: ../shared/data/openings/eco-positions.epd, random.
"""

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TEMPO = Path(os.environ.get("TEMPO", HERE / "target/release/tempo"))
OPENINGS = Path(
    os.environ.get("OPENINGS", HERE.parent / "shared/data/openings/eco-positions.epd")
)
ALPHA = 0.602
GAMMA = 0.101
SCORE = re.compile(r"Score of Plus vs Minus: (\d+) - (\d+) - (\d+)")


def tunable_ranges(binary, search):
    """name -> (default, min, max) from the engine's UCI option list."""
    out = subprocess.run(
        [str(binary), "uci", "--tunables", "--search", search],
        input="uci\nquit\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ranges = {}
    for line in out.splitlines():
        m = re.match(r"option name (\S+) type spin default (-?\d+) min (-?\d+) max (-?\d+)", line)
        if m:
            ranges[m.group(1)] = tuple(int(m.group(i)) for i in range(2, 5))
    return ranges


def frozen_copy(binary, work):
    digest = hashlib.sha256(binary.read_bytes()).hexdigest()[:12]
    copy = work / f"tempo-{digest}"
    if not copy.exists():
        shutil.copy2(binary, copy)
    return copy


def new_state(args, binary):
    ranges = tunable_ranges(binary, args.search)
    params = []
    for spec in args.params:
        name, _, c_end = spec.partition(":")
        if name not in ranges or not c_end:
            sys.exit(f"unknown tunable or missing C_END: {spec} (tunables: {', '.join(ranges)})")
        default, low, high = ranges[name]
        params.append(
            {"name": name, "start": default, "min": low, "max": high, "c_end": float(c_end),
             "value": float(default)}
        )
    return {
        "binary": str(binary),
        "search": args.search,
        "nodes": args.nodes,
        "iterations": args.iterations,
        "r_end": args.r_end,
        "fixed": args.fixed,
        "done": 0,
        "score": [0, 0, 0],
        "params": params,
    }


def save(state, path):
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=1))
    tmp.replace(path)


def gains(state, k):
    """(c_k, R_k) of each parameter at iteration k (1-based), by Fishtest's schedule."""
    n = state["iterations"]
    big_a = 0.1 * n
    out = []
    for p in state["params"]:
        c = p["c_end"] * n**GAMMA
        a_end = state["r_end"] * p["c_end"] ** 2
        a = a_end * (big_a + n) ** ALPHA
        c_k = c / k**GAMMA
        a_k = a / (big_a + k) ** ALPHA
        out.append((c_k, a_k / c_k**2))
    return out


def play_pair(state, work, k, plus, minus):
    """Plays one opening with both colours; returns (wins, losses, draws) of Plus."""
    binary = state["binary"]
    search = state["search"]
    fixed = [f"option.{w}" for w in state["fixed"].split()]

    def engine(name, values):
        opts = [f"option.{p['name']}={v}" for p, v in zip(state["params"], values)]
        return ["--engine", f"cmd={binary}", f"args=uci --tunables --search {search}",
                f"name={name}", *fixed, *opts]

    cmd = [
        binary, "match", *engine("Plus", plus), *engine("Minus", minus),
        "--each", "option.Hash=16",
        "--nodes", str(state["nodes"]), "--games", "2", "--concurrency", "1",
        "--openings", str(OPENINGS), "--openings-order", "random", "--seed", str(k),
        "--resign", "movecount=4", "score=1000", "--draw", "movenumber=40", "movecount=8",
        "score=10",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True)
    found = SCORE.findall(out.stdout + out.stderr)
    if out.returncode != 0 or not found:
        (work / f"failed-{k}.log").write_text(out.stdout + out.stderr)
        raise RuntimeError(f"pair {k} failed (exit {out.returncode}); see failed-{k}.log")
    return tuple(int(x) for x in found[-1])


def run(args):
    path = Path(args.state)
    work = path.parent
    work.mkdir(parents=True, exist_ok=True)
    if path.exists():
        state = json.loads(path.read_text())
        print(f"resuming at pair {state['done']} of {state['iterations']}")
    else:
        if not TEMPO.exists():
            sys.exit(f"engine not found: {TEMPO} (cargo build --release first)")
        state = new_state(args, frozen_copy(TEMPO, work))
        save(state, path)
    lock = threading.Lock()
    log = open(work / (path.stem + ".log"), "a", encoding="utf-8")
    deadline = time.time() + args.deadline if args.deadline else None
    next_k = [state["done"] + 1]

    def worker():
        while True:
            with lock:
                k = next_k[0]
                if k > state["iterations"] or (deadline and time.time() > deadline):
                    return
                next_k[0] += 1
                rng = random.Random(k)
                deltas = [rng.choice((-1, 1)) for _ in state["params"]]
                gk = gains(state, k)
                plus, minus = [], []
                for p, d, (c_k, _) in zip(state["params"], deltas, gk):
                    plus.append(round(min(p["max"], max(p["min"], p["value"] + c_k * d))))
                    minus.append(round(min(p["max"], max(p["min"], p["value"] - c_k * d))))
            wins, losses, draws = play_pair(state, work, k, plus, minus)
            with lock:
                result = wins - losses
                for p, d, (c_k, r_k) in zip(state["params"], deltas, gk):
                    p["value"] += r_k * c_k * result * d
                    p["value"] = min(p["max"], max(p["min"], p["value"]))
                state["done"] += 1
                for i, x in enumerate((wins, losses, draws)):
                    state["score"][i] += x
                save(state, path)
                values = " ".join(f"{p['name']}={p['value']:.1f}" for p in state["params"])
                log.write(f"{k} {wins}-{losses}-{draws} {values}\n")
                log.flush()

    with ThreadPoolExecutor(args.jobs) as pool:
        for f in [pool.submit(worker) for _ in range(args.jobs)]:
            f.result()
    show(state)


def show(state):
    w, l, d = state["score"]
    print(f"{state['done']} of {state['iterations']} pairs ({state['search']}, "
          f"{state['nodes']} nodes; Plus {w}-{l}-{d}); fixed: [{state['fixed']}]")
    for p in state["params"]:
        print(f"  {p['name']:<20} {p['start']:>7} -> {p['value']:9.1f}   "
              f"(range {p['min']}..{p['max']}, c_end {p['c_end']:g})")
    print("as options: " + " ".join(f"{p['name']}={round(p['value'])}" for p in state["params"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("state")
    r.add_argument("params", nargs="+")
    r.add_argument("--iterations", type=int, default=2000)
    r.add_argument("--search", default="PVS")
    r.add_argument("--nodes", type=int, default=20000)
    r.add_argument("--r-end", type=float, default=0.002)
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--fixed", default="")
    r.add_argument("--deadline", type=float, default=0)
    s = sub.add_parser("show")
    s.add_argument("state")
    args = parser.parse_args()
    if args.command == "run":
        run(args)
    else:
        show(json.loads(Path(args.state).read_text()))


if __name__ == "__main__":
    main()

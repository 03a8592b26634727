#!/usr/bin/env python3
"""How a playing level loses: each level's average centipawn loss and its mistakes and
blunders per game, judged by Tempo at full strength, over the games `calibrate-levels.py` kept.
Both sides are judged, so each Tempo level stands beside the Stockfish level it played.

Every position of a game is searched once (`go nodes N`); the loss of a move is the mover's
best score minus the score after it (the next position's score, negated), capped at 1000 cp
so one lost mate does not drown the average. A mistake loses 100 cp or more, a blunder 300.
"Open blunders" count only blunders made while the game was still open (the mover's score
within ±300 cp before the move): a side already a rook down that loses more is not what a
player notices as a piece given away.

  benches/level-quality.py OUT... [--nodes 50000] [--games-per-level 20]

Needs python-chess (pip install chess) and target/release/tempo.
"""

import argparse
import json
import os
import re
import sys
from pathlib import Path

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit("needs python-chess: pip install chess")

HERE = Path(__file__).resolve().parent.parent
TEMPO = Path(os.environ.get("TEMPO", HERE / "target/release/tempo"))
CAP = 1000
MISTAKE = 100
BLUNDER = 300
# A game is open while the mover's score is within this (centipawns).
OPEN = 300


def score_of(info):
    return info["score"].relative.score(mate_score=10_000)


class Tally:
    """One side's losses over a set of games."""

    def __init__(self):
        self.moves = self.loss_total = self.mistakes = self.blunders = 0
        self.open_moves = self.open_blunders = 0

    def add(self, before, after):
        loss = min(CAP, max(0, before + after))
        is_open = abs(before) <= OPEN
        is_blunder = loss >= BLUNDER
        self.moves += 1
        self.loss_total += loss
        self.mistakes += loss >= MISTAKE
        self.blunders += is_blunder
        self.open_moves += is_open
        self.open_blunders += is_open and is_blunder

    def row(self, name, games):
        print(f"| {name} | {games} | {self.moves} | {self.loss_total / max(self.moves, 1):.0f} | "
              f"{self.mistakes / games:.1f} | {self.blunders / games:.1f} | "
              f"{self.open_moves / games:.1f} | {self.open_blunders / games:.1f} | "
              f"{100 * self.open_blunders / max(self.open_moves, 1):.1f} % |", flush=True)


def judge(engine, game, nodes, cache):
    """The judge's score of every position of the main line (side to move's view) and the side
    to move before each move; `cache` keeps them by the game's moves and the judge's nodes."""
    key = f"{nodes} {game.board().fen()} {' '.join(m.uci() for m in game.mainline_moves())}"
    if key in cache:
        return cache[key]
    board = game.board()
    scores, turns = [], []
    for move in [*game.mainline_moves(), None]:
        if board.is_game_over():
            outcome = board.outcome()
            scores.append(-10_000 if outcome and outcome.winner is not None else 0)
        else:
            info = engine.analyse(board, chess.engine.Limit(nodes=nodes))
            scores.append(score_of(info))
        if move is None:
            break
        turns.append(board.turn)
        board.push(move)
    cache[key] = (scores, turns)
    return scores, turns


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="+")
    parser.add_argument("--nodes", type=int, default=50_000)
    parser.add_argument("--games-per-level", type=int, default=20)
    args = parser.parse_args()
    if not TEMPO.exists():
        sys.exit(f"missing: {TEMPO}")

    per_level = {}
    for directory in args.out:
        for path in sorted(Path(directory).glob("*.pgn")):
            with open(path, errors="replace") as handle:
                while (game := chess.pgn.read_game(handle)) is not None:
                    white, black = game.headers.get("White", ""), game.headers.get("Black", "")
                    tempo = chess.WHITE if white.startswith("Tempo") else chess.BLACK
                    level = (white if tempo == chess.WHITE else black).split(" ", 1)[-1]
                    games = per_level.setdefault(level, [])
                    if len(games) < args.games_per_level:
                        games.append((game, tempo))

    # The judge's scores are kept beside the games, so another look at them costs nothing.
    cache_path = Path(args.out[0]) / "level-quality-cache.json"
    cache = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    engine = chess.engine.SimpleEngine.popen_uci([str(TEMPO), "uci"])
    engine.configure({"Hash": 64})
    print("| player | games | moves | average centipawn loss | mistakes / game "
          "| blunders / game | open moves / game | open blunders / game | of open moves |")
    print("|---|---|---|---|---|---|---|---|---|")
    try:
        for level in sorted(per_level, key=lambda l: [int(x) for x in re.findall(r"\d+", l)]):
            sides = {True: Tally(), False: Tally()}
            opponents = set()
            for game, tempo in per_level[level]:
                opponent = game.headers.get("Black" if tempo == chess.WHITE else "White", "")
                opponents.add(opponent)
                scores, turns = judge(engine, game, args.nodes, cache)
                for ply, turn in enumerate(turns):
                    sides[turn == tempo].add(scores[ply], scores[ply + 1])
            sides[True].row(f"Tempo {level}", len(per_level[level]))
            sides[False].row(" / ".join(sorted(opponents)), len(per_level[level]))
    finally:
        engine.quit()
        cache_path.write_text(json.dumps(cache))


if __name__ == "__main__":
    main()

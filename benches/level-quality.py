#!/usr/bin/env python3
"""How a playing level loses: each Tempo level's average centipawn loss and its mistakes and
blunders per game, judged by Tempo at full strength, over the games `calibrate-levels.py` kept.

Every position of a game is searched once (`go nodes N`); the loss of a move is the mover's
best score minus the score after it (the next position's score, negated), capped at 1000 cp
so one lost mate does not drown the average. A mistake loses 100 cp or more, a blunder 300.

  benches/level-quality.py OUT... [--nodes 50000] [--games-per-level 20]

Needs python-chess (pip install chess) and target/release/tempo.
"""

import argparse
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


def score_of(info):
    return info["score"].relative.score(mate_score=10_000)


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

    engine = chess.engine.SimpleEngine.popen_uci([str(TEMPO), "uci"])
    engine.configure({"Hash": 64})
    print("| Tempo level | games | moves | average centipawn loss | mistakes / game | blunders / game |")
    print("|---|---|---|---|---|---|")
    try:
        for level in sorted(per_level, key=lambda l: [int(x) for x in re.findall(r"\d+", l)]):
            moves = loss_total = mistakes = blunders = 0
            for game, tempo in per_level[level]:
                board = game.board()
                scores = []
                boards = [board.copy()]
                for move in game.mainline_moves():
                    board.push(move)
                    boards.append(board.copy())
                for position in boards:
                    if position.is_game_over():
                        outcome = position.outcome()
                        scores.append(-10_000 if outcome and outcome.winner is not None else 0)
                    else:
                        info = engine.analyse(position, chess.engine.Limit(nodes=args.nodes))
                        scores.append(score_of(info))
                for ply in range(len(boards) - 1):
                    if boards[ply].turn != tempo:
                        continue
                    loss = min(CAP, max(0, scores[ply] + scores[ply + 1]))
                    moves += 1
                    loss_total += loss
                    mistakes += loss >= 100
                    blunders += loss >= 300
            count = len(per_level[level])
            print(f"| {level} | {count} | {moves} | {loss_total / max(moves, 1):.0f} | "
                  f"{mistakes / count:.1f} | {blunders / count:.1f} |", flush=True)
    finally:
        engine.quit()


if __name__ == "__main__":
    main()

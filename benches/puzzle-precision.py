#!/usr/bin/env python3
"""Puzzle precision: Tempo plays itself at a small node budget (mistakes happen), `tempo
puzzles extract` finds puzzles in those games, and each of the first 50 is re-checked by a
deeper search: the solution's first move must still be the engine's choice, and clearly better
than every other move by the finder's own rule (20 win% points, or 500 cp while the other move
is below +600 cp, or a mate against none). A puzzle that fails is counted as a failure.

    cargo build --release
    python3 benches/puzzle-precision.py [GAMES] [EXTRACT-LIMIT] [CHECK-DEPTH]

EXTRACT-LIMIT is `depth:N` or `movetime:MS` (the finder's search per position, default
`depth:10`). With REUSE_GAMES=1 in the environment the games of the last run are kept.

Needs python-chess (`pip install chess`). Prints the counts; writes its files to /tmp."""
import math
import os
import random
import subprocess
import sys

import chess
import chess.engine
import chess.pgn

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 60
EXTRACT_LIMIT = sys.argv[2] if len(sys.argv) > 2 else "depth:10"
CHECK_DEPTH = int(sys.argv[3]) if len(sys.argv) > 3 else 16
TEMPO = "./target/release/tempo"
PGN = "/tmp/tempo-puzzle-precision.pgn"
EPD = "/tmp/tempo-puzzle-precision.epd"
SAMPLE = 50


def win(score):
    if score.is_mate():
        return 100.0 if score.mate() > 0 else 0.0
    cp = max(-1000, min(1000, score.score()))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def clearly_better(best, other):
    mates = lambda s: s.is_mate() and s.mate() > 0
    if mates(best) and mates(other):
        return False
    if mates(best):
        return other.is_mate() or other.score() < 600
    if win(best) - win(other) >= 20:
        return True
    return not other.is_mate() and other.score() < 600 and best.score() - other.score() >= 500


def play_games(engine):
    rng = random.Random(2026)
    with open(PGN, "w") as out:
        for number in range(1, GAMES + 1):
            board = chess.Board()
            for _ in range(4):  # a random opening, four plies
                board.push(rng.choice(list(board.legal_moves)))
            while not board.is_game_over() and len(board.move_stack) < 160:
                board.push(engine.play(board, chess.engine.Limit(nodes=rng.choice([200, 400, 800]))).move)
            game = chess.pgn.Game.from_board(board)
            game.headers.update({"Event": "Tempo self-play at 200-800 nodes", "Round": str(number),
                                 "White": "Tempo A", "Black": "Tempo B"})
            print(game, file=out, end="\n\n")


def main():
    engine = chess.engine.SimpleEngine.popen_uci([TEMPO, "uci"])
    if os.environ.get("REUSE_GAMES") != "1" or not os.path.exists(PGN):
        play_games(engine)
    kind, value = EXTRACT_LIMIT.split(":")
    extract = subprocess.run([TEMPO, "puzzles", "extract", PGN, f"--{kind}", value, "--out", EPD],
                             capture_output=True, text=True, check=True)
    print(extract.stdout.strip())
    print(extract.stderr.strip())
    lines = [line for line in open(EPD) if line.strip()][:SAMPLE]
    failures = []
    for line in lines:
        board, ops = chess.Board.from_epd(line)
        first = ops["bm"][0]
        deep = engine.analyse(board, chess.engine.Limit(depth=CHECK_DEPTH))
        best, score = deep["pv"][0], deep["score"].pov(board.turn)
        others = [m for m in board.legal_moves if m != first]
        alt = engine.analyse(board, chess.engine.Limit(depth=CHECK_DEPTH), root_moves=others)
        other = alt["score"].pov(board.turn)
        after = board.copy(stack=False)
        after.push(first)
        if after.is_checkmate():
            continue
        if best != first or not clearly_better(score, other):
            failures.append((ops.get("id"), board.san(first), board.san(best), str(score), str(other)))
    engine.quit()
    print(f"{len(lines)} puzzles checked at depth {CHECK_DEPTH}: {len(lines) - len(failures)} confirmed, "
          f"{len(failures)} failed")
    for failure in failures:
        print("  failed:", failure)


if __name__ == "__main__":
    main()

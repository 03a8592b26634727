#!/usr/bin/env python3
"""Where Tempo loses its games against Stockfish, from the PGN of a `tempo match` (the
`benches/calibrate-levels.py run OUT full:2850` runs write OUT/pair-full-vs-2850.pgn).

  times PGN        seconds a move per engine, by move number (1-10, 11-20, ...)
  slides PGN       in each loss, Tempo's move number when Stockfish's own score first
                   reached +1.50, and Tempo's own score at its move just before
  positions PGN... the position where Tempo moved just before that, judged by full-strength
                   Stockfish (1 s) before and after Tempo's move, and replayed by Tempo at
                   0.3 s and 3 s: one bad move or a slide; a search or a judgement miss

Scores are read from the PGN comments `{+0.35/18 0.440s}` (the mover's view). The side to
move is taken from the board, so openings with Black to move count right.
Needs: pip install chess; apt-get install stockfish (positions); a release build of Tempo
(TEMPO=... or target/release/tempo).
"""
import argparse
import collections
import os
import re
import sys
from pathlib import Path

import chess
import chess.engine
import chess.pgn

HERE = Path(__file__).resolve().parent.parent
COMMENT = re.compile(r"([+-]?\d+\.\d+|[+-]?M\d+)/\d+\s+([0-9.]+)s")


def comment(text):
    """(score in pawns, mover's view; mates as +-99, seconds) of a move's comment, or None."""
    m = COMMENT.match(text or "")
    if not m:
        return None
    s = m.group(1)
    score = (99.0 if not s.startswith("-") else -99.0) if "M" in s else float(s)
    return score, float(m.group(2))


def games(path):
    with open(path, encoding="utf-8") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            yield game


def tempo_colour(game):
    return chess.WHITE if game.headers.get("White", "").startswith("Tempo") else chess.BLACK


def lost(game):
    result = game.headers.get("Result")
    return result in ("1-0", "0-1") and (result == "1-0") != (tempo_colour(game) == chess.WHITE)


def times(args):
    total = collections.defaultdict(lambda: [0.0, 0])
    for path in args.pgn:
        for game in games(path):
            board = game.board()
            for node in game.mainline():
                parsed = comment(node.comment)
                if parsed:
                    name = game.headers["White" if board.turn == chess.WHITE else "Black"]
                    bucket = min((board.fullmove_number - 1) // 10, 6)
                    for key in ((name, bucket), (name, None)):
                        total[key][0] += parsed[1]
                        total[key][1] += 1
                board.push(node.move)
    for name in sorted({n for n, _ in total}):
        seconds, count = total[(name, None)]
        row = [f"{name}: all {seconds / count:.3f} s ({count})"]
        for b in range(7):
            seconds, count = total.get((name, b), (0.0, 0))
            if count:
                row.append(f"{b * 10 + 1}-{b * 10 + 10}{'+' if b == 6 else ''}: {seconds / count:.3f}")
        print("  ".join(row))


def turning_points(game):
    """(Tempo's move number, Tempo's score, position before Tempo's move, its move) where
    Stockfish's score first reached +1.50, or None."""
    board = game.board()
    us = tempo_colour(game)
    moves, last = 0, None
    for node in game.mainline():
        parsed = comment(node.comment)
        if board.turn == us:
            moves += 1
            last = (parsed[0] if parsed else None, board.fen(), node.move.uci())
        elif parsed and parsed[0] >= 1.5:
            return (moves,) + (last if last else (None, None, None))
        board.push(node.move)
    return None


def slides(args):
    for path in args.pgn:
        buckets, scores, losses = collections.Counter(), [], 0
        for game in games(path):
            if not lost(game):
                continue
            losses += 1
            point = turning_points(game)
            buckets[None if point is None else max(point[0] - 1, 0) // 10 * 10 + 1] += 1
            if point and point[1] is not None:
                scores.append(point[1])
        order = sorted(buckets.items(), key=lambda kv: (kv[0] is None, kv[0] or 0))
        print(f"{path}: {losses} losses; Stockfish first at +1.50 by Tempo's move "
              + ", ".join(f"{'never' if k is None else f'{k}-{k + 9}'}: {v}" for k, v in order))
        print("  Tempo's score just before: <= -1.00: %d, -1.00..-0.50: %d, -0.50..+0.50: %d, "
              ">= +0.50: %d (of %d)" % (sum(v <= -1 for v in scores),
                                        sum(-1 < v <= -0.5 for v in scores),
                                        sum(-0.5 < v < 0.5 for v in scores),
                                        sum(v >= 0.5 for v in scores), len(scores)))


def positions(args):
    tempo_bin = os.environ.get("TEMPO", str(HERE / "target/release/tempo"))
    cases = []
    for path in args.pgn:
        for game in games(path):
            point = turning_points(game) if lost(game) else None
            if point and point[2]:
                cases.append(point)
    if not cases:
        sys.exit("no losses with a turning point in the PGN")
    stockfish = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    stockfish.configure({"Threads": 1, "Hash": 64})
    tempo = chess.engine.SimpleEngine.popen_uci([tempo_bin, "uci"])
    tempo.configure({"Hash": 64})
    rows = []
    try:
        for _, _, fen, move in cases:
            board = chess.Board(fen)
            us = board.turn
            before = stockfish.analyse(board, chess.engine.Limit(time=1.0))
            after_board = board.copy()
            after_board.push_uci(move)
            after = stockfish.analyse(after_board, chess.engine.Limit(time=1.0))
            short = tempo.play(board, chess.engine.Limit(time=0.3)).move
            long = tempo.play(board, chess.engine.Limit(time=3.0)).move
            best = before["pv"][0]
            rows.append((before["score"].pov(us).score(mate_score=10000),
                         after["score"].pov(us).score(mate_score=10000),
                         short == best, long == best))
            print(f"{fen} {move}: Stockfish {rows[-1][0]:+d} before, {rows[-1][1]:+d} after; "
                  f"its move {best.uci()}, Tempo 0.3 s {short.uci()}, 3 s {long.uci()}", flush=True)
    finally:
        stockfish.quit()
        tempo.quit()
    n = len(rows)
    drops = sorted(b - a for b, a, _, _ in rows)
    print(f"{n} positions. Stockfish's score before Tempo's move: >= -60: "
          f"{sum(b >= -60 for b, *_ in rows)}, -60..-150: {sum(-150 < b < -60 for b, *_ in rows)}, "
          f"<= -150: {sum(b <= -150 for b, *_ in rows)}; the move cost a median {drops[n // 2]} cp "
          f"(quartiles {drops[n // 4]}, {drops[3 * n // 4]}); one move from >= -60 to <= -120: "
          f"{sum(b >= -60 and a <= -120 for b, a, _, _ in rows)}; Tempo chose Stockfish's move at "
          f"0.3 s in {sum(r[2] for r in rows)}, at 3 s in {sum(r[3] for r in rows)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for name, run in (("times", times), ("slides", slides), ("positions", positions)):
        p = sub.add_parser(name)
        p.add_argument("pgn", nargs="+")
        p.set_defaults(run=run)
        if name == "positions":
            p.add_argument("--stockfish", default=os.environ.get("STOCKFISH", "/usr/games/stockfish"))
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()

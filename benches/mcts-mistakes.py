#!/usr/bin/env python3
"""Builds an EPD suite of the MCTS engine's clear mistakes from its games against PVS.

Every move the engine named --player made in the first --games games of a `tempo match` PGN is
judged by Tempo's PVS engine at --nodes: the loss is the judge's score of its own best move
minus its score of the played move (searched alone), both from the mover's side. A move losing
at least --min-loss centipawns in a position the judge values within +-400 (not already won or
lost) becomes a record `bm JUDGE_MOVE; am PLAYED_MOVE; id "game G ply P"; c0 "loss L cp"`.
`tempo solve --epd SUITE --search MCTS --nodes N` then counts how many of them the engine gets
right at a budget.

  benches/mcts-mistakes.py GAMES.pgn OUT.epd [--player MCTS] [--games 20] [--nodes 200000]

Needs python-chess (pip install chess) and target/release/tempo (TEMPO=... for another binary).
"""

import argparse
import os
import sys
from pathlib import Path

import chess
import chess.engine
import chess.pgn

HERE = Path(__file__).resolve().parent.parent
TEMPO = Path(os.environ.get("TEMPO", HERE / "target/release/tempo"))
CLAMP = 2000


def centipawns(score: chess.engine.PovScore, side: chess.Color) -> int:
    return max(-CLAMP, min(CLAMP, score.pov(side).score(mate_score=CLAMP)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("out")
    parser.add_argument("--player", default="MCTS")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--min-loss", type=int, default=100)
    args = parser.parse_args()
    if not TEMPO.exists():
        sys.exit(f"engine not found: {TEMPO} (cargo build --release first)")

    judge = chess.engine.SimpleEngine.popen_uci([str(TEMPO), "uci"])
    judge.configure({"Hash": 64})
    limit = chess.engine.Limit(nodes=args.nodes)
    records = []
    judged = 0
    with open(args.pgn, encoding="utf-8") as pgn:
        for number in range(1, args.games + 1):
            game = chess.pgn.read_game(pgn)
            if game is None:
                break
            colours = [
                colour
                for colour, tag in ((chess.WHITE, "White"), (chess.BLACK, "Black"))
                if game.headers.get(tag) == args.player
            ]
            board = game.board()
            judge.configure({"Clear Hash": None})
            for ply, move in enumerate(game.mainline_moves()):
                if board.turn in colours and board.legal_moves.count() > 1:
                    side = board.turn
                    best = judge.analyse(board, limit)
                    best_move = best["pv"][0]
                    best_score = centipawns(best["score"], side)
                    if best_move != move and abs(best_score) <= 400:
                        played = judge.analyse(board, limit, root_moves=[move])
                        loss = best_score - centipawns(played["score"], side)
                        if loss >= args.min_loss:
                            epd = board.epd(
                                bm=[best_move],
                                am=[move],
                                id=f"game {number} ply {ply}",
                                c0=f"loss {loss} cp",
                            )
                            records.append(epd)
                            print(epd, flush=True)
                    judged += 1
                board.push(move)
    judge.quit()
    Path(args.out).write_text("".join(r + "\n" for r in records), encoding="utf-8")
    print(f"{len(records)} mistakes of {judged} moves judged", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes tests/fixtures/puzzles/clean-games.pgn: Tempo playing itself at depth 12 from four openings,
80 plies each, as the "clean games" of the puzzle test (games without a planted mistake).

    cargo build --release && python3 benches/clean-games.py [OUT.pgn]

Needs python-chess (`pip install chess`)."""
import sys
import chess
import chess.engine
import chess.pgn

OUT = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/puzzles/clean-games.pgn"
OPENINGS = ["e4 e5 Nf3 Nc6 Bb5 a6", "d4 d5 c4 e6 Nc3 Nf6", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6",
            "c4 e5 Nc3 Nf6 g3 d5"]

engine = chess.engine.SimpleEngine.popen_uci(["./target/release/tempo", "uci"])
with open(OUT, "w") as out:
    for round_number, opening in enumerate(OPENINGS, 1):
        board = chess.Board()
        for san in opening.split():
            board.push_san(san)
        while len(board.move_stack) < 80 and not board.is_game_over():
            board.push(engine.play(board, chess.engine.Limit(depth=12)).move)
        game = chess.pgn.Game.from_board(board)
        game.headers.update({"Event": "Tempo self-play, depth 12", "Site": "Tempo test set",
                             "Date": "2026.11.24", "Round": str(round_number),
                             "White": "Tempo", "Black": "Tempo"})
        print(game, file=out, end="\n\n")
engine.quit()

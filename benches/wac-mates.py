#!/usr/bin/env python3
"""Builds tests/fixtures/puzzles/wac-mates.epd: the WAC positions with a forced mate in 5 moves or fewer,
each with `dm` (the shortest mate, as Tempo's mate prover finds it) and WAC's `bm` and `id`;
then checks every `dm` of 3 or fewer independently with python-chess by brute force (every
defence, every shorter mate refuted).

    cargo build --release && python3 benches/wac-mates.py [WAC.epd] [OUT.epd]

Needs python-chess (`pip install chess`)."""
import sys
import chess
import chess.engine

WAC = sys.argv[1] if len(sys.argv) > 1 else "../shared/data/epd/wac.epd"
OUT = sys.argv[2] if len(sys.argv) > 2 else "tests/fixtures/puzzles/wac-mates.epd"
MAX_MATE = 5
BRUTE_FORCE_UP_TO = 3


def mating_move(board, moves):
    """A move of the side to move that mates within `moves` moves against any defence."""
    for move in sorted(board.legal_moves, key=lambda m: not board.gives_check(m)):
        if moves == 1 and not board.gives_check(move):
            continue
        board.push(move)
        mated = defender_mated(board, moves - 1)
        board.pop()
        if mated:
            return move
    return None


def defender_mated(board, moves):
    if board.is_checkmate():
        return True
    if moves == 0 or board.is_stalemate():
        return False
    for reply in list(board.legal_moves):
        board.push(reply)
        held = mating_move(board, moves) is None
        board.pop()
        if held:
            return False
    return True


def main():
    engine = chess.engine.SimpleEngine.popen_uci(["./target/release/tempo", "uci"])
    records = []
    for line in open(WAC):
        line = line.strip()
        if not line:
            continue
        board, ops = chess.Board.from_epd(line)
        quick = engine.analyse(board, chess.engine.Limit(depth=14))
        score = quick["score"].pov(board.turn)
        if not (score.is_mate() and 0 < score.mate() <= MAX_MATE + 1):
            continue
        proof = engine.analyse(board, chess.engine.Limit(mate=MAX_MATE, time=60))
        score = proof["score"].pov(board.turn)
        # A proof reports depth 2N-1 with the mate; the normal search's mates are not proofs.
        if not (score.is_mate() and score.mate() > 0 and proof.get("depth") == 2 * score.mate() - 1):
            continue
        records.append((board.epd(), score.mate(), ops))
        print(ops.get("id"), "mate in", score.mate(), board.san(proof["pv"][0]), flush=True)
    engine.quit()
    checked = 0
    for epd, moves, ops in records:
        if moves > BRUTE_FORCE_UP_TO:
            continue
        board = chess.Board(epd)
        for shorter in range(1, moves):
            if mating_move(board, shorter) is not None:
                sys.exit(f"{ops.get('id')}: python-chess finds a mate in {shorter}, Tempo said {moves}")
        if mating_move(board, moves) is None:
            sys.exit(f"{ops.get('id')}: python-chess finds no mate in {moves}")
        checked += 1
    with open(OUT, "w") as out:
        for epd, moves, ops in records:
            bm = " ".join(chess.Board(epd).san(m) for m in ops.get("bm", []))
            out.write(f'{epd} bm {bm}; dm {moves}; id "{ops.get("id")}";\n')
    print(f"{len(records)} mates written to {OUT}; {checked} of them (dm <= {BRUTE_FORCE_UP_TO}) confirmed by python-chess")


if __name__ == "__main__":
    main()

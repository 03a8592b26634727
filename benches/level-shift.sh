#!/usr/bin/env bash
# How far a candidate net moves the playing levels. At each `UCI_Elo` label, Tempo limited to
# that label with the candidate net (`EvalFile`) plays Tempo limited to the same label with the
# embedded net, so a shift within the error keeps the calibration against Stockfish's levels
# (`benches/calibrate-levels.py`) valid for the new net; a larger one calls for a refit.
# The levels' handicaps are node budgets, so the clock only bounds the games.
#
#   benches/level-shift.sh NEW.nnue OUT [LABEL...]      (default labels 1350 1600 1800 2000 2200)
#   GAMES=400 CONCURRENCY=2 TEMPO=target/release/tempo
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: $0 NEW.nnue OUT [LABEL...]" >&2; exit 2; }
net=$1 out=$2
shift 2
labels=${*:-1350 1600 1800 2000 2200}
tempo=${TEMPO:-target/release/tempo}
openings=${OPENINGS:-../shared/data/openings/eco-positions.epd}
[ -f "$net" ] || { echo "no net file: $net" >&2; exit 1; }
[ -f "$openings" ] || { echo "no openings file: $openings" >&2; exit 1; }
mkdir -p "$out"
for label in $labels; do
    "$tempo" match \
        --engine cmd="$tempo" args=uci name="new $label" "option.EvalFile=$net" \
        --engine cmd="$tempo" args=uci name="embedded $label" \
        --each option.Hash=16 option.Threads=1 option.UCI_LimitStrength=true "option.UCI_Elo=$label" \
        --tc 10+0.1 --games "${GAMES:-400}" --concurrency "${CONCURRENCY:-2}" \
        --openings "$openings" --openings-order random --seed "$((label * 7919))" \
        --resign movecount=8 score=1000 --draw movenumber=50 movecount=12 score=5 \
        --resume "$out/level-$label.state" --pgn "$out/level-$label.pgn" > "$out/level-$label.log" 2>&1
    echo "$label: $(grep -m1 '^Elo difference' "$out/level-$label.log")"
done

#!/usr/bin/env bash
# Measures Tempo's playing levels against Stockfish 15.1 at the same UCI_Elo (calibrated by its
# authors against CCRL 40/4): for each level, GAMES games at TC, openings from
# eco-positions.epd with colours reversed. Every game is kept in a per-level state file under
# OUT, so the run can be cut short and started again: it plays only the missing games.
#
#   benches/calibrate-levels.sh [GAMES] [TC] [OUT] [LEVELS...]
#   e.g. benches/calibrate-levels.sh 100 10+0.1 /tmp/levels 1350 1600 1800 2000 2200 2400 2600 2850
#
# Needs: cargo build --release; apt-get install stockfish. Prints a Markdown table row per level
# (the level, Tempo's score, Elo difference ± 95 % error, the Elo it implies) and appends it to
# OUT/table.md. Extra `tempo uci` options for Tempo (candidate level constants) go in
# TEMPO_OPTS, e.g. TEMPO_OPTS="option.strength_nodes_at_min=600".
set -euo pipefail
GAMES=${1:-100}
TC=${2:-10+0.1}
OUT=${3:-/tmp/tempo-levels}
shift $(( $# < 3 ? $# : 3 ))
LEVELS=("$@")
[ ${#LEVELS[@]} -gt 0 ] || LEVELS=(1350 1500 1700 1900 2100 2300 2500 2700 2850)
HERE=$(cd "$(dirname "$0")/.." && pwd)
TEMPO=$HERE/target/release/tempo
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
OPENINGS=$HERE/../shared/data/openings/eco-positions.epd
for need in "$TEMPO" "$STOCKFISH" "$OPENINGS"; do
    [ -e "$need" ] || { echo "missing: $need" >&2; exit 1; }
done
mkdir -p "$OUT"
for level in "${LEVELS[@]}"; do
    # shellcheck disable=SC2086
    "$TEMPO" match \
        --engine self name="Tempo $level" option.UCI_LimitStrength=true option.UCI_Elo="$level" ${TEMPO_OPTS:-} \
        --engine cmd="$STOCKFISH" name="Stockfish $level" option.UCI_LimitStrength=true option.UCI_Elo="$level" \
        --each option.Hash=16 option.Threads=1 --tc "$TC" --games "$GAMES" --concurrency "${CONCURRENCY:-2}" \
        --openings "$OPENINGS" --openings-order random --seed "$level" \
        --resume "$OUT/level-$level.state" --pgn "$OUT/level-$level.pgn" > "$OUT/level-$level.log" 2>&1
    score=$(grep '^Score of' "$OUT/level-$level.log" | tail -1 | sed 's/^Score of [^:]*: //')
    elo=$(grep '^Elo difference' "$OUT/level-$level.log" | tail -1 | sed 's/^Elo difference: \([^ ]*\) +\/- \([^ ]*\).*/\1 \2/')
    diff=${elo% *}
    implied=$(awk -v l="$level" -v d="$diff" 'BEGIN { if (d ~ /inf/) print "—"; else printf "%.0f", l + d }')
    row="| $level | $score | ${diff} ± ${elo#* } | $implied |"
    echo "$row" | tee -a "$OUT/table.md"
done

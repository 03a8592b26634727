#!/usr/bin/env bash
# Tempo against Tempo at a fixed node (PVS) or playout (MCTS) budget, as a sequential
# probability ratio test: the engines differ only by UCI options (the tunables of
# `tempo uci --tunables`), so a parameter value, or a feature switched off by its tunable, is
# tested without a rebuild. Random ECO openings, each played with both colours, two games at a
# time, resumable (run the same command again after an interruption). A fixed budget makes
# the result independent of the machine's load.
#
#   benches/sprt.sh NAME "BASE OPTIONS" "NEW OPTIONS" [more `tempo match` arguments]
#
#   benches/sprt.sh fpu0 "" "FpuReduction=0"
#   NODES=2000 SPRT="0 5 0.05 0.05" benches/sprt.sh cpuct "" "CPuct=120 CPuctRoot=200"
#   SEARCH=PVS NODES=20000 benches/sprt.sh correction "correction_weight=0" ""
#
# Options are NAME=VALUE words (option names with spaces are not supported). Environment:
# SEARCH (MCTS or PVS; MCTS), NODES (nodes or playouts a move, 1500), TC (a time control such
# as 5+0.05 in place of NODES, for what a fixed budget cannot show: playouts traded for
# depth, time use; the load on the machine then matters, so run nothing beside it), SPRT (elo0 elo1 alpha
# beta, "0 10 0.05 0.05"), GAMES (most games, 4000), CONCURRENCY (2), SEED (openings, 1),
# OPENINGS (an EPD or PGN file, the shared ECO positions), WORK (where logs, PGN and the
# resume state go, /tmp/tempo-sprt), BASE_BIN and NEW_BIN (engines; default both a copy of
# target/release/tempo taken at the start, so a rebuild during the match changes nothing).
# Run from the repository root.
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
  exit 2
fi
name=$1
base_opts=$2
new_opts=$3
shift 3
search=${SEARCH:-MCTS}
nodes=${NODES:-1500}
read -r -a sprt <<<"${SPRT:-0 10 0.05 0.05}"
games=${GAMES:-4000}
concurrency=${CONCURRENCY:-2}
seed=${SEED:-1}
openings=${OPENINGS:-../shared/data/openings/eco-positions.epd}
work=${WORK:-/tmp/tempo-sprt}
mkdir -p "$work"

if [ ! -f "$openings" ]; then
  echo "openings not found: $openings (set OPENINGS)" >&2
  exit 1
fi

# A copy named by its content: the resume state refuses a changed engine command, and a
# rebuild must not swap the engine under a running match.
frozen() {
  local bin=$1
  if [ ! -x "$bin" ]; then
    echo "engine not found: $bin (cargo build --release first)" >&2
    exit 1
  fi
  local copy
  copy="$work/tempo-$(sha256sum "$bin" | cut -c1-12)"
  [ -x "$copy" ] || cp "$bin" "$copy"
  echo "$copy"
}
base_bin=$(frozen "${BASE_BIN:-target/release/tempo}")
new_bin=$(frozen "${NEW_BIN:-target/release/tempo}")

options() {
  local word
  for word in $1; do
    echo "option.$word"
  done
}
mapfile -t base_words < <(options "$base_opts")
mapfile -t new_words < <(options "$new_opts")

if [ -n "${TC:-}" ]; then
  budget=(--tc "$TC")
  budget_text="time control $TC"
else
  budget=(--nodes "$nodes")
  budget_text="$nodes nodes a move"
fi
echo "$name: base [$base_opts] ($base_bin) vs new [$new_opts] ($new_bin), $search, $budget_text" |
  tee -a "$work/$name.log"
nice -n 5 "$new_bin" match \
  --engine cmd="$new_bin" args="uci --tunables --search $search" name=New "${new_words[@]}" \
  --engine cmd="$base_bin" args="uci --tunables --search $search" name=Base "${base_words[@]}" \
  --each option.Hash=32 \
  "${budget[@]}" --games "$games" --concurrency "$concurrency" \
  --openings "$openings" --openings-order random --seed "$seed" \
  --sprt "${sprt[@]}" \
  --resign movecount=4 score=1000 --draw movenumber=40 movecount=8 score=10 \
  --resume "$work/$name.state" --pgn "$work/$name.pgn" "$@" 2>&1 |
  tee -a "$work/$name.log" | grep -v '^Game '

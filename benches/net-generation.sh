#!/usr/bin/env bash
# One generation of the evaluation network, end to end: the previous network playing itself at
# a fixed number of nodes a move (`tempo datagen`), older networks' self-play mixed in,
# training warm-started from the previous network (`tempo train`), and an SPRT of the new
# network against the previous one at fixed nodes (`benches/sprt.sh`, PVS, the engines
# differing only by `EvalFile`). The recipe is net 12's (nets/README.md, "tempo-default.nnue
# (net 12)": its own self-play from openings with 8 random plies, net 6's and net 9's with 6,
# 2.25 M positions each).
#
#   benches/net-generation.sh NAME
#
# Outputs under WORK: NAME-self.bin and NAME-mix1.bin, NAME-mix2.bin… (the data; each run
# appends until a file holds its number of positions, so an interrupted run resumes when started
# again), NAME.nnue, NAME.*.log and the SPRT's files. Environment: PREVIOUS (the network to
# improve and to test against; default the embedded one), MIX_NETS (the older networks whose
# self-play is mixed in, space-separated files, nets/tempo-levels.nnue; empty: none), KEEP_DATA
# (earlier generations' data files, kept outside git, trained on too; space-separated, none),
# THREADS (games at a time, 2), SELF_POSITIONS (4300000), MIX_POSITIONS (each, 2250000),
# SELF_RANDOM_PLIES and MIX_RANDOM_PLIES (random plies after each ECO opening, 8 and 6),
# SELF_SECONDS and MIX_SECONDS (stop earlier, 0: no limit), NODES (2000), SEED (311), EPOCHS (2),
# LR (0.0005), WDL (0.05), SPRT_NODES (10000), SPRT ("0 10 0.05 0.05"), SPRT_GAMES (2500), WORK
# (/tmp/tempo-net), TEMPO (target/release/tempo). Run from the repository root.
set -euo pipefail
if [ $# -lt 1 ]; then
  sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
  exit 2
fi
name=$1
previous=${PREVIOUS:-}
read -r -a mix_nets <<<"${MIX_NETS-nets/tempo-levels.nnue}"
read -r -a keep_data <<<"${KEEP_DATA:-}"
threads=${THREADS:-2}
self_positions=${SELF_POSITIONS:-4300000}
mix_positions=${MIX_POSITIONS:-2250000}
self_random_plies=${SELF_RANDOM_PLIES:-8}
mix_random_plies=${MIX_RANDOM_PLIES:-6}
self_seconds=${SELF_SECONDS:-0}
mix_seconds=${MIX_SECONDS:-0}
nodes=${NODES:-2000}
seed=${SEED:-311}
epochs=${EPOCHS:-2}
lr=${LR:-0.0005}
wdl=${WDL:-0.05}
sprt_nodes=${SPRT_NODES:-10000}
sprt=${SPRT:-0 10 0.05 0.05}
sprt_games=${SPRT_GAMES:-2500}
work=${WORK:-/tmp/tempo-net}
tempo=${TEMPO:-target/release/tempo}
openings=${OPENINGS:-../shared/data/openings/eco-positions.epd}
mkdir -p "$work"
work=$(realpath "$work")

# shellcheck source=generation-common.sh
. "$(dirname "$0")/generation-common.sh"
require_files "$openings" "$tempo" ${previous:+"$previous"} "${mix_nets[@]}" "${keep_data[@]}"

# `tempo datagen` writes 32-byte records.
positions_in() {
  if [ -f "$1" ]; then
    echo $(($(stat -c %s "$1") / 32))
  else
    echo 0
  fi
}

selfplay() {
  local out=$1 positions=$2 seconds=$3 eval=$4 seed=$5 random_plies=$6
  echo "== self-play of $eval into $out: $(positions_in "$out") of $positions positions"
  local start
  start=$(date +%s)
  limited "$seconds" "$tempo" datagen --out "$out" --positions "$positions" --nodes "$nodes" \
    --threads "$threads" --openings "$openings" --random-plies "$random_plies" --seed "$seed" \
    --eval "$eval" >"$out.log" 2>&1
  echo "$(positions_in "$out") positions after $(($(date +%s) - start)) s"
}

data=("$work/$name-self.bin")
selfplay "$work/$name-self.bin" "$self_positions" "$self_seconds" "${previous:-nnue}" "$seed" \
  "$self_random_plies"
for i in "${!mix_nets[@]}"; do
  data+=("$work/$name-mix$((i + 1)).bin")
  selfplay "$work/$name-mix$((i + 1)).bin" "$mix_positions" "$mix_seconds" "${mix_nets[$i]}" \
    $((seed + i + 1)) "$mix_random_plies"
done

data+=("${keep_data[@]}")

# A resumed SPRT must go on with the network it started with.
if [ -f "$work/$name.nnue" ]; then
  echo "== $work/$name.nnue kept from an earlier run (remove it to train again)"
else
  echo "== training from ${previous:-the embedded network}"
  "$tempo" train --data "${data[@]}" --out "$work/$name.nnue" --hidden 256 --output-buckets 8 \
    --init "${previous:-embedded}" --epochs "$epochs" --lr "$lr" --wdl "$wdl" --threads 1 \
    --seed 7 --mirror 2>&1 | tee "$work/$name.train.log"
fi

base_options=${previous:+EvalFile=$(realpath "$previous")}
echo "== SPRT: $name against ${previous:-the embedded network}, $sprt_nodes nodes a move"
WORK=$work SEARCH=PVS NODES=$sprt_nodes SPRT=$sprt GAMES=$sprt_games CONCURRENCY=$threads \
  SEED=$seed BASE_BIN=$tempo NEW_BIN=$tempo \
  "$(dirname "$0")/sprt.sh" "$name" "$base_options" "EvalFile=$work/$name.nnue"

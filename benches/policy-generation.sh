#!/usr/bin/env bash
# One generation of the MCTS policy network, end to end: self-play recording the root
# visits of the engine as served (`tempo policy-data selfplay`), training warm-started from
# the previous network on those visits (`tempo train-policy`, judged on a held-out set), and
# a game SPRT of the new network against the previous one at a fixed number of playouts
# (`benches/sprt.sh`, the engines differing only by `PolicyFile`). Nothing is kept between
# generations but the network file.
#
#   benches/policy-generation.sh NAME JUDGE
#
# NAME names the outputs under WORK (NAME.txt the self-play lines, NAME.tpol the network,
# NAME.*.log); JUDGE is a judge set from `tempo policy-data label`. Environment: PREVIOUS (the
# network to improve and to test against, a .tpol file; default the shipped one), THREADS
# (self-play games and SPRT games at a time, 2), POSITIONS (self-play positions, 20000),
# SELFPLAY_SECONDS (stop self-play earlier, 0: no limit), PLAYOUTS (a recorded search's
# playouts, 800), LR (0.01), EPOCHS (3), SPRT_NODES (1000), SPRT ("0 5 0.05 0.05"), SPRT_GAMES
# (4000), SPRT_SECONDS (stop the SPRT earlier, 0: no limit; it resumes when run again), SEED
# (21), WORK (/tmp/tempo-policy), TEMPO (target/release/tempo). Run from the repository root.
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
  exit 2
fi
name=$1
judge=$2
previous=${PREVIOUS:-}
threads=${THREADS:-2}
positions=${POSITIONS:-20000}
selfplay_seconds=${SELFPLAY_SECONDS:-0}
playouts=${PLAYOUTS:-800}
lr=${LR:-0.01}
epochs=${EPOCHS:-3}
sprt_nodes=${SPRT_NODES:-1000}
sprt=${SPRT:-0 5 0.05 0.05}
sprt_games=${SPRT_GAMES:-4000}
sprt_seconds=${SPRT_SECONDS:-0}
seed=${SEED:-21}
work=${WORK:-/tmp/tempo-policy}
tempo=${TEMPO:-target/release/tempo}
openings=${OPENINGS:-../shared/data/openings/eco-positions.epd}
mkdir -p "$work"

# shellcheck source=generation-common.sh
. "$(dirname "$0")/generation-common.sh"
require_files "$judge" "$openings" "$tempo"

policy_options=()
init=embedded
if [ -n "$previous" ]; then
  policy_options=(--policy-file "$previous")
  init=$previous
fi

echo "== self-play: $positions positions, $playouts playouts, $threads threads"
start=$(date +%s)
limited "$selfplay_seconds" "$tempo" policy-data selfplay --out "$work/$name.txt" \
  --positions "$positions" --playouts "$playouts" --threads "$threads" \
  --openings "$openings" --random-plies 4 --seed "$seed" "${policy_options[@]}" \
  >"$work/$name.selfplay.log" 2>&1
echo "$(wc -l <"$work/$name.txt") positions in $(($(date +%s) - start)) s"

echo "== training from $init"
"$tempo" train-policy --data "$work/$name.txt" --judge "$judge" --init "$init" \
  --out "$work/$name.tpol" --lr "$lr" --epochs "$epochs" 2>&1 | tee "$work/$name.train.log"

echo "== SPRT: $name against ${previous:-the shipped network}, $sprt_nodes playouts"
base_opts=""
[ -n "$previous" ] && base_opts="PolicyFile=$previous"
WORK="$work/sprt" SEARCH=MCTS NODES="$sprt_nodes" SPRT="$sprt" GAMES="$sprt_games" \
  CONCURRENCY="$threads" BASE_BIN="$tempo" NEW_BIN="$tempo" \
  limited "$sprt_seconds" "$(dirname "$0")/sprt.sh" "$name" "$base_opts" \
  "PolicyFile=$work/$name.tpol"

#!/usr/bin/env bash
# Search speed of `tempo uci` (PVS, embedded NNUE) against Stockfish on one thread, side by side
# in one run: both engines get the same positions (Stockfish 15.1's bench positions, standard
# chess only) with `ucinewgame`, `position fen ...` and `go nodes N`, the two engines alternating
# position by position, so a change in machine load hits both alike. The time of a search is
# taken by this script, from `go` to `bestmove`; its nodes are the engine's last `info ... nodes`.
# The CPU time each engine process used during its searches (from /proc, in 10 ms ticks) is
# reported too: on a loaded machine it is the steadier figure.
# Run from the repository root after `cargo build --release`; needs `apt-get install stockfish`.
#
#   benches/nps-vs-stockfish.sh [NODES] [ROUNDS] [STOCKFISH]
#   (defaults: 200000 1 /usr/games/stockfish)
set -euo pipefail
nodes=${1:-200000}
rounds=${2:-1}
stockfish=${3:-/usr/games/stockfish}
tempo=${TEMPO:-target/release/tempo}

# Stockfish 15.1 `bench` positions (src/benchmark.cpp), less its Chess960 and game-over ones.
positions=(
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10"
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11"
  "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19"
  "rq3rk1/ppp2ppp/1bnpb3/3N2B1/3NP3/7P/PPPQ1PP1/2KR3R w - - 7 14 moves d4e6"
  "r1bq1r1k/1pp1n1pp/1p1p4/4p2Q/4Pp2/1BNP4/PPP2PPP/3R1RK1 w - - 2 14 moves g2g4"
  "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15"
  "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13"
  "r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16"
  "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17"
  "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11"
  "r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16"
  "3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22"
  "r1q2rk1/2p1bppp/2Pp4/p6b/Q1PNp3/4B3/PP1R1PPP/2K4R w - - 2 18"
  "4k2r/1pb2ppp/1p2p3/1R1p4/3P4/2r1PN2/P4PPP/1R4K1 b - - 3 22"
  "3q2k1/pb3p1p/4pbp1/2r5/PpN2N2/1P2P2P/5PP1/Q2R2K1 b - - 4 26"
  "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1"
  "3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1"
  "2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1 moves g5g6 f3e3 g6g5 e3f3"
  "8/6pk/1p6/8/PP3p1p/5P2/4KP1q/3Q4 w - - 0 1"
  "7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1"
  "8/2p5/8/2kPKp1p/2p4P/2P5/3P4/8 w - - 0 1"
  "8/1p3pp1/7p/5P1P/2k3P1/8/2K2P2/8 w - - 0 1"
  "8/pp2r1k1/2p1p3/3pP2p/1P1P1P1P/P5KR/8/8 w - - 0 1"
  "8/3p4/p1bk3p/Pp6/1Kp1PpPp/2P2P1P/2P5/5B2 b - - 0 1"
  "5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1"
  "6k1/6p1/P6p/r1N5/5p2/7P/1b3PP1/4R1K1 w - - 0 1"
  "1r3k2/4q3/2Pp3b/3Bp3/2Q2p2/1p1P2P1/1P2KP2/3N4 w - - 0 1"
  "6k1/4pp1p/3p2p1/P1pPb3/R7/1r2P1PP/3B1P2/6K1 w - - 0 1"
  "8/3p3B/5p2/5P2/p7/PP5b/k7/6K1 w - - 0 1"
  "5rk1/q6p/2p3bR/1pPp1rP1/1P1Pp3/P3B1Q1/1K3P2/R7 w - - 93 90"
  "4rrk1/1p1nq3/p7/2p1P1pp/3P2bp/3Q1Bn1/PPPB4/1K2R1NR w - - 40 21"
  "r3k2r/3nnpbp/q2pp1p1/p7/Pp1PPPP1/4BNN1/1P5P/R2Q1RK1 w kq - 0 16"
  "3Qb1k1/1r2ppb1/pN1n2q1/Pp1Pp1Pr/4P2p/4BP2/4B1R1/1R5K b - - 11 40"
  "4k3/3q1r2/1N2r1b1/3ppN2/2nPP3/1B1R2n1/2R1Q3/3K4 w - - 5 1"
  "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1"
  "8/8/8/5N2/8/p7/8/2NK3k w - - 0 1"
  "8/3k4/8/8/8/4B3/4KB2/2B5 w - - 0 1"
  "8/8/1P6/5pr1/8/4R3/7k/2K5 w - - 0 1"
  "8/2p4P/8/kr6/6R1/8/8/1K6 w - - 0 1"
  "8/8/3P3k/8/1p6/8/1P6/1K3n2 b - - 0 1"
  "8/R7/2q5/8/6k1/8/1P5p/K6R w - - 0 124"
  "6k1/3b3r/1p1p4/p1n2p2/1PPNpP1q/P3Q1p1/1R1RB1P1/5K2 b - - 0 1"
  "r2r1n2/pp2bk2/2p1p2p/3q4/3PN1QP/2P3R1/P4PP1/5RK1 w - - 0 1"
)

[ -x "$tempo" ] || { echo "no $tempo: run cargo build --release first" >&2; exit 1; }
[ -x "$stockfish" ] || { echo "no $stockfish: apt-get install stockfish" >&2; exit 1; }

# Bash warns that a second coprocess exists while the first runs; both work. The engines'
# own messages still reach stderr through fd 3.
exec 3>&2
{ coproc TEMPO_ENGINE { exec "$tempo" uci 2>&3; }; } 2>/dev/null
{ coproc SF_ENGINE { exec "$stockfish" 2>&3; }; } 2>/dev/null

now_ns() { date +%s%N; }

# send ENGINE LINE: writes one command to an engine.
send() {
  local -n fd=$1
  printf '%s\n' "$2" >&"${fd[1]}"
}

# wait_for ENGINE PREFIX: reads the engine's lines until one starts with PREFIX; the last
# `info ... nodes N` seen is left in $last_nodes.
wait_for() {
  local -n fd=$1
  local line
  last_nodes=0
  while IFS= read -r -t 600 line <&"${fd[0]}"; do
    if [[ $line == info*" nodes "* ]]; then
      last_nodes=$(sed -E 's/.* nodes ([0-9]+).*/\1/' <<<"$line")
    fi
    [[ $line == "$2"* ]] && return 0
  done
  echo "engine $1 stopped answering (waiting for '$2')" >&2
  exit 1
}

setup() {
  send "$1" uci
  wait_for "$1" uciok
  send "$1" "setoption name Threads value 1"
  send "$1" "setoption name Hash value 16"
  send "$1" isready
  wait_for "$1" readyok
}
setup TEMPO_ENGINE
setup SF_ENGINE

declare -A total_nodes=([TEMPO_ENGINE]=0 [SF_ENGINE]=0)
declare -A total_ns=([TEMPO_ENGINE]=0 [SF_ENGINE]=0)
declare -A total_ticks=([TEMPO_ENGINE]=0 [SF_ENGINE]=0)

# cpu_ticks PID: user + system time of a process so far, in clock ticks.
cpu_ticks() {
  local stat
  stat=$(<"/proc/$1/stat")
  stat=${stat##*) }
  read -r -a fields <<<"$stat"
  echo $((fields[11] + fields[12]))
}

# search ENGINE FEN: one search from a new game, adding its nodes and time to the totals.
search() {
  local fen=$2 position
  if [[ $fen == *" moves "* ]]; then
    position="position fen ${fen%% moves *} moves ${fen#* moves }"
  else
    position="position fen $fen"
  fi
  send "$1" ucinewgame
  send "$1" "$position"
  send "$1" isready
  wait_for "$1" readyok
  local start end pid_var="${1}_PID" ticks_before
  ticks_before=$(cpu_ticks "${!pid_var}")
  start=$(now_ns)
  send "$1" "go nodes $nodes"
  wait_for "$1" bestmove
  end=$(now_ns)
  total_ticks[$1]=$((total_ticks[$1] + $(cpu_ticks "${!pid_var}") - ticks_before))
  total_nodes[$1]=$((total_nodes[$1] + last_nodes))
  total_ns[$1]=$((total_ns[$1] + end - start))
}

for ((round = 1; round <= rounds; round++)); do
  for i in "${!positions[@]}"; do
    # Which engine goes first alternates too.
    if (((i + round) % 2 == 0)); then
      search TEMPO_ENGINE "${positions[$i]}"
      search SF_ENGINE "${positions[$i]}"
    else
      search SF_ENGINE "${positions[$i]}"
      search TEMPO_ENGINE "${positions[$i]}"
    fi
  done
done

send TEMPO_ENGINE quit
send SF_ENGINE quit
wait

tick_ms=$((1000 / $(getconf CLK_TCK)))
report() {
  local ms=$((total_ns[$2] / 1000000)) cpu_ms=$((total_ticks[$2] * tick_ms))
  local nps=$((total_nodes[$2] * 1000 / (ms > 0 ? ms : 1)))
  local cpu_nps=$((total_nodes[$2] * 1000 / (cpu_ms > 0 ? cpu_ms : 1)))
  printf '%-10s %12d nodes %8d ms %9d nodes/s   %8d CPU ms %9d nodes/CPU s\n' \
    "$1" "${total_nodes[$2]}" "$ms" "$nps" "$cpu_ms" "$cpu_nps"
}
echo "${#positions[@]} positions x $rounds round(s), go nodes $nodes, 1 thread, Hash 16"
report tempo TEMPO_ENGINE
report stockfish SF_ENGINE
# ratio = (tempo nodes / tempo time) / (stockfish nodes / stockfish time)
awk -v tn="${total_nodes[TEMPO_ENGINE]}" -v tm="${total_ns[TEMPO_ENGINE]}" \
  -v sn="${total_nodes[SF_ENGINE]}" -v sm="${total_ns[SF_ENGINE]}" \
  -v tc="${total_ticks[TEMPO_ENGINE]}" -v sc="${total_ticks[SF_ENGINE]}" 'BEGIN {
    printf "ratio tempo/stockfish nodes/s: %.2f (wall clock), %.2f (CPU time)\n",
      (tn / tm) / (sn / sm), (sc > 0 && tc > 0) ? (tn / tc) / (sn / sc) : 0
  }'

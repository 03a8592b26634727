#!/usr/bin/env bash
# Game database measurements (docs/db-measurements.md): generates the corpus, imports it with
# Tempo and with Scid one after the other (speed, size, peak RSS), then times position search
# and the explorer. Run from the repository root after `cargo build --release`; needs Scid and
# Xvfb (`apt-get install scid xvfb`) and the shared data in ../shared.
#
#   benches/db-measure.sh [GAMES] [WORKDIR]      (defaults: 1000000 /tmp/tempo-db-measure)
#
# This machine's speed drifts by 10-20 % from run to run, so a comparison wants rounds:
# ROUNDS=n imports n times, alternating Tempo and Scid; OLD_TEMPO=path adds another Tempo
# build (say the one before a change) to each round.
set -euo pipefail
games=${1:-1000000}
work=${2:-/tmp/tempo-db-measure}
tempo=target/release/tempo
mkdir -p "$work"
pgn="$work/corpus-$games.pgn"
if [ ! -f "$pgn" ]; then
  /usr/bin/time -f "gen-corpus: %e s, peak RSS %M KB" "$tempo" db gen-corpus "$pgn" --games "$games" --seed 2026
fi
mb=$(du -mL "$pgn" | cut -f1)
echo "corpus: $games games, $(stat -L -c %s "$pgn") bytes ($mb MB), $(($(stat -L -c %s "$pgn") / games)) bytes/game"

for round in $(seq 1 "${ROUNDS:-1}"); do
  if [ -n "${OLD_TEMPO:-}" ]; then
    rm -f "$work"/old.db*
    /usr/bin/time -f "round $round, old tempo import: %e s wall, %U s user, %S s sys, peak RSS %M KB" \
      "$OLD_TEMPO" db import "$work/old.db" "$pgn" 2>&1 | grep -v "games/s, .* left"
    rm -f "$work"/old.db*
  fi
  rm -f "$work"/tempo.db* "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4
  /usr/bin/time -f "round $round, tempo import: %e s wall, %U s user, %S s sys, peak RSS %M KB" \
    "$tempo" db import "$work/tempo.db" "$pgn" 2>&1 | grep -v "games/s, .* left"
  /usr/bin/time -f "round $round, scid import: %e s wall, %U s user, %S s sys, peak RSS %M KB" \
    xvfb-run -a /usr/games/tkscid ../shared/tools/scid-import.tcl "$work/scid" "$pgn" 2>&1
done
db_bytes=$(stat -c %s "$work/tempo.db")
scid_bytes=$(cat "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4 | wc -c)
echo "tempo database: $db_bytes bytes, $((db_bytes / games)) bytes/game"
echo "scid database: $scid_bytes bytes, $((scid_bytes / games)) bytes/game"
"$tempo" db bench "$work/tempo.db"

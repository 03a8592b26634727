#!/usr/bin/env bash
# Game database measurements (docs/db-measurements.md): generates the corpus, imports it with
# Tempo and with Scid one after the other (speed, size, peak RSS), then times position search
# and the explorer. Run from the repository root after `cargo build --release`; needs Scid and
# Xvfb (`apt-get install scid xvfb`) and the shared data in ../shared.
#
#   benches/db-measure.sh [GAMES] [WORKDIR]      (defaults: 1000000 /tmp/tempo-db-measure)
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

rm -f "$work"/tempo.db* "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4
/usr/bin/time -f "tempo import: %e s wall, %U s user, %S s sys, peak RSS %M KB" \
  "$tempo" db import "$work/tempo.db" "$pgn" 2>&1 | grep -v "games/s, .* left"
/usr/bin/time -f "scid import: %e s wall, %U s user, %S s sys, peak RSS %M KB" \
  xvfb-run -a /usr/games/tkscid ../shared/tools/scid-import.tcl "$work/scid" "$pgn" 2>&1
db_bytes=$(stat -c %s "$work/tempo.db")
scid_bytes=$(cat "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4 | wc -c)
echo "tempo database: $db_bytes bytes, $((db_bytes / games)) bytes/game"
echo "scid database: $scid_bytes bytes, $((scid_bytes / games)) bytes/game"
"$tempo" db bench "$work/tempo.db"

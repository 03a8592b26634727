#!/bin/sh
# Rebuilds books/tempo.bin from the CC0 opening lines (run from the repository root).
# Each TSV line (eco, name, moves) becomes one PGN game with an unknown result.
set -eu
DATA=${DATA:-../shared/data/openings}
mkdir -p target/books
for f in a b c d e; do tail -n +2 "$DATA/$f.tsv"; done |
  awk -F'\t' '{gsub(/\\/,"\\\\",$2); gsub(/"/,"\\\"",$2);
       printf "[Event \"%s\"]\n[ECO \"%s\"]\n[Result \"*\"]\n\n%s *\n\n", $2, $1, $3}' \
  > target/books/openings.pgn
cargo run --release --no-default-features -- book build \
  --pgn target/books/openings.pgn --out books/tempo.bin --max-ply 40 --min-games 1

#!/usr/bin/env bash
# Lays out Tempo.app from a release build (run on macOS from the repository root):
#   cargo build --release && packaging/macos/bundle.sh   -> target/Tempo.app
# Finder then opens .pgn files with it (Info.plist declares the PGN document type).
set -euo pipefail
cd "$(dirname "$0")/../.."
app=target/Tempo.app
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp target/release/tempo "$app/Contents/MacOS/tempo"
cp packaging/macos/Info.plist "$app/Contents/Info.plist"
cp packaging/macos/tempo.icns "$app/Contents/Resources/tempo.icns"
echo "Built $app"

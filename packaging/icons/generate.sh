#!/usr/bin/env bash
# Renders assets/icons/tempo.svg to the hicolor PNG sizes, a Windows .ico and a macOS .icns.
# Needs rsvg-convert (apt-get install librsvg2-bin) and Pillow (pip install pillow).
# Run from the repository root: packaging/icons/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
svg=assets/icons/tempo.svg
for size in 16 24 32 48 64 128 256 512; do
  dir=packaging/icons/hicolor/${size}x${size}/apps
  mkdir -p "$dir"
  rsvg-convert -w "$size" -h "$size" "$svg" -o "$dir/tempo.png"
done
mkdir -p packaging/icons/hicolor/scalable/apps
cp "$svg" packaging/icons/hicolor/scalable/apps/tempo.svg
# The window icon embedded in the binary.
cp packaging/icons/hicolor/256x256/apps/tempo.png assets/icons/tempo-256.png
python3 - <<'PY'
from PIL import Image
base = "packaging/icons/hicolor/{0}x{0}/apps/tempo.png"
big = Image.open(base.format(256))
big.save("packaging/windows/tempo.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
Image.open(base.format(512)).save("packaging/macos/tempo.icns")
PY
echo "icons written"

#!/usr/bin/env bash
# Regenerates every generated media file of the site, deterministically:
#   static/media/{hero,about}-{desktop,mobile}.{mp4,webm}
#   static/media/{hero,about}-poster{,-mobile}.webp
#   the artwork of every solution and article that names an image with a
#   design in scripts/media/stills.mjs (content/images/solutions/<slug>.jpg,
#   2400x1600; content/images/insights/<slug>.jpg, 1600x900)
# Which images there are comes from the content files (scripts/media/images.ts
# reads gatsby/inventory.ts), never from a list here.
# Frames are computed by the Node scripts in scripts/media/ (no stock media,
# no network) and encoded with ffmpeg. Run with `npm run media`;
# `npm run media -- --list` only lists what would be made and checked.
# Exits non-zero if a tool is missing or any file is missing or exceeds its
# size budget.
set -euo pipefail

LIST=0
case "${1:-}" in
  "") ;;
  --list) LIST=1 ;;
  *)
    echo "usage: bash scripts/make-media.sh [--list]" >&2
    exit 2
    ;;
esac

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
START=$(date +%s)

# --- prerequisites ------------------------------------------------------------
if ! command -v node >/dev/null 2>&1; then
  echo "error: node not found. Install Node.js 20+ (e.g. 'apt-get install -y nodejs npm')." >&2
  exit 1
fi
if [ ! -f node_modules/sharp/package.json ] || [ ! -f node_modules/tsx/package.json ]; then
  echo "error: node_modules is incomplete (sharp, tsx). Run 'npm install' (or 'npm ci') in $ROOT first." >&2
  exit 1
fi

MEDIA=static/media
# The images the content names, one a line: path, width, height, budget in bytes, files naming it.
IMAGES="$(npx --no-install tsx scripts/media/images.ts)"

if [ "$LIST" -eq 1 ]; then
  echo "Videos and posters (scripts/media/hero.mjs, about.mjs):"
  for f in hero about; do
    echo "  $MEDIA/$f-{desktop,mobile}.{mp4,webm}, $MEDIA/$f-poster{,-mobile}.webp"
  done
  echo
  npx --no-install tsx scripts/media/stills.mjs --list
  echo
  echo "Images the content names, checked after a run (size, budget in bytes, named by):"
  while IFS=$'\t' read -r image width height budget named_by; do
    printf '  %-70s %sx%s  %7d  %s\n' "$image" "$width" "$height" "$budget" "$named_by"
  done <<<"$IMAGES"
  exit 0
fi

if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  echo "error: ffmpeg/ffprobe not found. Install them with: apt-get update && apt-get install -y ffmpeg" >&2
  exit 1
fi
ENCODERS="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
for enc in libx264 libvpx-vp9 libwebp; do
  if ! grep -q " $enc " <<<"$ENCODERS"; then
    echo "error: this ffmpeg has no $enc encoder. Install Debian's full build: apt-get install -y ffmpeg" >&2
    exit 1
  fi
done
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

LOOP=12 # seconds; every motion in the scenes is periodic in this duration
FPS=24
mkdir -p "$MEDIA"

# Colour handling: frames are sRGB; tag and convert as BT.709 so browsers show
# the video with the same colours as the WebP posters.
VF="scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
COLOR=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

# video <scene> <name> <w> <h> <x264 crf> <x264 maxrate kbit> <vp9 crf> <vp9 max kbit>
# Renders the loop once and encodes H.264 (mp4) and VP9 (webm) from the same
# frames in a single ffmpeg process. CRF keeps easy scenes small; the caps
# bound the worst case under the size budgets.
video() {
  local scene=$1 name=$2 w=$3 h=$4 crf=$5 maxrate=$6 vcrf=$7 vmax=$8
  local t0
  t0=$(date +%s)
  echo "  $name: ${w}x${h}, ${LOOP}s @ ${FPS}fps ..."
  node "scripts/media/$scene.mjs" frames "$w" "$h" "$LOOP" "$FPS" |
    ffmpeg -hide_banner -loglevel error -nostdin -y \
      -f rawvideo -pix_fmt rgb24 -s "${w}x${h}" -r "$FPS" -i - \
      -vf "$VF" -an -c:v libx264 -preset slow -tune film -profile:v high \
      -crf "$crf" -maxrate "${maxrate}k" -bufsize "$((maxrate * 2))k" \
      "${COLOR[@]}" -movflags +faststart "$TMP/$name.mp4" \
      -vf "$VF" -an -c:v libvpx-vp9 -crf "$vcrf" -b:v "${vmax}k" \
      -deadline good -cpu-used 3 -row-mt 1 -tile-columns 2 -threads 2 \
      "${COLOR[@]}" "$TMP/$name.webm"
  mv "$TMP/$name.mp4" "$TMP/$name.webm" "$MEDIA/"
  echo "    done in $(($(date +%s) - t0))s"
}

# poster <scene> <name> <w> <h> <webp quality>: frame 0 of the loop, rendered
# at the poster's own resolution so video <-> poster swaps are seamless.
poster() {
  local scene=$1 name=$2 w=$3 h=$4 q=$5
  node "scripts/media/$scene.mjs" poster "$w" "$h" "$TMP/$name.webp" "$q" "$LOOP"
  mv "$TMP/$name.webp" "$MEDIA/"
}

echo "Posters"
poster hero hero-poster 1920 1080 90
poster hero hero-poster-mobile 720 1280 90
poster about about-poster 1920 1080 76
poster about about-poster-mobile 720 1280 80

echo "Videos"
video hero hero-desktop 1920 1080 23 900 26 800
video hero hero-mobile 540 960 24 210 30 200
video about about-desktop 1280 720 26 900 33 850
video about about-mobile 540 960 27 200 34 190

echo "Artworks"
# Written under $TMP/images at each image's path from the repository root
# (content/images/...), then copied into place.
npx --no-install tsx scripts/media/stills.mjs "$TMP/images"
if [ -d "$TMP/images" ]; then
  cp -R "$TMP/images/." "$ROOT/"
fi

# --- report and size budgets ------------------------------------------------
FAIL=0
check() {
  local file=$1 budget=$2 size dims
  if [ ! -f "$file" ]; then
    printf '  %-58s MISSING\n' "$file"
    FAIL=1
    return
  fi
  size=$(stat -c %s "$file")
  dims=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=s=x:p=0 "$file" 2>/dev/null | head -n1)
  if [ "$size" -gt "$budget" ]; then
    printf '  %-58s %9d bytes  %-9s OVER BUDGET (%d)\n' "$file" "$size" "$dims" "$budget"
    FAIL=1
  else
    printf '  %-58s %9d bytes  %-9s (budget %d)\n' "$file" "$size" "$dims" "$budget"
  fi
}

echo
echo "Generated files:"
for f in hero about; do
  check "$MEDIA/$f-desktop.mp4" 1500000
  check "$MEDIA/$f-desktop.webm" 1500000
  check "$MEDIA/$f-mobile.mp4" 400000
  check "$MEDIA/$f-mobile.webm" 400000
  check "$MEDIA/$f-poster.webp" 80000
  check "$MEDIA/$f-poster-mobile.webp" 50000
done
# Every image a solution, an article or a home card names, drawn here or supplied.
while IFS=$'\t' read -r image _ _ budget _; do
  if [ -n "$image" ]; then check "$image" "$budget"; fi
done <<<"$IMAGES"

echo
echo "Total time: $(($(date +%s) - START))s"
if [ "$FAIL" -ne 0 ]; then
  echo "error: at least one file is missing or over its size budget" >&2
  exit 1
fi

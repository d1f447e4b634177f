#!/usr/bin/env bash
# Generates the demo media committed under api/seed/media/ and their manifest
# api/seed/data/media.json (name, mime, kind, duration). Run once by hand after changing it:
#   bash tests/utils/make-seed-media.sh
# Needs ffmpeg/ffprobe (libmp3lame, libvpx-vp9, libopus), espeak-ng, sox, jq and ImageMagick 6
# (apt-get install -y ffmpeg espeak-ng sox jq imagemagick). The product never runs these tools.
# Everything is deterministic (fixed seeds), text-free art for covers, initials for portraits.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT="$ROOT/api/seed/media"
MANIFEST="$ROOT/api/seed/data/media.json"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Some machines carry a stand-in `convert` earlier on PATH; use the real ImageMagick.
IM=convert
if ! "$IM" -version 2>/dev/null | grep -q ImageMagick; then IM=/usr/bin/convert; fi
"$IM" -version | grep -q ImageMagick || { echo "ImageMagick convert not found" >&2; exit 1; }
FONT=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)

rm -rf "$OUT" && mkdir -p "$OUT"
W=1200
H=675

# jpg OUT [convert args...]: writes a progressive, metadata-free JPEG.
jpg() {
  local out=$1
  shift
  "$IM" "$@" -strip -interlace Plane -sampling-factor 4:2:0 -quality "${Q:-82}" "$OUT/$out"
}

# Random draw primitives from awk with a fixed seed, so reruns give the same pictures.
# rand_draw SEED 'awk body printing draw commands'
rand_draw() { awk -v seed="$1" -v W="$W" -v H="$H" "BEGIN { srand(seed); $2 }"; }

# --- Covers (1200x675) -------------------------------------------------------------------------

cover_savanna() {
  jpg cover-savanna.jpg -size ${W}x${H} gradient:'#ffcf73-#b23a48' \
    -fill '#ffe9a8' -draw "circle 820,300 820,390" \
    -fill '#8c2f39' -draw "path 'M 0,520 C 250,430 450,470 700,500 C 900,525 1050,460 1200,480 L 1200,675 L 0,675 Z'" \
    -fill '#2b0f16' -draw "rectangle 301,425 311,560" \
    -stroke '#2b0f16' -strokewidth 6 -draw "line 306,470 255,425" -draw "line 306,465 365,420" -stroke none \
    -draw "ellipse 300,410 130,26 0,360" -draw "ellipse 240,422 62,15 0,360" -draw "ellipse 372,418 70,16 0,360" \
    -fill '#5c1f2b' -draw "path 'M 0,590 C 300,540 600,600 900,570 C 1000,560 1100,575 1200,560 L 1200,675 L 0,675 Z'" \
    -attenuate 0.15 +noise Gaussian
}

# Kente-like weave: narrow strips of gold, green, red and black blocks.
cover_kente() {
  local draw
  draw=$(rand_draw 11 '
    split("#f2b705 #1e7b34 #c0262d #111111 #f2b705 #0b4f8a", c, " ");
    for (x = 0; x < W; x += 100) {
      base = c[1 + int(rand() * 6)];
      printf "fill %s rectangle %d,0 %d,%d ", base, x, x + 99, H;
      for (i = 0; i < 10; i++) { printf "fill %s rectangle %d,0 %d,%d ", c[1 + (i + x / 100) % 6], x + 8 + i * 9, x + 11 + i * 9, H }
      for (y = (x / 100) % 2 * 60; y < H; y += 120) {
        printf "fill %s rectangle %d,%d %d,%d ", c[1 + int(rand() * 6)], x, y, x + 99, y + 58;
        printf "fill %s rectangle %d,%d %d,%d ", c[1 + int(rand() * 6)], x + 10, y + 20, x + 89, y + 38;
      }
      printf "fill #00000055 rectangle %d,0 %d,%d ", x + 98, x + 99, H;
    }')
  Q=66 jpg cover-kente.jpg -size ${W}x${H} xc:black -draw "$draw" -blur 0x1.4
}

# Ndop-like indigo resist dye: white rings, diamonds and dotted lines on deep blue.
cover_ndop() {
  local draw
  draw=$(rand_draw 5 '
    for (gy = 0; gy < 5; gy++) for (gx = 0; gx < 8; gx++) {
      cx = 75 + gx * 150; cy = 67 + gy * 135;
      m = (gx + gy) % 3;
      if (m == 0) printf "stroke #e8edf7 stroke-width 7 fill none circle %d,%d %d,%d circle %d,%d %d,%d ", cx, cy, cx + 48, cy, cx, cy, cx + 22, cy;
      else if (m == 1) printf "stroke #e8edf7 stroke-width 7 fill none polygon %d,%d %d,%d %d,%d %d,%d ", cx, cy - 50, cx + 50, cy, cx, cy + 50, cx - 50, cy;
      else for (k = -2; k <= 2; k++) printf "stroke none fill #e8edf7 circle %d,%d %d,%d ", cx + k * 22, cy, cx + k * 22 + 7, cy;
    }
    for (x = 0; x <= W; x += 150) printf "stroke #c9d3ea stroke-width 3 line %d,0 %d,%d ", x, x, H;')
  jpg cover-ndop.jpg -size ${W}x${H} gradient:'#1f2f6b-#0e1638' -draw "$draw" -blur 0x1.6 -attenuate 0.1 +noise Gaussian
}

# Bogolan-like mud cloth: cream marks on earth brown.
cover_bogolan() {
  local draw
  draw=$(rand_draw 23 '
    for (row = 0; row < 6; row++) {
      y = 40 + row * 110; m = row % 3;
      if (m == 0) { for (x = 10; x < W; x += 60) printf "polyline %d,%d %d,%d %d,%d ", x, y + 40, x + 30, y, x + 60, y + 40 }
      else if (m == 1) { for (x = 30; x < W; x += 45) printf "circle %d,%d %d,%d ", x, y + 20, x + 9, y + 20 }
      else { for (x = 30; x < W; x += 80) printf "line %d,%d %d,%d line %d,%d %d,%d ", x - 18, y + 20, x + 18, y + 20, x, y + 2, x, y + 38 }
    }')
  jpg cover-bogolan.jpg -size ${W}x${H} gradient:'#6b4226-#3e2415' \
    -stroke '#ead9b5' -strokewidth 8 -fill none -draw "$draw" -blur 0x1.5 -attenuate 0.12 +noise Gaussian
}

# A volcano at dusk (Mount Cameroon, Fako) with a thin plume.
cover_mountain() {
  jpg cover-mountain.jpg -size ${W}x${H} gradient:'#23305e-#f0925d' \
    -fill '#ffffff22' -draw "ellipse 640,150 60,30 0,360" -draw "ellipse 700,110 90,38 0,360" \
    -fill '#3c2f4f' -draw "path 'M 0,600 L 280,420 L 520,250 L 600,215 L 680,250 L 900,420 L 1200,560 L 1200,675 L 0,675 Z'" \
    -fill '#2a2238' -draw "path 'M 0,640 C 200,560 400,600 600,590 C 800,580 1000,620 1200,600 L 1200,675 L 0,675 Z'" \
    -fill '#16301f' -draw "path 'M 0,675 L 0,640 C 150,620 300,660 450,645 C 650,625 900,660 1200,640 L 1200,675 Z'" \
    -attenuate 0.2 +noise Gaussian
}

# River with a canoe, waves traced as polylines.
cover_river() {
  local draw
  draw=$(rand_draw 3 '
    for (i = 0; i < 14; i++) {
      y = 360 + i * 24; a = 4 + i; ph = rand() * 6;
      printf "stroke #%s stroke-width %d fill none polyline ", (i % 2 ? "9fd8e0" : "cdeff0"), 2 + int(i / 4);
      for (x = 0; x <= W; x += 20) printf "%d,%d ", x, y + a * sin(x / (60 + i * 6) + ph);
    }')
  Q=76 jpg cover-river.jpg -size ${W}x${H} \( -size ${W}x360 gradient:'#fde2b8-#7fc4c9' \) \( -size ${W}x315 gradient:'#2f8f9d-#123c4a' \) -append \
    -draw "$draw" \
    -stroke none -fill '#2b1a12' -draw "path 'M 380,430 Q 560,470 760,430 L 740,446 Q 560,482 400,446 Z'" \
    -stroke '#2b1a12' -strokewidth 5 -draw "line 600,380 640,470" -draw "line 520,400 500,440" \
    -stroke none -draw "circle 600,372 600,362" -draw "circle 520,392 520,383" \
    -attenuate 0.2 +noise Gaussian
}

# Layered forest canopy.
cover_forest() {
  local draw
  draw=$(rand_draw 17 '
    split("#0d3b2e #145c43 #1d7a4f #2f9a5b #56b870", c, " ");
    for (layer = 1; layer <= 5; layer++) {
      base = 180 + layer * 95;
      for (k = 0; k < 26; k++) { x = rand() * W; r = 50 + rand() * 70 - layer * 5; y = base + rand() * 60 - 30;
        printf "fill %s circle %d,%d %d,%d ", c[layer], x, y, x + r, y }
      printf "fill %s rectangle 0,%d %d,%d ", c[layer], base, W, H;
    }')
  jpg cover-forest.jpg -size ${W}x${H} gradient:'#d7f0c8-#7cb98c' -draw "$draw" -blur 0x1.5 -attenuate 0.3 +noise Gaussian
}

cover_market() {
  jpg cover-market.jpg -size ${W}x${H} -seed 7 plasma:darkorange-purple -blur 0x14 -modulate 108,140 \
    -attenuate 0.2 +noise Gaussian
}

cover_fractal() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi \
    -i "mandelbrot=size=${W}x${H}:start_x=-0.743643887037151:start_y=0.13182590420533:start_scale=0.008:end_scale=0.008:outer=normalized_iteration_count:inner=mincol" \
    -frames:v 1 "$TMP/fractal.png"
  Q=70 jpg cover-fractal.jpg "$TMP/fractal.png" -blur 0x2 -modulate 100,115
}

# Cellular automaton (rule 30) tinted like a woven basket.
cover_weave() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "cellauto=rule=90:pattern=1:size=400x225:start_full=1:scroll=0:full=1" \
    -frames:v 1 "$TMP/cells.png"
  jpg cover-weave.jpg "$TMP/cells.png" -filter point -resize ${W}x${H}! -blur 0x1.2 -colorspace sRGB -type TrueColor \
    +level-colors '#3b1f0e,#e0a458' 
}

# Concentric rings like drum skins.
cover_drum() {
  local draw
  draw=$(rand_draw 29 '
    split("#f4a259 #bc4b51 #5b8e7d #f4e285 #8cb369", c, " ");
    for (d = 0; d < 7; d++) { cx = 120 + d * 170 + rand() * 40; cy = 200 + rand() * 300;
      for (r = 150; r > 10; r -= 28) printf "fill %s circle %d,%d %d,%d ", c[1 + (int(r / 28) + d) % 5], cx, cy, cx + r, cy }')
  jpg cover-drum.jpg -size ${W}x${H} gradient:'#2d1e2f-#452b3f' -draw "$draw" -blur 0x1 -attenuate 0.1 +noise Gaussian
}

# Village under a starry sky: the hour of tales.
cover_night() {
  local draw
  draw=$(rand_draw 41 '
    for (i = 0; i < 220; i++) { x = rand() * W; y = rand() * 430; r = rand() < 0.9 ? 1 : 2;
      printf "fill #fffbe6 circle %d,%d %d,%d ", x, y, x + r, y }')
  jpg cover-night.jpg -size ${W}x${H} gradient:'#0b1026-#2b3a67' -draw "$draw" \
    -fill '#fdf3c4' -draw "circle 980,140 980,195" -fill '#2b3a67' -draw "circle 1002,128 1002,180" \
    -fill '#0a0d1a' -draw "path 'M 0,560 C 300,520 800,540 1200,520 L 1200,675 L 0,675 Z'" \
    -draw "rectangle 200,520 300,580" -draw "polygon 180,525 250,455 320,525" \
    -draw "rectangle 420,510 540,580" -draw "polygon 400,515 480,430 560,515" \
    -draw "rectangle 760,515 850,575" -draw "polygon 740,520 805,460 870,520" \
    -fill '#ffb347' -draw "ellipse 640,600 40,14 0,360" -fill '#ff7b39' -draw "polygon 620,600 640,545 660,600" \
    -attenuate 0.15 +noise Gaussian
}

# Calm lake with its reflection.
cover_lake() {
  "$IM" -size ${W}x340 gradient:'#f7c59f-#8fb8de' \
    -fill '#4a5d7a' -draw "path 'M 0,340 L 0,250 C 200,180 350,230 500,200 C 700,160 900,240 1200,210 L 1200,340 Z'" \
    "$TMP/sky.png"
  jpg cover-lake.jpg "$TMP/sky.png" \( "$TMP/sky.png" -flip -modulate 80,90 -blur 0x3 \) -append \
    -fill '#ffffff30' -draw "rectangle 0,338 1200,342" -attenuate 0.15 +noise Gaussian
}

# City skyline with lit windows (the tech and economy pieces).
cover_city() {
  local draw
  draw=$(rand_draw 13 '
    x = 0; while (x < W) { w = 60 + rand() * 90; h = 160 + rand() * 300;
      printf "fill #141b2d rectangle %d,%d %d,%d ", x, H - h, x + w, H;
      for (wy = H - h + 14; wy < H - 20; wy += 26) for (wx = x + 10; wx < x + w - 14; wx += 20)
        if (rand() < 0.45) printf "fill %s rectangle %d,%d %d,%d ", (rand() < 0.7 ? "#ffd166" : "#8be9fd"), wx, wy, wx + 8, wy + 12;
      x += w + 6 }')
  jpg cover-city.jpg -size ${W}x${H} gradient:'#3a1c71-#d76d77' -draw "$draw" -blur 0x0.5
}

# Cocoa pods on leaves.
cover_cocoa() {
  local draw
  draw=$(rand_draw 31 '
    for (i = 0; i < 16; i++) { x = 60 + rand() * 1080; y = 60 + rand() * 560; a = rand() * 360;
      printf "fill #2e6b3a ellipse %d,%d %d,%d 0,360 ", x + 30, y + 40, 120, 40 }
    split("#e8a33d #c8553d #f2c14e #a63d40", c, " ");
    for (i = 0; i < 9; i++) { x = 100 + i * 120 + rand() * 40; y = 180 + rand() * 320;
      printf "fill %s ellipse %d,%d %d,%d 0,360 ", c[1 + i % 4], x, y, 42, 90;
      printf "stroke #00000040 stroke-width 3 fill none line %d,%d %d,%d stroke none ", x, y - 80, x, y + 80 }')
  jpg cover-cocoa.jpg -size ${W}x${H} gradient:'#fbe7a1-#6a994e' -draw "$draw" -blur 0x1.5 -attenuate 0.12 +noise Gaussian
}

# Soft bokeh blobs.
cover_bokeh() {
  local draw
  draw=$(rand_draw 37 '
    split("#ff6b6b #feca57 #48dbfb #1dd1a1 #ff9ff3 #54a0ff", c, " ");
    for (i = 0; i < 40; i++) { x = rand() * W; y = rand() * H; r = 30 + rand() * 110;
      printf "fill %s circle %d,%d %d,%d ", c[1 + int(rand() * 6)], x, y, x + r, y }')
  jpg cover-bokeh.jpg -size ${W}x${H} gradient:'#1b1b3a-#693668' \( -size ${W}x${H} xc:none -draw "$draw" -channel A -evaluate multiply 0.55 +channel -blur 0x18 \) \
    -composite -attenuate 0.2 +noise Gaussian
}

for cover in savanna kente ndop bogolan mountain river forest market fractal weave drum night lake city cocoa bokeh; do
  "cover_$cover"
done

# --- Author portraits (400x400): coloured rings and initials ------------------------------------

# portrait SLUG INITIALS FROM TO
portrait() {
  jpg "portrait-$1.jpg" -size 400x400 radial-gradient:"$3-$4" \
    -fill none -stroke '#ffffff40' -strokewidth 10 -draw "circle 200,200 200,60" -draw "circle 200,200 200,20" \
    -stroke none -fill '#ffffff' -font "$FONT" -pointsize 150 -gravity center -annotate +0+8 "$2" \
    -attenuate 0.1 +noise Gaussian
}
portrait aicha-bello AB '#f6d365' '#c44536'
portrait jean-pierre-mbarga JM '#84fab0' '#1b5e20'
portrait esther-ngo-mbock EN '#a1c4fd' '#283593'
portrait samuel-fotso SF '#fbc2eb' '#6a1b9a'
portrait grace-ewane GE '#fddb92' '#d35400'
portrait emmanuel-tabi ET '#89f7fe' '#00695c'
portrait nkechi-okafor NO '#ffd1a9' '#8e2a4a'
portrait kwame-mensah KM '#e0c3fc' '#37474f'

# --- School advertisement art (text-free; titles are in the data) ------------------------------

ad_banner() {
  local draw
  draw=$(awk 'BEGIN { srand(3); split("#f4a261 #e76f51 #2a9d8f #e9c46a #ffffff", c, " ");
    x = 640; while (x < 1160) { w = 22 + rand() * 20; h = 150 + rand() * 90;
      printf "fill %s rectangle %d,%d %d,270 ", c[1 + int(rand() * 5)], x, 270 - h, x + w; x += w + 4 } }')
  jpg ad-banner.jpg -size 1200x300 gradient:'#264653-#1d3557' -draw "$draw" \
    -fill '#e9c46a' -draw "rectangle 620,270 1180,282" \
    -fill '#ffd166' -draw "circle 160,150 160,80" -fill '#264653' -draw "rectangle 140,215 180,245" \
    -stroke '#ffd166' -strokewidth 6 -draw "line 160,40 160,20" -draw "line 240,150 262,150" -draw "line 58,150 80,150" \
    -draw "line 220,90 236,74" -draw "line 100,90 84,74"
}

# A laptop with lines of code: programming courses.
ad_card() {
  local draw
  draw=$(awk 'BEGIN { srand(8); split("#8be9fd #50fa7b #ffb86c #ff79c6 #f1fa8c", c, " ");
    for (i = 0; i < 9; i++) { x = 260 + (i % 3) * 20; w = 60 + rand() * 180;
      printf "fill %s rectangle %d,%d %d,%d ", c[1 + int(rand() * 5)], x, 110 + i * 22, x + w, 120 + i * 22 } }')
  jpg ad-card.jpg -size 800x450 gradient:'#5f2c82-#49a09d' \
    -fill '#1e1e2e' -draw "roundrectangle 230,80 570,320 12,12" -draw "$draw" \
    -fill '#d9d9e3' -draw "polygon 180,330 620,330 660,370 140,370"
}

# Speech bubbles: language courses.
ad_native_languages() {
  jpg ad-native-languages.jpg -size 800x450 gradient:'#ff9a8b-#ff6a88' \
    -fill '#ffffff' -draw "roundrectangle 120,80 420,240 40,40" -draw "polygon 170,230 150,300 240,235" \
    -fill '#2a9d8f' -draw "roundrectangle 360,190 680,350 40,40" -draw "polygon 620,340 650,410 560,345" \
    -fill '#ff6a88' -draw "circle 200,160 200,145" -draw "circle 270,160 270,145" -draw "circle 340,160 340,145" \
    -fill '#ffffff' -draw "circle 440,270 440,255" -draw "circle 520,270 520,255" -draw "circle 600,270 600,255"
}

# A microphone and sound waves: podcasting course. Arcs are traced as short line segments
# (ImageMagick 6 closes stroked arcs and polylines).
ad_native_podcast() {
  local waves
  waves=$(awk 'function arc(cx, cy, r, from, to, colour,   a, x, y, px, py) {
      printf "stroke %s ", colour;
      for (a = from; a <= to + 0.01; a += 4) {
        x = cx + r * cos(a * 3.14159265 / 180); y = cy + r * sin(a * 3.14159265 / 180);
        if (a > from) printf "line %.1f,%.1f %.1f,%.1f ", px, py, x, y;
        px = x; py = y;
      }
    }
    BEGIN { arc(400, 215, 75, 0, 180, "#e0e0e0");
      arc(400, 165, 120, -40, 40, "#f9c74f"); arc(400, 165, 120, 140, 220, "#f9c74f");
      arc(400, 165, 180, -40, 40, "#f9844a"); arc(400, 165, 180, 140, 220, "#f9844a") }')
  jpg ad-native-podcast.jpg -size 800x450 gradient:'#0f2027-#2c5364' \
    -fill '#e0e0e0' -draw "roundrectangle 355,70 445,250 45,45" \
    -fill none -strokewidth 10 -draw "stroke-linecap round $waves" -stroke '#e0e0e0' -draw "line 400,290 400,360" -draw "line 340,365 460,365"
}

# A camera: photography and video course.
ad_native_photo() {
  jpg ad-native-photo.jpg -size 800x450 gradient:'#f7971e-#ffd200' \
    -fill '#222831' -draw "roundrectangle 200,120 600,350 30,30" -draw "rectangle 330,90 470,130" \
    -fill '#393e46' -draw "circle 400,235 400,135" -fill '#00adb5' -draw "circle 400,235 400,165" \
    -fill '#eeeeee' -draw "circle 370,205 370,190" -fill '#ff5722' -draw "circle 550,155 550,142"
}

# Stacked books and a mortarboard (tall sidebar).
ad_sidebar() {
  jpg ad-sidebar.jpg -size 300x600 gradient:'#134e5e-#71b280' \
    -fill '#e76f51' -draw "rectangle 50,470 250,520" -fill '#f4a261' -draw "rectangle 65,420 240,470" \
    -fill '#e9c46a' -draw "rectangle 45,370 255,420" -fill '#2a9d8f' -draw "rectangle 70,320 230,370" \
    -fill '#1d3557' -draw "polygon 150,180 270,230 150,280 30,230" -draw "rectangle 105,250 195,300" \
    -stroke '#ffd166' -strokewidth 5 -draw "line 250,230 250,300" -stroke none -fill '#ffd166' -draw "circle 250,305 250,296"
}

ad_square() {
  jpg ad-square.jpg -size 600x600 radial-gradient:'#ffecd2-#fcb69f' \
    -fill '#264653' -draw "polygon 300,170 520,270 300,370 80,270" -draw "roundrectangle 200,320 400,430 20,20" \
    -stroke '#e9c46a' -strokewidth 8 -draw "line 480,270 480,400" -stroke none -fill '#e9c46a' -draw "circle 480,410 480,395"
}

for ad in banner card native_languages native_podcast native_photo sidebar square; do
  "ad_$ad"
done

# --- Podcasts: espeak-ng speech between two soft chimes, MP3 mono 48 kbps ------------------------

chime() { sox -n -r 22050 -c 1 "$1" synth 0.35 pluck E5 synth 0.35 pluck G5 : synth 0.6 pluck C6 fade 0 0.6 0.4 vol 0.5; }
chime "$TMP/chime.wav"
sox -n -r 22050 -c 1 "$TMP/pause.wav" trim 0 0.5

# podcast NAME VOICE TEXT
podcast() {
  espeak-ng -v "$2" -s 158 -g 2 -w "$TMP/speech.wav" "$3"
  sox "$TMP/speech.wav" -r 22050 -c 1 "$TMP/speech22.wav" norm -3
  sox "$TMP/chime.wav" "$TMP/pause.wav" "$TMP/speech22.wav" "$TMP/pause.wav" "$TMP/chime.wav" "$TMP/episode.wav"
  ffmpeg -hide_banner -loglevel error -y -i "$TMP/episode.wav" -ac 1 -ar 22050 -c:a libmp3lame -b:a 48k \
    -map_metadata -1 -fflags +bitexact "$OUT/$1"
}

podcast podcast-fr-contes.mp3 fr-fr+m3 "Bonsoir, et bienvenue dans Contes du soir. Chez les Béti du Cameroun, le héros le plus rusé s'appelle Kulu, la tortue. Une année de grande sécheresse, les animaux décidèrent de creuser un puits. Tous travaillèrent, sauf le lièvre, qui dormait à l'ombre. Mais chaque nuit, il venait boire l'eau des autres. Alors Kulu sculpta une statue couverte de glu et la posa près du puits. Le lièvre la frappa, resta collé, et tout le village le découvrit au matin. Morale : celui qui refuse de travailler ne boit pas le fruit du travail des autres."
podcast podcast-fr-langues.mp3 fr-fr+f3 "Bonjour, et bienvenue dans Voix des langues. Le Cameroun compte plus de deux cents langues nationales, en plus du français et de l'anglais, ses deux langues officielles. Dans un même quartier de Yaoundé, on peut entendre l'ewondo, le bassa, le fulfuldé, le ghomala et le pidgin. Beaucoup d'enfants grandissent avec trois langues : celle de la maison, celle de l'école et celle de la rue. Dans cet épisode, nous parlons de ce que chaque langue transmet : des proverbes, des chansons, une manière de voir le monde."
podcast podcast-fr-cuisine.mp3 fr-fr+m1 "Bienvenue dans À table ! Aujourd'hui, le ndolé, plat de fête de la côte camerounaise. Il faut d'abord laver longuement les feuilles amères pour adoucir leur goût. On fait ensuite cuire des arachides écrasées, puis on ajoute la viande, les crevettes ou le poisson fumé, l'ail, l'oignon et un peu de piment. Les feuilles viennent en dernier. On sert le ndolé avec du plantain mûr, du miondo ou du bobolo. Chaque famille garde sa recette, et chacune jure que c'est la meilleure."
podcast podcast-en-anansi.mp3 en-gb+m3 "Welcome to Fireside Tales. Tonight's story comes from the Akan people of Ghana. Long ago, Anansi the spider gathered all the wisdom of the world into a clay pot. He tied the pot to his belly and began to climb a tall tree to hide it, but the pot kept getting in his way. His young son called out: father, why not tie it to your back? Anansi was so angry that a child knew better that he let the pot fall. It broke, and wisdom scattered across the world, a little for everyone."
podcast podcast-en-njangi.mp3 en-us+f2 "Welcome to Money Matters. In the north-west and south-west of Cameroon, neighbours save together in a njangi. Every member pays the same amount at each meeting, and each time one member takes home the whole pot. There is no bank form: trust is the guarantee. A njangi can pay school fees, buy a sewing machine or start a small shop. In French-speaking towns the same idea is called a tontine. Today we ask: can these circles of trust live on a mobile phone?"
podcast podcast-en-grassfields.mp3 en-gb+m1 "Welcome to Kingdoms of the Grassfields. In the highlands of north-west Cameroon, kingdoms such as Bafut, Nso and Kom are led by a Fon: a ruler, a judge and a keeper of tradition, advised by councils of elders. His palace is a village within the village, with courtyards, shrines and carved doorposts. At the great annual festivals, masks dance, musicians play, and people come home from far away to greet the Fon. Today, we visit the palace and listen to the stories it keeps."

# --- Videos: 640x360 WebM, VP9 + Opus, about 12 s --------------------------------------------

# A balafon-like pentatonic tune over a low drum in 6/8, for the music video.
balafon() {
  local notes=(C4 D4 E4 G4 A4 C5 D5 E5)
  local files=() i n
  for i in $(seq 0 47); do
    n=${notes[$(( (i * 5 + i / 6 * 3 + (i % 3 == 0 ? 2 : 0)) % 8 ))]}
    sox -n -r 44100 -c 1 "$TMP/note$i.wav" synth 0.25 pluck "$n" fade 0 0.25 0.15 vol 0.8
    files+=("$TMP/note$i.wav")
  done
  sox "${files[@]}" "$TMP/tune.wav"
  sox -n -r 44100 -c 1 "$TMP/beat.wav" synth 0.25 sine 70 fade 0 0.25 0.22 pad 0 0.5
  sox "$TMP/beat.wav" "$TMP/beats.wav" repeat 15
  sox -m "$TMP/tune.wav" "$TMP/beats.wav" "$1" trim 0 12 norm -3 fade 0 12 1
}

# narration OUT VOICE TEXT: speech padded to 12 s over a quiet drone.
narration() {
  espeak-ng -v "$2" -s 145 -g 3 -w "$TMP/narr.wav" "$3"
  sox "$TMP/narr.wav" -r 44100 -c 1 "$TMP/narr44.wav" norm -3 pad 0.8 0
  sox -n -r 44100 -c 1 "$TMP/drone.wav" synth 12 sine 110 sine 165 vol 0.04 fade 1 12 1
  sox -m "$TMP/narr44.wav" "$TMP/drone.wav" "$1" trim 0 12
}

# webm OUT AUDIO FILTER INPUT-ARGS...: 12 s of VP9 (two passes, ~260 kbps) from the inputs through
# FILTER (applied to [0:v]), with Opus audio from AUDIO (the last input).
webm() {
  local out=$1 audio=$2 filter=$3 pass arg inputs=0
  shift 3
  for arg in "$@"; do [ "$arg" = -i ] && inputs=$((inputs + 1)); done
  for pass in 1 2; do
    local dest=("$OUT/$out")
    [ "$pass" = 1 ] && dest=(-f null /dev/null)
    ffmpeg -hide_banner -loglevel error -y "$@" -i "$audio" -t 12 \
      -filter_complex "[0:v]$filter[v]" -map "[v]" -map "$inputs:a" \
      -c:v libvpx-vp9 -b:v 260k -row-mt 1 -deadline good -cpu-used 2 -pass "$pass" -passlogfile "$TMP/pass" \
      -c:a libopus -b:a 40k -ac 1 -map_metadata -1 -fflags +bitexact "${dest[@]}"
  done
}

# Slow Ken Burns zoom over a cover picture.
kenburns() { echo "scale=1920:1080,zoompan=z='min(zoom+0.0008,1.25)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=300:s=640x360:fps=25"; }

narration "$TMP/mountain.wav" fr-fr+m3 "Le mont Cameroun s'élève à plus de quatre mille mètres au-dessus de l'océan. C'est un volcan toujours actif, que les Bakweri appellent Mongo ma Ndemi, la montagne de la grandeur."
webm video-fr-mont-cameroun.webm "$TMP/mountain.wav" "$(kenburns)" -loop 1 -framerate 25 -i "$OUT/cover-mountain.jpg"

narration "$TMP/river.wav" en-gb+f3 "The Wouri river meets the sea at Douala, the great port city of Cameroon. Every year, the Sawa peoples gather on its banks for the Ngondo, a festival of water, memory and canoe races."
webm video-en-wouri.webm "$TMP/river.wav" "$(kenburns)" -loop 1 -framerate 25 -i "$OUT/cover-river.jpg"

balafon "$TMP/balafon.wav"
# Slowly drifting radial gradients with a Game of Life shimmering on top.
webm video-rythmes-balafon.webm "$TMP/balafon.wav" \
  "format=gbrp[g];[1:v]scale=640:360:flags=neighbor,gblur=sigma=1.2,format=gbrp[m];[g][m]blend=all_mode=screen:all_opacity=0.45,format=yuv420p" \
  -f lavfi -i "gradients=s=640x360:r=25:n=5:c0=0xf4a261:c1=0xe76f51:c2=0x2a9d8f:c3=0x264653:c4=0xe9c46a:speed=0.03:type=radial:seed=3" \
  -f lavfi -i "life=s=160x90:r=25:ratio=0.12:seed=7:mold=12:life_color=0xffffff:death_color=0x000000:mold_color=0x333333"

# --- Manifest ----------------------------------------------------------------------------------

mime_of() {
  case "$1" in
    *.jpg) echo image/jpeg ;;
    *.mp3) echo audio/mpeg ;;
    *.webm) echo video/webm ;;
    *) echo "unknown type: $1" >&2; exit 1 ;;
  esac
}

{
  for file in "$OUT"/*; do
    name=$(basename "$file")
    mime=$(mime_of "$name")
    kind=${mime%%/*}
    duration=null
    if [ "$kind" != image ]; then
      duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$file" | awk '{ printf "%.2f", $1 }')
    fi
    jq -n --arg name "$name" --arg mime "$mime" --arg kind "$kind" --argjson duration "$duration" \
      '{name: $name, mime: $mime, kind: $kind, durationSeconds: $duration}'
  done
} | jq -s '.' >"$MANIFEST"

du -sh "$OUT"
echo "Wrote $(jq length "$MANIFEST") media files and $MANIFEST"

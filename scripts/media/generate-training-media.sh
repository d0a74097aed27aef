#!/usr/bin/env bash
# Builds the consumer flow's training media from the sources beside this script, one video per language:
#   slides/NN-name.html     what a slide shows (a fragment, wrapped with slide.css), English
#   slides/NN-name.txt      what is said while it shows: one caption per line, each line spoken as written
#   slides/es/NN-name.*     the same slides and narration in Spanish (decision 057)
#   fact-sheet.html         the one-page fact sheet, printed to PDF
# Outputs (in flows/consumer/media/, or $OUT_DIR):
#   English  training.webm, training.mp4, training.vtt, training.json, training-poster.jpg
#   Spanish  training.es.webm, training.es.mp4, training.es.captions.vtt (and .en.vtt: the English narration at the
#            same times), training.es.json, training-poster.es.jpg
#   naloxone-fact-sheet.pdf
# An MP4 is kept only while the whole folder stays under the size budget (the Spanish one is dropped first).
# LANGUAGES="es" rebuilds the Spanish video and the fact sheet only (the English files are left as they are).
#
# Captions are timed from the audio actually synthesized: every line is spoken on its own, its PCM samples
# are counted, and slides are padded to whole video frames, so slide changes and cues never drift.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT_DIR="${OUT_DIR:-$ROOT/flows/consumer/media}"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
read -r -a LANGUAGES <<<"${LANGUAGES:-en es}"

WORDS_PER_MINUTE=155
RATE=24000                     # audio sample rate (mono, 16-bit PCM while assembling)
FPS=5                          # slides are stills: a low frame rate costs almost nothing and keeps cuts precise
LEAD_MS=300                    # silence before a slide's first line
TAIL_MS=500                    # silence after a slide's last line (before rounding up to a whole frame)
BUDGET_BYTES=3000000           # the whole media folder, as tests/flows/media.test.ts checks it

die() { echo "generate-training-media: $*" >&2; exit 1; }

# What differs between the languages: the slides' folder, the voice, the footer on every slide, how "911" is said,
# and the names of the outputs. Sets SLIDE_DIR VOICE FOOTER NINE_ONE_ONE STEM CAPTIONS POSTER, and ENGLISH_CAPTIONS for a
# video not in English (its English captions, at its own times).
language_settings() {
  case "$1" in
    en)
      SLIDE_DIR="$HERE/slides" VOICE=en-us NINE_ONE_ONE='nine one one'
      FOOTER='Naloxone training · In an emergency, call 911'
      STEM=training CAPTIONS=training.vtt POSTER=training-poster.jpg ENGLISH_CAPTIONS= ;;
    es)
      # Latin American Spanish: the voice most Spanish speakers in the United States know.
      SLIDE_DIR="$HERE/slides/es" VOICE=es-419 NINE_ONE_ONE='nueve uno uno'
      FOOTER='Capacitación sobre la naloxona · En una emergencia, llame al 911'
      # training.es.vtt is taken: it is the Spanish captions of the English video, which older flow versions name.
      STEM=training.es CAPTIONS=training.es.captions.vtt POSTER=training-poster.es.jpg
      ENGLISH_CAPTIONS=training.es.captions.en.vtt ;;
    *) die "no settings for the language '$1' (add them to language_settings)" ;;
  esac
}

check_tools() {
  local -a packages=()
  command -v espeak-ng >/dev/null || packages+=(espeak-ng)
  { command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; } || packages+=(ffmpeg)
  { command -v pdfinfo >/dev/null && command -v pdftotext >/dev/null; } || packages+=(poppler-utils)
  [[ -x "$CHROMIUM" ]] || packages+=(chromium)
  { command -v fc-list >/dev/null && [[ -n "$(fc-list 'DejaVu Sans')" ]]; } || packages+=(fontconfig fonts-dejavu-core)
  if ((${#packages[@]})); then
    echo "generate-training-media: missing tools. Install them (Debian) with:" >&2
    echo "  apt-get update && apt-get install -y ${packages[*]}" >&2
    exit 1
  fi
  # Captured first: with pipefail, grep -q closing the pipe early would fail the producer.
  local encoders
  encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
  for encoder in libvpx-vp9 libopus libx264; do
    [[ "$encoders" == *" $encoder "* ]] || die "this ffmpeg has no $encoder encoder"
  done
  for language in "${LANGUAGES[@]}"; do
    language_settings "$language"
    espeak-ng --voices | awk '{ print $2 }' | grep -qx "$VOICE" || die "espeak-ng has no '$VOICE' voice"
  done
}

WORK="$(mktemp -d)"
# KEEP_WORK=1 keeps the slide PNGs and the narration audio for inspection.
if [[ "${KEEP_WORK:-}" == 1 ]]; then echo "Work files in $WORK"; else trap 'rm -rf "$WORK"' EXIT; fi

chromium_run() {
  # A throwaway profile keeps runs independent of any browser state on the machine.
  timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$WORK/profile" "$@" \
    >"$WORK/chromium.log" 2>&1 || { cat "$WORK/chromium.log" >&2; die "chromium failed: $*"; }
}

# espeak-ng reads "911" as "nine hundred eleven"; captions keep the digits, speech gets the words.
# shellcheck disable=SC2001 # sed for its word boundaries
speech_text() { sed -e "s/\b911\b/$NINE_ONE_ONE/g" <<<"$1"; }

vtt_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' <<<"$1"; }

timestamp() { # samples -> HH:MM:SS.mmm
  local ms=$(($1 * 1000 / RATE))
  printf '%02d:%02d:%02d.%03d' $((ms / 3600000)) $((ms / 60000 % 60)) $((ms / 1000 % 60)) $((ms % 1000))
}

seconds() { awk -v s="$1" -v r="$RATE" 'BEGIN { printf "%.3f", s / r }'; }

silence() { head -c $(($1 * 2)) /dev/zero; } # samples of 16-bit silence

render_slide() { # fragment.html number total png language
  local page="$WORK/slide.html"
  {
    echo "<!doctype html><html lang=\"$5\"><head><meta charset=\"utf-8\"><style>"
    cat "$HERE/slide.css"
    echo '</style></head><body><main class="slide">'
    cat "$1"
    echo "<footer><span>$FOOTER</span><span>$2 / $3</span></footer>"
    echo '</main></body></html>'
  } >"$page"
  chromium_run --force-device-scale-factor=1 --window-size=1280,720 --screenshot="$4" "file://$page"
  [[ -s "$4" ]] || die "no screenshot for $1"
}

MP4S=() # the MP4s made in this run, in the order they are dropped when over budget (the English one last)

build_video() { # language
  local language="$1"
  language_settings "$language"
  local -a slides=()
  mapfile -t slides < <(find "$SLIDE_DIR" -maxdepth 1 -name '*.html' | sort)
  ((${#slides[@]})) || die "no slides in $SLIDE_DIR"

  local audio="$WORK/narration-$language.raw" vtt="$WORK/captions-$language.vtt"
  : >"$audio"
  printf 'WEBVTT\n\nNOTE Generated by scripts/media/generate-training-media.sh from %s/*.txt\n' \
    "${SLIDE_DIR#"$ROOT/"}" >"$vtt"

  local frame_samples=$((RATE / FPS)) offset=0 cue=0 i html txt n start spoken line samples end
  local -a inputs=() keyframes=()
  for i in "${!slides[@]}"; do
    html="${slides[$i]}" txt="${slides[$i]%.html}.txt" n=$((i + 1))
    [[ -f "$txt" ]] || die "slide $html has no narration file $txt"
    render_slide "$html" "$n" "${#slides[@]}" "$WORK/slide-$language-$n.png" "$language"

    start=$offset
    silence $((LEAD_MS * RATE / 1000)) >>"$audio"
    offset=$((offset + LEAD_MS * RATE / 1000))
    spoken=0
    while IFS= read -r line || [[ -n "$line" ]]; do
      [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
      espeak-ng -v "$VOICE" -s "$WORDS_PER_MINUTE" -w "$WORK/line.wav" "$(speech_text "$line")"
      ffmpeg -nostdin -v error -y -i "$WORK/line.wav" -ac 1 -ar "$RATE" -f s16le "$WORK/line.raw"
      samples=$(($(stat -c %s "$WORK/line.raw") / 2))
      ((samples > 0)) || die "espeak-ng produced no audio for: $line"
      cat "$WORK/line.raw" >>"$audio"
      cue=$((cue + 1)) spoken=$((spoken + 1))
      printf '\n%d\n%s --> %s\n%s\n' "$cue" "$(timestamp "$offset")" "$(timestamp $((offset + samples)))" \
        "$(vtt_escape "$line")" >>"$vtt"
      offset=$((offset + samples))
    done <"$txt"
    ((spoken)) || die "narration file $txt has no lines"

    # Pad so the slide lasts a whole number of frames: the picture then changes exactly when its audio starts.
    end=$((offset + TAIL_MS * RATE / 1000))
    end=$(((end + frame_samples - 1) / frame_samples * frame_samples))
    silence $((end - offset)) >>"$audio"
    offset=$end
    inputs+=(-loop 1 -framerate "$FPS" -t "$(seconds $((end - start)))" -i "$WORK/slide-$language-$n.png")
    keyframes+=("$(seconds "$start")")
  done

  local count=${#slides[@]} k filter keys
  filter="$(for ((k = 0; k < count; k++)); do printf '[%d:v]' "$k"; done)concat=n=$count:v=1:a=0,format=yuv420p[v]"
  keys="$(IFS=,; echo "${keyframes[*]}")"
  local -a common=(-nostdin -v error -y "${inputs[@]}" -f s16le -ar "$RATE" -ac 1 -i "$audio" -filter_complex "$filter"
    -map '[v]' -map "$count:a" -r "$FPS" -force_key_frames "$keys" -map_metadata -1 -shortest)

  echo "Encoding $STEM.webm (VP9 + Opus), $(seconds "$offset") s, $count slides, $cue captions"
  ffmpeg "${common[@]}" -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 1 -row-mt 1 -g 9999 \
    -c:a libopus -b:a 16k -application voip "$OUT_DIR/$STEM.webm"
  cp "$vtt" "$OUT_DIR/$CAPTIONS"
  if [[ -n "$ENGLISH_CAPTIONS" ]]; then
    bash "$HERE/translate-captions.sh" "$vtt" "$HERE/slides" "$OUT_DIR/$ENGLISH_CAPTIONS" \
      "Generated by scripts/media/generate-training-media.sh: the English narration (scripts/media/slides/*.txt) at the times of the $language video's captions"
  fi

  local duration
  duration="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT_DIR/$STEM.webm")"
  printf '{\n  "durationSeconds": %.3f,\n  "captions": "%s",\n  "slides": %d\n}\n' "$duration" "$CAPTIONS" "$count" \
    >"$OUT_DIR/$STEM.json"
  echo "$STEM: $duration s"

  ffmpeg -nostdin -v error -y -i "$WORK/slide-$language-1.png" -vf scale=960:-2 -q:v 7 "$OUT_DIR/$POSTER"

  # The MP4 is only a fallback for browsers without WebM: it is kept only while the whole set stays in budget.
  echo "Encoding $STEM.mp4 fallback (H.264 + AAC)"
  # ffmpeg's AAC encoder overshoots low targets on synthesized speech (16k nominal lands near 22 kbit/s).
  ffmpeg "${common[@]}" -c:v libx264 -preset veryslow -tune stillimage -crf 36 -g 9999 -profile:v high \
    -c:a aac -b:a 16k -movflags +faststart "$OUT_DIR/$STEM.mp4"
  MP4S=("$STEM.mp4" "${MP4S[@]}")
}

check_tools
mkdir -p "$OUT_DIR"
for language in "${LANGUAGES[@]}"; do build_video "$language"; done

echo "Printing the fact sheet to PDF"
chromium_run --no-pdf-header-footer --print-to-pdf="$WORK/fact-sheet.pdf" "file://$HERE/fact-sheet.html"
info="$(pdfinfo "$WORK/fact-sheet.pdf")"
[[ "$(awk '/^Pages:/ { print $2 }' <<<"$info")" == 1 ]] || die "the fact sheet must fit on one page (edit fact-sheet.html)"
[[ "$info" == *"612 x 792 pts"* ]] || die "the fact sheet is not US Letter"
[[ "$(pdftotext "$WORK/fact-sheet.pdf" -)" == *aloxone* ]] || die "the fact sheet has no extractable text"
cp "$WORK/fact-sheet.pdf" "$OUT_DIR/naloxone-fact-sheet.pdf"

media=(training.webm training.mp4 training.vtt training.es.vtt training.json training-poster.jpg
  training.es.webm training.es.mp4 training.es.captions.vtt training.es.captions.en.vtt training.es.json training-poster.es.jpg
  naloxone-fact-sheet.pdf)
total() { (cd "$OUT_DIR" && stat -c %s "${media[@]}" 2>/dev/null | awk '{ t += $1 } END { print t + 0 }'); }
folder_total() { find "$OUT_DIR" -maxdepth 1 -type f -printf '%s\n' | awk '{ t += $1 } END { print t + 0 }'; }
for mp4 in "${MP4S[@]}"; do
  (($(folder_total) >= BUDGET_BYTES)) || break
  echo "The MP4 fallback $mp4 ($(stat -c %s "$OUT_DIR/$mp4") bytes) would put the media folder over $BUDGET_BYTES bytes: leaving it out." >&2
  rm -f "${OUT_DIR:?}/$mp4"
done
(($(folder_total) < BUDGET_BYTES)) || die "the media folder is over budget even without the MP4s ($(folder_total) bytes)"

# Refresh the size table in the README between its markers.
if [[ -f "$OUT_DIR/README.md" ]] && grep -q '<!-- sizes:start -->' "$OUT_DIR/README.md"; then
  table="$WORK/sizes.md"
  {
    echo '| file | bytes |'
    echo '|---|---:|'
    for f in "${media[@]}"; do [[ -f "$OUT_DIR/$f" ]] && echo "| $f | $(stat -c %s "$OUT_DIR/$f") |"; done
    echo "| **total** | **$(total)** |"
  } >"$table"
  awk -v table="$table" '
    /<!-- sizes:start -->/ { print; while ((getline l < table) > 0) print l; skip = 1; next }
    /<!-- sizes:end -->/ { skip = 0 }
    !skip { print }' "$OUT_DIR/README.md" >"$WORK/README.md"
  cp "$WORK/README.md" "$OUT_DIR/README.md"
fi

# A file left out (an MP4 over budget) is not listed; ls's complaint about it is not a failure.
(cd "$OUT_DIR" && ls -l "${media[@]}" 2>/dev/null) || true
echo "Media: $(total) bytes; whole folder $(folder_total) (budget $BUDGET_BYTES)."

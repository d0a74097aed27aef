#!/usr/bin/env bash
# Captions of one video in another language: the cues of <captions.vtt> at the same times, each one's text replaced by
# the line said at that point in <slides-dir>'s narration (one line per cue, the two narrations written line for
# line: tests/flows/media.test.ts checks it). The generator uses it for the English captions of the Spanish video.
# Usage: translate-captions.sh captions.vtt slides-dir out.vtt "NOTE text"
set -euo pipefail
[[ $# == 4 ]] || { echo "usage: $0 captions.vtt slides-dir out.vtt note" >&2; exit 1; }
vtt="$1" dir="$2" out="$3" note="$4"

lines="$(mktemp)"
trap 'rm -f "$lines"' EXIT
find "$dir" -maxdepth 1 -name '*.txt' | sort | while IFS= read -r txt; do
  grep -v -E '^[[:space:]]*(#|$)' "$txt" || true
done | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' >"$lines"

cues="$(grep -c -- '-->' "$vtt")"
said="$(wc -l <"$lines")"
((cues == said)) || { echo "translate-captions: $vtt has $cues cues but $dir says $said lines" >&2; exit 1; }

awk -v lines="$lines" -v note="$note" '
  NR == 1 { print; next }
  /^NOTE / { print "NOTE " note; next }
  timed { if ((getline text < lines) <= 0) exit 1; print text; timed = 0; next }
  /-->/ { timed = 1 }
  { print }' "$vtt" >"$out"

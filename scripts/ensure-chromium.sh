#!/usr/bin/env bash
# The local table's browser tests drive Debian's chromium through playwright-core, which
# downloads no browser of its own, and need an emoji font so no label shows as a box
# (Debian's chromium has none by default). `npm test` runs this first (pretest), so the
# README's test command sets up a fresh Debian machine by itself when run as root; .ci/run
# relies on the same step. Elsewhere the browser tests are skipped (test/local-table/harness.ts)
# and this says how to enable them; with CI=true a missing browser is an error.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# fc-list comes with chromium's fontconfig; without it the font cannot be checked either.
if ! fc-list 2>/dev/null | grep -qi 'NotoColorEmoji'; then missing+=(fonts-noto-color-emoji); fi
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} for the browser tests (apt-get)."
  export DEBIAN_FRONTEND=noninteractive
  # The package list may be stale or empty on a fresh machine.
  apt-get install -y -qq "${missing[@]}" >/dev/null ||
    { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
  exit 0
fi
if [ "${CI:-}" = "true" ]; then
  echo "CI needs the browser tests: run 'sudo apt-get install ${missing[*]}'." >&2
  exit 1
fi
if [[ " ${missing[*]} " == *" chromium "* ]]; then
  echo "Browser tests skipped (no chromium): enable them with 'sudo apt-get install ${missing[*]}'."
else
  echo "Browser tests run without an emoji font: add it with 'sudo apt-get install ${missing[*]}'."
fi
exit 0

#!/usr/bin/env bash
# The local table's browser tests drive Debian's chromium through playwright-core, which
# downloads no browser of its own. `npm test` runs this first (pretest), so the README's
# test command sets up a fresh Debian machine by itself; .ci/run relies on the same step.
set -euo pipefail
command -v chromium >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: installing Debian's chromium for the browser tests (apt-get)."
  export DEBIAN_FRONTEND=noninteractive
  # The package list may be stale or empty on a fresh machine.
  apt-get install -y -qq chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }
  exit 0
fi
echo "chromium is missing and cannot be installed from here: run 'sudo apt-get install chromium'" \
  "(the local table's browser tests need it at /usr/bin/chromium)." >&2
exit 1

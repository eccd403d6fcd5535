#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine, then runs them all.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: Chromium for browser tests, espeak-ng and sox to synthesise audio ground truth.
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
command -v sox >/dev/null || need+=(sox)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]}…"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# `npm install`, not `npm ci`: npm 11 rejects a lock that omits other platforms' optional binaries.
npm install --no-audit --no-fund
npm run typecheck
npm run db:check
npm run build
node scripts/check-bundle.mjs
mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node -e '
  const r = require("./test-results/vitest.json");
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status

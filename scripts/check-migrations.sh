#!/usr/bin/env bash
# Fails when the drizzle schema and the committed migrations disagree.
set -euo pipefail
cd "$(dirname "$0")/.."
npx drizzle-kit check
out=$(npx drizzle-kit generate --name drift-check 2>&1)
if ! grep -q "No schema changes" <<<"$out"; then
  echo "$out"
  echo "The schema changed without a migration: run 'npm run db:generate' and commit the result." >&2
  exit 1
fi
echo "Migrations match the schema."

#!/usr/bin/env node
// Fails when the JavaScript a browser downloads before the first screen (the entry script and
// the chunks index.html preloads) grows past the budget, or when the app shell sneaks into it:
// the sign-in page must not download the app. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 250;
const webDir = path.resolve(process.argv[2] ?? 'dist/web');
const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
if (files.length === 0) {
  console.error(`check-bundle: no entry script found in ${webDir}/index.html`);
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(webDir, file.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
}
const kb = total / 1024;
console.log(`initial JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
const shellInside = files.filter((f) => /\/app-shell-[^/]+\.js$/.test(f));
if (shellInside.length) {
  console.error(`check-bundle: the app shell is part of the initial download (${shellInside.join(', ')})`);
  process.exit(1);
}
if (kb > BUDGET_KB) {
  console.error(`check-bundle: initial JavaScript is ${kb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}

#!/usr/bin/env node
// The Rehearse CLI. It talks to a Rehearse server over its REST API only (src/cli).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), process.env, (l) => console.log(l), (l) => console.error(l));

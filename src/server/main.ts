import { readEnv } from './config';
import { startRehearse } from './start';

/**
 * `node main` runs the HTTP server and a worker; `--worker` runs only a worker and
 * `--no-worker` only the server, so workers can be added on other machines against one database.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const env = readEnv();
  const workerOnly = args.has('--worker');
  const app = await startRehearse({ env, http: !workerOnly, worker: !args.has('--no-worker') });
  console.log(workerOnly ? `Rehearse worker running.` : `\n  Rehearse is running at ${app.url}\n`);
  let stopping = false;
  const shutdown = async () => {
    // A second Ctrl-C while stopping means "now".
    if (stopping) process.exit(130);
    stopping = true;
    await app.stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

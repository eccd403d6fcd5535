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
  const shutdown = async () => {
    await app.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

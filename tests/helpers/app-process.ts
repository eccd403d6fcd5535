import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface AppProcess {
  child: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exited: Promise<number | null>;
}

/** The app as a user runs it (`tsx src/server/main.ts`), in a real child process. */
export function spawnApp(env: Record<string, string>, args: string[] = []): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /running at (http:\/\/\S+)/.exec(text);
      if (m) return resolve(m[1]!);
      setTimeout(check, 100);
    };
    check();
    exited.then((code) => reject(new Error(`app exited (${code}) before it was up:\n${text}`)));
  });
  url.catch(() => {});
  return { child, output: () => text, url, exited };
}

/** Removes a data folder, including the system folder its Postgres data was moved to (as root). */
export function removeDataDir(dir: string) {
  const link = path.join(dir, 'pg');
  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(fs.realpathSync(link), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A Postgres keeps running when the app that started it dies by `kill -9`. Its lock file,
 * postmaster.pid, names its process and port; this reads it so the next start can tell
 * "our own server, left behind" from "somebody else on our port".
 */
export interface Postmaster {
  pid: number;
  dataDir: string;
  port: number;
}

export function readPostmasterPid(pgDir: string): Postmaster | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const [pid, dataDir, , port] = text.split('\n');
  if (!Number(pid)) return null;
  return { pid: Number(pid), dataDir: dataDir ?? '', port: Number(port) };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processInfo(pid: number): { ppid: number; command: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    // The command name in field 2 may hold spaces or parentheses; fields after its last ')' are plain.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { ppid, command };
  } catch {
    try {
      const out = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      const [ppid, ...rest] = out.split(/\s+/);
      return { ppid: Number(ppid), command: rest.join(' ') };
    } catch {
      return null;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Makes sure no earlier server holds `pgDir`. A stale lock file is removed; a live Postgres
 * whose parent is gone (the app was killed) is shut down cleanly and reported in one line;
 * one still owned by a running app of ours is refused, never taken over.
 */
export async function clearLeftover(pgDir: string, ownerFile: string, log: (line: string) => void) {
  const found = readPostmasterPid(pgDir);
  if (!found) return;
  const info = isAlive(found.pid) ? processInfo(found.pid) : null;
  if (!info || !info.command.includes('postgres')) {
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8').trim() : 0);
  if (owner && owner !== process.pid && info.ppid === owner && isAlive(owner)) {
    throw new Error(`Another Rehearse (pid ${owner}) is already running on the data folder ${path.dirname(ownerFile)}; stop it first, or give this one its own REHEARSE_DATA_DIR.`);
  }
  log(`Stopping the Postgres (pid ${found.pid}) that an earlier run left serving ${pgDir}, then starting it again.`);
  process.kill(found.pid, 'SIGINT'); // fast shutdown: no clients remain, so this is a clean checkpoint
  if (await waitForExit(found.pid, 30_000)) return;
  process.kill(found.pid, 'SIGQUIT');
  if (!(await waitForExit(found.pid, 10_000))) throw new Error(`The Postgres (pid ${found.pid}) serving ${pgDir} did not stop; stop it and start again.`);
}

/** True when something already listens on the port (on loopback, where Postgres listens). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(false)));
  });
}

export function portTakenMessage(port: number): string {
  return `Port ${port} is already in use by another program, so the embedded Postgres cannot start there; stop that program or set REHEARSE_PG_PORT to a free port.`;
}

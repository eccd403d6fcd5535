import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret kept in a file only its owner may read (a generated password or key),
 * creating it on first use. An existing file left readable by others is tightened, since
 * it may predate this rule.
 */
export function readOrCreatePrivateFile(file: string, generate: () => string = () => randomBytes(32).toString('hex')): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside and linked into place: several processes starting at once agree on one
    // value, and none ever reads a half-written file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, `${generate()}\n`, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}

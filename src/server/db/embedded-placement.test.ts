import { describe, expect, it } from 'vitest';
import { firstBlockedFolder } from './embedded-placement';

const postgres = { uid: 101, gid: 104 };
// A fake file system: root-owned folders with the given modes.
const fsWith = (modes: Record<string, [mode: number, uid?: number, gid?: number]>) => (p: string) => {
  const entry = modes[p];
  if (!entry) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  return { mode: entry[0], uid: entry[1] ?? 0, gid: entry[2] ?? 0 };
};

describe('firstBlockedFolder', () => {
  it('finds the private folder on the way (mktemp -d, /root)', () => {
    const stat = fsWith({ '/': [0o755], '/tmp': [0o1777], '/tmp/tmp.abc': [0o700], '/tmp/tmp.abc/app': [0o755] });
    expect(firstBlockedFolder('/tmp/tmp.abc/app/.rehearse', postgres, stat)).toBe('/tmp/tmp.abc');
  });

  it('lets the user through folders it owns, or whose group it is in, or that are open to others', () => {
    const stat = fsWith({ '/': [0o755], '/srv': [0o710, 0, 104], '/srv/db': [0o700, 101, 104] });
    expect(firstBlockedFolder('/srv/db', postgres, stat)).toBeNull();
  });

  it('does not count a folder that does not exist yet', () => {
    const stat = fsWith({ '/': [0o755], '/work': [0o755] });
    expect(firstBlockedFolder('/work/new/.rehearse', postgres, stat)).toBeNull();
  });
});

import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where call recordings live. Keys are "<workspaceId>/<caseRunId>.wav", made by us, never by a user. */
export interface RecordingStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Size in bytes, or null if there is no such recording. */
  size(key: string): Promise<number | null>;
  /** Bytes [start, end] inclusive. */
  read(key: string, start: number, end: number): Readable;
}

const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.wav$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Bad recording key ${key}`);
  return key;
}

export function recordingKey(workspaceId: string, caseRunId: string): string {
  return checkKey(`${workspaceId}/${caseRunId}.wav`);
}

/** Recordings as files under the data directory (the default). */
export function diskRecordingStore(root: string): RecordingStore {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async size(key) {
      try {
        return (await stat(file(key))).size;
      } catch {
        return null;
      }
    },
    read(key, start, end) {
      return createReadStream(file(key), { start, end });
    },
  };
}

import path from 'node:path';
import { s3ConfigFromEnv, s3RecordingStore, type RecordingsS3Env } from './s3-store';
import { diskRecordingStore, type RecordingStore } from './store';

/** The bucket when one is configured, else files under the data directory. */
export function recordingStoreFromEnv(env: RecordingsS3Env, dataDir: string): RecordingStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3RecordingStore(s3) : diskRecordingStore(path.join(dataDir, 'recordings'));
}

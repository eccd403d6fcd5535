import { Readable } from 'node:stream';
import { z } from 'zod';
import { sha256Hex, signS3Request, type S3Credentials } from './sigv4';
import { checkKey, type RecordingStore } from './store';

/** The environment that puts recordings in an S3-compatible bucket instead of on local disk. */
export const ZRecordingsS3Env = z.object({
  /** Setting a bucket switches recordings to S3; the rest then applies. */
  RECORDINGS_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Not a valid bucket name').optional(),
  /** Any S3-compatible service (MinIO, R2, B2, Ceph...); AWS's regional endpoint when unset. */
  RECORDINGS_S3_ENDPOINT: z.string().url().optional(),
  RECORDINGS_S3_REGION: z.string().min(1).default('us-east-1'),
  RECORDINGS_S3_ACCESS_KEY_ID: z.string().optional(),
  RECORDINGS_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** "bucket in the path" addressing, which most self-hosted services need; else bucket.host. */
  RECORDINGS_S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** Optional folder inside the bucket, e.g. "rehearse/". */
  RECORDINGS_S3_PREFIX: z.string().regex(/^[A-Za-z0-9._/-]*$/, 'Use letters, digits, ".", "_", "-" and "/" only').optional(),
});
export type RecordingsS3Env = z.infer<typeof ZRecordingsS3Env>;

export interface S3StoreConfig extends S3Credentials {
  endpoint: string;
  bucket: string;
  pathStyle: boolean;
  prefix: string;
}

/** The bucket settings from the environment, or null when recordings stay on disk. */
export function s3ConfigFromEnv(env: RecordingsS3Env): S3StoreConfig | null {
  if (!env.RECORDINGS_S3_BUCKET) return null;
  if (!env.RECORDINGS_S3_ACCESS_KEY_ID || !env.RECORDINGS_S3_SECRET_ACCESS_KEY) {
    throw new Error('RECORDINGS_S3_BUCKET is set: RECORDINGS_S3_ACCESS_KEY_ID and RECORDINGS_S3_SECRET_ACCESS_KEY are needed too');
  }
  const region = env.RECORDINGS_S3_REGION;
  return {
    endpoint: (env.RECORDINGS_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    bucket: env.RECORDINGS_S3_BUCKET,
    region,
    accessKeyId: env.RECORDINGS_S3_ACCESS_KEY_ID,
    secretAccessKey: env.RECORDINGS_S3_SECRET_ACCESS_KEY,
    pathStyle: env.RECORDINGS_S3_FORCE_PATH_STYLE === 'true' || env.RECORDINGS_S3_FORCE_PATH_STYLE === '1',
    prefix: env.RECORDINGS_S3_PREFIX ? env.RECORDINGS_S3_PREFIX.replace(/^\/+/, '').replace(/\/*$/, '/') : '',
  };
}

const REQUEST_TIMEOUT_MS = 30_000;
/** A long recording on a slow link still streams; a bucket that never answers does not hold a request forever. */
const READ_TIMEOUT_MS = 10 * 60_000;

/** Names the failure without echoing anything signed: the status and S3's error code. */
async function s3Error(what: string, res: Response): Promise<Error> {
  const body = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,64})<\/Code>/.exec(body)?.[1];
  return new Error(`S3 ${what} failed: HTTP ${res.status}${code ? ` ${code}` : ''}`);
}

/** Recordings as objects in an S3-compatible bucket, each request signed with SigV4. */
export function s3RecordingStore(cfg: S3StoreConfig): RecordingStore {
  const base = new URL(cfg.endpoint);
  const objectUrl = (key: string) => {
    const path = `${cfg.prefix}${checkKey(key)}`;
    if (cfg.pathStyle) return new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}/${cfg.bucket}/${path}`);
    return new URL(`${base.protocol}//${cfg.bucket}.${base.host}${base.pathname.replace(/\/$/, '')}/${path}`);
  };
  const send = (method: string, url: URL, headers: Record<string, string>, body?: Uint8Array, timeoutMs = REQUEST_TIMEOUT_MS) =>
    fetch(url, {
      method,
      headers: signS3Request({ method, url, headers, payloadHash: body ? sha256Hex(body) : undefined }, cfg),
      body: body as Uint8Array<ArrayBuffer> | undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });

  return {
    async put(key, bytes) {
      const res = await send('PUT', objectUrl(key), { 'content-type': 'audio/wav' }, bytes);
      if (!res.ok) throw await s3Error('upload', res);
      await res.body?.cancel();
    },
    async size(key) {
      const res = await send('HEAD', objectUrl(key), {});
      if (res.status === 404) return null;
      if (!res.ok) throw await s3Error('lookup', res);
      return Number(res.headers.get('content-length'));
    },
    read(key, start, end) {
      const url = objectUrl(key);
      return Readable.from(
        (async function* () {
          const res = await send('GET', url, { range: `bytes=${start}-${end}` }, undefined, READ_TIMEOUT_MS);
          if (res.status !== 206 && res.status !== 200) throw await s3Error('download', res);
          if (!res.body) return;
          // A service that ignores Range sends the whole object: skip to the asked-for bytes.
          let skip = res.status === 200 ? start : 0;
          let left = end - start + 1;
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            let c = chunk;
            if (skip > 0) {
              const n = Math.min(skip, c.length);
              c = c.subarray(n);
              skip -= n;
            }
            if (c.length > left) c = c.subarray(0, left);
            left -= c.length;
            if (c.length) yield Buffer.from(c);
            if (left <= 0) break;
          }
        })(),
      );
    },
  };
}

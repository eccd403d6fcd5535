import { createHash, createHmac } from 'node:crypto';

/** What signs a request to an S3-compatible bucket (AWS Signature Version 4). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The SHA-256 of an empty body, which every GET and HEAD carries as its payload hash. */
export const EMPTY_SHA256 = sha256Hex('');

/** RFC 3986 escaping as SigV4 wants it: encodeURIComponent leaves !'()* alone, S3 does not. */
function rfc3986(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** "20130524T000000Z" for a date. */
export function amzDate(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Signs one request: returns the headers to send (x-amz-date, x-amz-content-sha256 and
 * Authorization added to the caller's own). Every header given is signed, so a Range header
 * cannot be changed in transit. S3 paths are encoded once (no double encoding, unlike other
 * AWS services), and the query string is not used by this store.
 */
export function signS3Request(
  req: { method: string; url: URL; headers?: Record<string, string>; payloadHash?: string },
  creds: S3Credentials,
  at: Date = new Date(),
): Record<string, string> {
  const stamp = amzDate(at);
  const day = stamp.slice(0, 8);
  const payloadHash = req.payloadHash ?? EMPTY_SHA256;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  headers.host = req.url.host;
  headers['x-amz-content-sha256'] = payloadHash;
  headers['x-amz-date'] = stamp;
  const names = Object.keys(headers).sort();
  const canonicalUri = req.url.pathname.split('/').map((s) => rfc3986(decodeURIComponent(s))).join('/');
  const canonicalQuery = [...req.url.searchParams.entries()]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const canonical = [
    req.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

export { sha256Hex };

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AgentError, agentErrors, connectionError, shownUrl } from './agent-error';
import { bareIp, cidrContains, cidrs, isLoopback, parseCidr, type Cidr } from './cidr';

/** One allow or deny entry: a CIDR (or single IP), a host name, or "*.example.com". */
export type PolicyEntry = { kind: 'cidr'; cidr: Cidr } | { kind: 'host'; text: string };

/**
 * Where agents may point, per installation. Denials always win; a non-empty allow list turns
 * the policy into "only these". Loopback and private ranges are allowed by default so agents
 * running beside the app keep working.
 */
export interface AgentUrlPolicy {
  allow: PolicyEntry[];
  deny: PolicyEntry[];
  /** This app's own API, which an agent URL must never reach (it could sign up, log in…). */
  ownApi?: { origins: string[]; allowedPaths: string[] };
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** Link-local (where clouds serve instance credentials), unspecified, multicast and broadcast. */
const BUILT_IN_DENY = cidrs('0.0.0.0/8', '169.254.0.0/16', '100.100.100.200', '224.0.0.0/4', '255.255.255.255', '::/128', 'fe80::/10', 'fd00:ec2::254', 'ff00::/8');
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

export const DEFAULT_URL_POLICY: AgentUrlPolicy = { allow: [], deny: [] };

/** Parses a comma- or space-separated list, e.g. AGENT_URL_DENY="10.1.0.0/16, *.corp.example". */
export function parsePolicyList(text: string | undefined): PolicyEntry[] {
  const entries: PolicyEntry[] = [];
  for (const raw of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const cidr = parseCidr(raw);
    if (cidr) entries.push({ kind: 'cidr', cidr });
    else if (/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(raw)) {
      entries.push({ kind: 'host', text: raw.toLowerCase().replace(/\.$/, '') });
    } else throw new Error(`"${raw}" is neither a host name nor an IP address or CIDR range`);
  }
  return entries;
}

const normalHost = (host: string) => bareIp(host).toLowerCase().replace(/\.$/, '');
const hostMatches = (entry: string, host: string) =>
  entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
const entryMatches = (e: PolicyEntry, host: string, ip?: string) =>
  e.kind === 'host' ? hostMatches(e.text, host) : ip !== undefined && cidrContains(e.cidr, ip);

/**
 * The system resolver with a few seconds of memory: a conversation sends many messages to one
 * host, and getaddrinfo runs on libuv's small thread pool. Answers are checked on every use.
 */
const DNS_TTL_MS = 5000;
const dnsCache = new Map<string, { at: number; answer: Promise<ResolvedAddress[]> }>();
export const systemResolver: Resolver = (host) => {
  const hit = dnsCache.get(host);
  if (hit && performance.now() - hit.at < DNS_TTL_MS) return hit.answer;
  if (dnsCache.size > 1000) dnsCache.clear();
  const answer = lookup(host, { all: true, verbatim: true }).then((list) =>
    list.map((a): ResolvedAddress => ({ address: a.address, family: a.family === 6 ? 6 : 4 })),
  );
  dnsCache.set(host, { at: performance.now(), answer });
  answer.catch(() => dnsCache.delete(host));
  return answer;
};

const defaultPort = (u: URL) => Number(u.port || (u.protocol === 'https:' || u.protocol === 'wss:' ? 443 : 80));

/** The path as the app's router would see it: decoded, without repeated slashes. */
function routedPath(u: URL): string {
  let path = u.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {}
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Checks one URL (one hop) against the policy and returns the address to connect to, resolved
 * once here so that a DNS answer cannot change between the check and the connection.
 */
export async function checkAgentUrl(rawUrl: string | URL, policy: AgentUrlPolicy, resolve: Resolver = systemResolver): Promise<ResolvedAddress> {
  const url = new URL(rawUrl);
  const shown = shownUrl(url);
  const refuse = (reason: string) => agentErrors.notAllowed(shown, reason);
  const host = normalHost(url.hostname);
  if (METADATA_HOSTS.has(host)) throw refuse(`${host} is a cloud metadata address`);
  const deniedHost = policy.deny.find((e) => e.kind === 'host' && hostMatches(e.text, host));
  if (deniedHost) throw refuse(`the host matches AGENT_URL_DENY entry ${entryText(deniedHost)}`);

  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw connectionError(error, url.toString());
    }
    if (!addresses.length) throw new AgentError('CONNECTION_FAILED', `Agent host not found for ${shown}: the DNS lookup returned no address`);
  }

  for (const { address } of addresses) {
    const builtIn = BUILT_IN_DENY.find((c) => cidrContains(c, address));
    if (builtIn) throw refuse(`${address} is ${describe(builtIn)}`);
    const denied = policy.deny.find((e) => e.kind === 'cidr' && cidrContains(e.cidr, address));
    if (denied) throw refuse(`${address} matches AGENT_URL_DENY entry ${entryText(denied)}`);
  }
  if (policy.ownApi && (await isOwnApi(url, host, addresses, policy.ownApi, resolve))) {
    throw refuse("it points at this app's own API");
  }
  if (policy.allow.length) {
    const allowed =
      policy.allow.some((e) => e.kind === 'host' && hostMatches(e.text, host)) ||
      addresses.every(({ address }) => policy.allow.some((e) => entryMatches(e, host, address)));
    if (!allowed) throw refuse(`${host} is not in AGENT_URL_ALLOW`);
  }
  return addresses[0]!;
}

async function isOwnApi(url: URL, host: string, addresses: ResolvedAddress[], own: NonNullable<AgentUrlPolicy['ownApi']>, resolve: Resolver) {
  const path = routedPath(url);
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (own.allowedPaths.some((p) => path === p.toLowerCase())) return false;
  for (const origin of own.origins) {
    const o = new URL(origin);
    if (defaultPort(o) !== defaultPort(url)) continue;
    const ownHost = normalHost(o.hostname);
    if (ownHost === host) return true;
    // The same server reached by another name: loopback on its port, or its public host's address.
    if (addresses.some((a) => isLoopback(a.address))) return true;
    const ownAddresses = isIP(ownHost) ? [ownHost] : (await resolve(ownHost).catch(() => [])).map((a) => a.address);
    if (addresses.some((a) => ownAddresses.includes(a.address))) return true;
  }
  return false;
}

const entryText = (e: PolicyEntry) => (e.kind === 'host' ? e.text : e.cidr.text);

function describe(c: Cidr): string {
  if (c.text === '169.254.0.0/16' || c.text === 'fe80::/10') return `a link-local address (${c.text}, where clouds serve instance metadata)`;
  if (c.text === 'fd00:ec2::254' || c.text === '100.100.100.200') return 'a cloud metadata address';
  if (c.text === '0.0.0.0/8' || c.text === '::/128') return 'an unspecified address';
  return `a multicast or broadcast address (${c.text})`;
}

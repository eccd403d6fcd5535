import { describe, expect, it } from 'vitest';
import { cidrContains, parseCidr } from './cidr';
import { checkAgentUrl, parsePolicyList, type AgentUrlPolicy, type Resolver } from './url-policy';

const dns: Record<string, string[]> = {
  'agent.example.com': ['93.184.216.34'],
  'rebind.example.com': ['10.0.0.5', '169.254.169.254'],
  'lan.example.com': ['192.168.1.20'],
  'v6.example.com': ['2001:db8::10'],
  'app.example.com': ['203.0.113.7'],
  localhost: ['127.0.0.1', '::1'],
};
const resolver: Resolver = async (host) => {
  const ips = dns[host];
  if (!ips) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return ips.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const open: AgentUrlPolicy = { allow: [], deny: [] };
const check = (url: string, policy: AgentUrlPolicy = open) => checkAgentUrl(url, policy, resolver);

describe('CIDR matching', () => {
  it('matches IPv4, IPv6 and IPv4-mapped IPv6 addresses', () => {
    const net = parseCidr('169.254.0.0/16')!;
    expect(cidrContains(net, '169.254.169.254')).toBe(true);
    expect(cidrContains(net, '169.255.0.1')).toBe(false);
    expect(cidrContains(net, '::ffff:169.254.169.254')).toBe(true);
    expect(cidrContains(net, '::ffff:a9fe:a9fe')).toBe(true);
    const v6 = parseCidr('fe80::/10')!;
    expect(cidrContains(v6, 'fe80::1')).toBe(true);
    expect(cidrContains(v6, '[febf:ffff::1%eth0]')).toBe(true);
    expect(cidrContains(v6, 'fec0::1')).toBe(false);
    expect(cidrContains(parseCidr('0.0.0.0/0')!, '8.8.8.8')).toBe(true);
    expect(cidrContains(parseCidr('0.0.0.0/0')!, '2001:db8::1')).toBe(false);
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('10.0.0/8')).toBeNull();
    expect(parseCidr('fd00:ec2::254')!.bits).toBe(128);
  });

  it('parses allow and deny lists and names a bad entry', () => {
    expect(parsePolicyList('10.0.0.0/8, *.corp.example  agent.example.com').map((e) => e.kind)).toEqual(['cidr', 'host', 'host']);
    expect(() => parsePolicyList('10.0.0.0/99')).toThrow('"10.0.0.0/99" is neither a host name');
  });
});

describe('the agent URL policy', () => {
  it('allows public, private and loopback agents by default', async () => {
    await expect(check('https://agent.example.com/chat')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(check('http://lan.example.com:8080/chat')).resolves.toMatchObject({ address: '192.168.1.20' });
    await expect(check('http://127.0.0.1:9000/chat')).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(check('http://[::1]:9000/chat')).resolves.toMatchObject({ address: '::1', family: 6 });
  });

  it('refuses link-local and cloud metadata addresses, by IP, by name and after DNS', async () => {
    await expect(check('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      "Agent URL http://169.254.169.254/latest/meta-data/ is not allowed by this installation's agent URL policy: 169.254.169.254 is a link-local address",
    );
    await expect(check('http://[fd00:ec2::254]/')).rejects.toThrow('cloud metadata address');
    await expect(check('http://[fe80::1]/')).rejects.toThrow('link-local');
    await expect(check('http://[::ffff:169.254.169.254]/')).rejects.toThrow('link-local');
    await expect(check('http://metadata.google.internal/computeMetadata/v1/')).rejects.toThrow('metadata.google.internal is a cloud metadata address');
    // A name whose answers include a metadata address is refused even if another answer is fine.
    await expect(check('http://rebind.example.com/')).rejects.toThrow('169.254.169.254 is a link-local address');
    await expect(check('http://0.0.0.0:3000/')).rejects.toThrow('unspecified');
  });

  it("refuses the app's own API but not its demo agent", async () => {
    const policy: AgentUrlPolicy = { ...open, ownApi: { origins: ['https://app.example.com', 'http://127.0.0.1:3000'], allowedPaths: ['/api/demo-agent/chat'] } };
    await expect(check('https://app.example.com/api/auth/signup', policy)).rejects.toThrow("it points at this app's own API");
    await expect(check('http://localhost:3000/api/auth/signup', policy)).rejects.toThrow("own API");
    await expect(check('http://127.0.0.2:3000//API/%61uth/login', policy)).rejects.toThrow("own API");
    await expect(check('http://[::1]:3000/api/trpc/customerVoiceAgent.list', policy)).rejects.toThrow("own API");
    await expect(check('http://127.0.0.1:3000/api/demo-agent/chat', policy)).resolves.toBeTruthy();
    await expect(check('http://127.0.0.1:3001/api/auth/signup', policy)).resolves.toBeTruthy();
    await expect(check('https://app.example.com/agent', policy)).resolves.toBeTruthy();
  });

  it('applies AGENT_URL_DENY and AGENT_URL_ALLOW entries', async () => {
    const deny: AgentUrlPolicy = { allow: [], deny: parsePolicyList('192.168.0.0/16, *.example.com') };
    await expect(check('http://10.1.2.3/chat', deny)).resolves.toBeTruthy();
    await expect(check('http://192.168.7.7/chat', deny)).rejects.toThrow('192.168.7.7 matches AGENT_URL_DENY entry 192.168.0.0/16');
    await expect(check('http://agent.example.com/chat', deny)).rejects.toThrow('matches AGENT_URL_DENY entry *.example.com');
    const allow: AgentUrlPolicy = { allow: parsePolicyList('agent.example.com, 2001:db8::/32'), deny: [] };
    await expect(check('http://agent.example.com/chat', allow)).resolves.toBeTruthy();
    await expect(check('http://v6.example.com/chat', allow)).resolves.toMatchObject({ family: 6 });
    await expect(check('http://lan.example.com/chat', allow)).rejects.toThrow('lan.example.com is not in AGENT_URL_ALLOW');
    // An allow list never lifts the built-in denials.
    await expect(check('http://169.254.169.254/', { allow: parsePolicyList('0.0.0.0/0'), deny: [] })).rejects.toThrow('link-local');
  });

  it('says when a host name does not resolve', async () => {
    await expect(check('http://nowhere.example.org/chat')).rejects.toThrow(
      'Agent host not found for http://nowhere.example.org/chat: the DNS lookup failed (ENOTFOUND)',
    );
  });
});

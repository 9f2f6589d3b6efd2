import { BlockList, isIP } from 'node:net';

/**
 * Who the client is, as far as per-client limits go (the write limit, the download counter).
 *
 * By default the client is the socket's peer: a header a client sends is never believed. Behind
 * a reverse proxy every request comes from the proxy, so `TRUST_PROXY` names the proxies (see
 * `parseTrustProxy`); a request whose socket peer is one of them takes its client from the
 * `X-Forwarded-For` header as that proxy wrote it: the entries are read from the right (the
 * last one is what the nearest proxy saw), trusted proxies are skipped, and the first other
 * address is the client. An entry that is not an address stops the walk at the last trusted
 * hop. See docs/threat-model.md, "Client address".
 */
export interface TrustedProxies {
  /** Whether this (normalised) address is a trusted proxy. */
  trusts(address: string): boolean;
  /** What the setting said, for the log line at start. */
  readonly description: string;
}

export const TRUST_NOTHING: TrustedProxies = { trusts: () => false, description: 'aucun' };

/** Named ranges accepted in `TRUST_PROXY`, as Express and other servers name them. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * `TRUST_PROXY`: a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`)
 * and the names `loopback`, `linklocal`, `uniquelocal`. Empty or unset: trust nothing. Anything
 * else is refused at start (a typo must not silently trust nobody, or everybody).
 */
export function parseTrustProxy(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return TRUST_NOTHING;
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      throw new Error(
        `TRUST_PROXY invalide : « ${entry} » (attendu : adresses, plages CIDR ou loopback, séparées par des virgules)`,
      );
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    trusts: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
    description: entries.join(', '),
  };
}

/**
 * An address as written by a socket or a proxy, normalised: an IPv4 client seen through an IPv6
 * socket (`::ffff:203.0.113.5`) is itself, a port (`203.0.113.5:4711`, `[2001:db8::1]:443`) and
 * a zone (`fe80::1%eth0`) are dropped. Not an address: null.
 */
export function normaliseAddress(raw: string): string | null {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address))
    address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const family = isIP(address);
  if (family === 0) return null;
  return family === 6 ? address.toLowerCase() : address;
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * nearest untrusted address of `forwardedFor` (X-Forwarded-For, every header line joined).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | undefined {
  const peer = socketAddress === undefined ? null : normaliseAddress(socketAddress);
  if (peer === null) return undefined;
  if (!trusted.trusts(peer) || !forwardedFor) return peer;
  let client = peer;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i] ?? '');
    if (hop === null) return client;
    client = hop;
    if (!trusted.trusts(hop)) return hop;
  }
  return client;
}

/**
 * The key one client's writes are counted under: an IPv4 address itself, an IPv6 address by its
 * /64 (one subscriber's network: a home or a phone gets a whole /64 and can use any address in it).
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

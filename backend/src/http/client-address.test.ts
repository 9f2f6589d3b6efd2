import {
  clientAddress,
  clientKey,
  normaliseAddress,
  parseTrustProxy,
  TRUST_NOTHING,
} from './client-address.ts';

describe('TRUST_PROXY', () => {
  test('unset or empty trusts nothing: forwarded headers are ignored', () => {
    for (const setting of [undefined, '', ' , ']) {
      const trusted = parseTrustProxy(setting);
      expect(trusted.trusts('127.0.0.1')).toBe(false);
      expect(clientAddress('127.0.0.1', '203.0.113.7', trusted)).toBe('127.0.0.1');
    }
  });

  test('loopback, addresses and CIDR ranges of both families', () => {
    const trusted = parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8:aa::/48, 192.0.2.10');
    expect(trusted.trusts('127.0.0.5')).toBe(true);
    expect(trusted.trusts('::1')).toBe(true);
    expect(trusted.trusts('10.200.3.4')).toBe(true);
    expect(trusted.trusts('2001:db8:aa:1::9')).toBe(true);
    expect(trusted.trusts('192.0.2.10')).toBe(true);
    expect(trusted.trusts('192.0.2.11')).toBe(false);
    expect(trusted.trusts('11.0.0.1')).toBe(false);
    expect(trusted.trusts('2001:db8:ab::1')).toBe(false);
  });

  test('a setting that is not a list of addresses or ranges stops the server', () => {
    for (const setting of ['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1', '::1/129']) {
      expect(() => parseTrustProxy(setting)).toThrow(/TRUST_PROXY invalide/);
    }
  });
});

describe('the client behind trusted proxies', () => {
  const trusted = parseTrustProxy('loopback,10.0.0.0/8');

  test('is the address the trusted proxy wrote last, not what the client claimed before it', () => {
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the address it saw.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', trusted)).toBe('203.0.113.7');
  });

  test('skips a chain of trusted proxies', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.2.3', trusted)).toBe('203.0.113.7');
  });

  test('an untrusted peer is the client whatever it says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
  });

  test('a trusted proxy that wrote no header, or garbage, is itself the client', () => {
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'unknown', trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.7, 10.0.0.2, garbage', trusted)).toBe('127.0.0.1');
  });

  test('ports, brackets and IPv4-mapped forms name the same client', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7:4711', trusted)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '[2001:DB8::1]:443', trusted)).toBe('2001:db8::1');
  });

  test('a socket with no address (the client reset it) has no client address', () => {
    expect(clientAddress(undefined, '203.0.113.7', trusted)).toBeUndefined();
    expect(clientAddress(undefined, null, TRUST_NOTHING)).toBeUndefined();
  });
});

describe('normaliseAddress', () => {
  test.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['fe80::1%eth0', 'fe80::1'],
    [' 192.0.2.1 ', '192.0.2.1'],
    ['not an address', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });
});

describe('the write limit’s key', () => {
  test('an IPv4 client is its address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  test('every address of one IPv6 /64 is one client, another /64 another', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:1:2:3', '2001:0db8:0001:0002::abcd'].map(clientKey);
    expect(new Set(keys).size).toBe(1);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(keys[0]);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

import { parseTrustProxy } from './client-address.ts';
import { createWriteLimit } from './write-limit.ts';

test('the client a write is counted for is the one kept as a proof: a trusted proxy’s, never a header alone', () => {
  const behindProxy = createWriteLimit({ trustProxy: parseTrustProxy('loopback') });
  expect(behindProxy.client('127.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
  const direct = createWriteLimit({ trustProxy: parseTrustProxy('') });
  expect(direct.client('198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
  expect(direct.client(undefined, null)).toBeUndefined();
});

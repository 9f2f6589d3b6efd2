// One saturation wave for run-chaos.mjs, in its own process so that the clients' event loop is
// not the one busy receiving the server's e-mails and sheet rows. Each client opens its own
// connection, waits at most 10 s for an answer, and retries like the browser (same request id,
// after Retry-After). Prints one JSON line: acks, answered 503s, unanswered connections.
import { request } from 'node:http';

const [base, anonKey, count] = process.argv.slice(2);
let input = '';
for await (const chunk of process.stdin) input += chunk;
const payloads = JSON.parse(input);
const url = new URL(base);
const stats = { answered503: 0, unanswered: 0 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function post(body) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: '/rest/v1/rpc/submit_quote',
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, text, retryAfter: Number(res.headers['retry-after']) || 0 }),
        );
      },
    );
    req.on('timeout', () => {
      stats.unanswered++;
      req.destroy();
      resolve({ status: 0 });
    });
    req.on('error', () => resolve({ status: 0 }));
    req.end(JSON.stringify({ payload: body }));
  });
}

const acks = await Promise.all(
  payloads.slice(0, Number(count)).map(async (payload) => {
    const until = Date.now() + 180_000;
    while (Date.now() < until) {
      const res = await post(payload);
      if (res.status === 200)
        return { requestId: payload.requestId, leadId: JSON.parse(res.text), at: Date.now() };
      if (res.status === 503) stats.answered503++;
      await sleep(res.retryAfter ? res.retryAfter * 1000 + Math.random() * 1000 : 300 + Math.random() * 700);
    }
    return { requestId: payload.requestId, leadId: null, at: Date.now() };
  }),
);
process.stdout.write(`${JSON.stringify({ acks, ...stats })}\n`);

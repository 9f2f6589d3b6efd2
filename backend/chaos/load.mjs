// What the fault-injection scripts (`npm run chaos`, `npm run instances`) share: free loopback
// ports, a pool of concurrent workers, the browser's quote body, and the closing table.
import { createServer as createNetServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on at the time of asking (loopback). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `work` on every item, `concurrency` at a time; the results in the items' order. */
export async function pool(items, concurrency, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** The n-th request of a run as the wizard sends it (`who` names the run in the name and e-mail). */
export function wizardQuote(who, requestId, n, photoCount = 0) {
  return {
    requestId,
    ...(photoCount ? { photoCount } : {}),
    surface: 20 + (n % 150),
    propertyType: n % 2 ? 'maison' : 'appartement',
    hasElevator: n % 2 ? null : n % 4 === 0,
    finition: 'poncageVitrification',
    finishType: 'mat',
    serviceType: 'poncage_vitrification',
    teinture: false,
    fullName: `Client ${who} ${n}`,
    phone: '+33 6 12 34 56 78',
    phoneCountry: 'FR',
    email: `${who.toLowerCase()}${n}@example.com`,
    postalCode: '68000',
    streetNumber: null,
    streetName: null,
    city: null,
    message: null,
    sendCopy: false,
    source: 'wizard',
    acceptTerms: true,
  };
}

/** Prints the run's table, its header first, as Markdown. */
export function printTable(header, table) {
  const widths = header.map((h, i) =>
    Math.max(String(h).length, ...table.map((row) => String(row[i]).length)),
  );
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
}

/** Where a server under test delivers leads: the script's SMTP sink and sheet receiver. */
export function deliveryEnv({ smtpPort, notifyTo, sheetPort }) {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    // The seed's mailbox is a placeholder, never a sender: a deployment names its own.
    SMTP_FROM: 'Parquet Alsace Rénovation <devis@parquet-alsace.example>',
    MAIL_API_KEY: '',
    NOTIFY_TO: notifyTo,
    SHEET_WEBHOOK_URL: `http://127.0.0.1:${sheetPort}/sheet`,
  };
}

import { expect, test } from '@playwright/test';
import { postJson, runOutboxOnce, sentMails } from './support';

// 15. A contact message is a mail from the business to itself: its subject and frame are the
// site's, the visitor's words arrive quoted as theirs, and a Reply-To on the business's own
// domain is refused, so a fake "new bank details" message cannot look internal.

const CONTACT = 'contact@parquet-alsace.example';
const ARTICLE = 'entretien-parquet-vitrifie';

const message = (overrides: Record<string, unknown> = {}) => ({
  recipient: CONTACT,
  reply_to: 'lecteur.attentif@example.com',
  sender_name: 'Service comptabilité',
  message: 'Bonjour,\nNos coordonnées bancaires changent : merci de régler sur FR76 0000.\nLa direction',
  article_slug: ARTICLE,
  ...overrides,
});

test.describe('15. Contact message mail', () => {
  test('a visitor cannot write the subject or the body of the business’s mail', async () => {
    const response = await postJson('/rest/v1/email_queue', {
      ...message(),
      subject: 'Nouvelles coordonnées bancaires',
      body: 'Merci de mettre à jour notre RIB.',
    });
    expect(response.status, 'status of a message with its own subject and body').toBe(401);
  });

  for (const address of ['direction@parquet-alsace.example', 'rib@compta.Parquet-Alsace.example']) {
    test(`a Reply-To on the business's domain (${address}) is refused`, async () => {
      const framed = await postJson('/rest/v1/email_queue', message({ reply_to: address }));
      expect(framed.status, 'status of the message').toBe(400);
      // The same message with its own subject and body, as the form used to send it.
      const raw = await postJson('/rest/v1/email_queue', {
        recipient: CONTACT,
        reply_to: address,
        subject: 'Nouvelles coordonnées bancaires',
        body: 'Merci de mettre à jour notre RIB.',
      });
      expect(raw.status, 'status of the message with its own subject and body').toBeGreaterThanOrEqual(400);
    });
  }

  test('the mail carries the site’s subject, and every line the visitor wrote is quoted as theirs', async () => {
    const replyTo = `cadre.${Date.now()}@example.com`;
    const response = await postJson('/rest/v1/email_queue', message({ reply_to: replyTo }));
    expect(response.status).toBe(201);
    await expect
      .poll(
        async () => {
          await runOutboxOnce();
          return sentMails().find((mail) => mail.reply_to === replyTo);
        },
        { timeout: 30_000, message: 'the message is mailed' },
      )
      .toBeTruthy();
    const mail = sentMails().find((candidate) => candidate.reply_to === replyTo);
    expect(mail?.to).toEqual([CONTACT]);
    expect(mail?.subject).toMatch(/^Message d'un lecteur : « .+ »$/);
    const lines = mail?.text.split('\n') ?? [];
    for (const typed of ['Bonjour,', 'Nos coordonnées bancaires', 'La direction']) {
      const line = lines.find((candidate) => candidate.includes(typed));
      expect(line, `the line with "${typed}"`).toMatch(/^> /);
    }
    expect(lines, 'the sender as the visitor typed it, named so').toContain(
      'Nom saisi : Service comptabilité',
    );
  });
});

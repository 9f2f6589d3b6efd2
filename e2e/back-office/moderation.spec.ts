import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { serviceClient, visitorClient } from '../support/backend';
import { expectNoSeriousAxeViolations } from '../support/checks';
import { addStaffMember, backOfficeUrl, signInAs, siteUrl } from './staff';

// Moderating reviews on a phone (docs/adr-008-back-office.md): the queue shows its count, a
// refusal needs a chosen reason and a confirmation naming the author with the e-mail and its
// recipient; the skip link leads past the header; the focus stays in the page after a save.

const STAFF = { email: 'moderation@parquet-alsace.example', password: 'Modération-2026-équipe' };

interface Mail {
  to: string[];
  text: string;
}

async function mailTo(address: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Mail)
          .find((mail) => mail.to.includes(address));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** A review sent as the site sends it (anon, pending), on the visitor pages' origin. */
async function sendReview(name: string, email: string, title: string): Promise<void> {
  const anon = await visitorClient(siteUrl());
  const { error } = await anon
    .from('reviews')
    .insert({ name, email, title, content: 'Travail soigné, équipe ponctuelle.', rating: 5 });
  expect(error).toBeNull();
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  await addStaffMember(STAFF);
});

test('a refusal needs a chosen reason, then names the author and shows the e-mail and to whom before it goes', async ({
  page,
}, testInfo) => {
  const stamp = Date.now();
  const title = `Avis d’un autre chantier ${stamp}`;
  const author = `marc.${stamp}@example.fr`;
  await sendReview('Marc Lehmann', author, title);
  await signInAs(page, STAFF, '/admin/reviews/');

  // The queue shows how many wait.
  const db = await serviceClient(backOfficeUrl());
  const { count } = await db
    .from('reviews')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'pending');
  await expect(page.getByRole('link', { name: `À modérer (${count})` })).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog');
  const reasons = dialog.getByRole('radio');
  await expect(reasons.first()).toBeVisible();
  for (const reason of await reasons.all()) await expect(reason).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez la raison du refus.');

  const reason = 'L’avis ne porte pas sur une prestation de l’entreprise.';
  await dialog.getByLabel(reason).check();
  await dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }).click();
  await expect(dialog.getByText(`Refuser l’avis « ${title} » de Marc Lehmann ?`)).toBeFocused();
  const mail = dialog.getByRole('figure', { name: 'E-mail envoyé à l’auteur' });
  await expect(mail.getByTestId('mail-to')).toHaveText(author);
  await expect(mail).toContainText(reason);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('refus-d-un-avis.png') });

  await dialog.getByRole('button', { name: 'Refuser et envoyer l’e-mail' }).click();
  // The refused review leaves the list with its buttons: the focus is on the message, not lost.
  const done = page.getByText(/l’auteur va recevoir la raison par e-mail/);
  await expect(done).toBeFocused();
  const sent = await mailTo(author);
  expect(sent.text).toContain(reason);
  await expect(page.getByRole('link', { name: `À modérer (${(count ?? 1) - 1})` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(done).toBeFocused();
});

test('the skip link leads past the header, and the focus stays in the page after a save', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Escalier impeccable ${stamp}`;
  await sendReview('Léa', `lea.${stamp}@example.fr`, title);
  await signInAs(page, STAFF, '/admin/reviews/');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis des clients' })).toBeVisible();

  // The first Tab shows the skip link; following it puts the focus on the content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(24);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^À modérer/ })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Avis publié.')).toBeVisible();
  await page.getByRole('link', { name: 'Publiés' }).click();
  const published = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await published.getByRole('button', { name: 'Répondre publiquement' }).click();
  await published.getByLabel('Réponse publique').fill('Merci Léa !');
  await published.getByRole('button', { name: 'Publier la réponse' }).press('Enter');
  await expect(page.getByText('Réponse publiée.')).toBeVisible();
  // The form is gone; the focus is on what reopens it, not lost to the page's body.
  await expect(published.getByRole('button', { name: 'Modifier la réponse' })).toBeFocused();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/checks';
import { addStaffMember, backOfficeUrl } from './staff';

// Signing in on a phone (docs/adr-008-back-office.md): signed out, /admin/ runs only its sign-in
// screen; the six-digit code of the sign-in e-mail signs in the device where the link was asked
// for (the e-mail may be read on another); a wrong code is told in French.

const STAFF = { email: 'code@parquet-alsace.example', password: 'Code-à-six-chiffres-2026' };

interface Mail {
  to: string[];
  text: string;
  at: number;
}

/** The sign-in code of the newest message to `address` sent after `since`. */
async function codeSentTo(address: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mail = readFileSync(process.env.BACK_OFFICE_MAIL_LOG ?? '', 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Mail)
          .filter((m) => m.to.includes(address) && m.at >= since - 1000)
          .at(-1);
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  await addStaffMember(STAFF);
});

test('signed out, /admin/ loads its sign-in screen only: no runtime, no React, no screen of the back office', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${backOfficeUrl()}/admin/`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/remotes\/admin\/[^/]+\/start\.js$/);
});

test('the code of the sign-in e-mail signs in the phone that asked for it; a wrong code is told in French', async ({
  page,
}, testInfo) => {
  await page.goto(`${backOfficeUrl()}/admin/reviews/`);
  const field = page.getByRole('textbox', { name: 'Code à 6 chiffres' });
  // Offered once a link was asked for, not before.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(field).toBeHidden();
  await page.getByLabel('Adresse e-mail').fill(STAFF.email);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText('un lien de connexion vient de lui être envoyé');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  const code = await codeSentTo(STAFF.email, asked);

  // One wrong code first: the field says why and keeps the focus.
  const wrong = code === '000000' ? '111111' : '000000';
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ce code est incorrect ou a expiré' }),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('code-de-connexion.png') });

  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  // Still the page it was asked from.
  expect(new URL(page.url()).pathname).toBe('/admin/reviews/');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis des clients' })).toBeVisible();

  // Signed out again, the sign-in screen is back, in place.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
});

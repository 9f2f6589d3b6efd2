import { expect, test } from '@playwright/test';
import { business, site, visitorKey } from './support';

// 30. A staff session out of the visitor pages' reach (docs/adr-008-back-office.md, decision 11):
// a visitor page may run the tag manager, whose content the marketing side edits. A staff member
// signs in to the back office, reached through the site's /admin/, then opens a visitor page in
// the same browser; a script there (as the tag manager could run it) reads everything it can
// reach — the page's storage and cookies, the back office's pages fetched, a back-office window
// it opens itself — and finds neither of the session's tokens. The session still works.

const STAFF = { email: 'origine.attaque@example.com', password: 'attaque-parquet-2026' };

interface Session {
  access_token: string;
  refresh_token: string;
}

test.describe('30. Staff session and visitor pages', () => {
  test('a script on a visitor page reads no staff session signed in on the same browser', async ({
    browser,
  }) => {
    const service = await business();
    const created = await service.auth.admin.createUser({
      email: STAFF.email,
      password: STAFF.password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const added = await service.rpc('staff_member_add', {
      member_id: created.data.user?.id,
      member_email: STAFF.email,
    });
    expect(added.error).toBeNull();

    const context = await browser.newContext();
    try {
      const staff = await context.newPage();
      await staff.goto(`${site.url}/admin/`);
      await staff.getByLabel('Adresse e-mail').fill(STAFF.email);
      await staff.getByLabel('Mot de passe').fill(STAFF.password);
      await staff.getByRole('button', { name: 'Se connecter' }).click();
      await expect(staff.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
      // The session as the back office keeps it in this browser.
      const session = await staff.evaluate(() => {
        for (const value of Object.values({ ...localStorage })) {
          try {
            const parsed = JSON.parse(value) as Partial<Session>;
            if (parsed.access_token && parsed.refresh_token) return parsed as Session;
          } catch {
            // not JSON
          }
        }
        return null;
      });
      expect(session, 'session introuvable dans le navigateur de l’équipe').not.toBeNull();
      const { access_token: access, refresh_token: refresh } = session as Session;
      const backOffice = new URL(staff.url()).origin;

      // A visitor page of the same browser, and what a script of it reaches.
      const visitor = await context.newPage();
      await visitor.goto(`${site.url}/`);
      expect(new URL(visitor.url()).origin).toBe(site.url);
      const loot: string[] = await visitor.evaluate(async () => {
        const found: string[] = [document.cookie];
        for (const storage of [localStorage, sessionStorage]) {
          for (let i = 0; i < storage.length; i++) {
            const key = storage.key(i) ?? '';
            found.push(`${key}=${storage.getItem(key)}`);
          }
        }
        for (const path of ['/admin/', '/admin/leads/']) {
          const response = await fetch(path, { credentials: 'include' }).catch(() => null);
          found.push((await response?.text().catch(() => '')) ?? '');
        }
        return found;
      });

      // A window of the back office the script opens itself: same origin, its storage would be
      // the page's own.
      const opened = context.waitForEvent('page');
      await visitor.evaluate(() => {
        (window as unknown as { equipe: Window | null }).equipe = window.open('/admin/', 'equipe');
      });
      const popup = await opened;
      await expect(popup.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
      loot.push(
        await visitor.evaluate(() => {
          const equipe = (window as unknown as { equipe: Window | null }).equipe;
          try {
            return (
              JSON.stringify({ ...equipe?.localStorage }) + JSON.stringify({ ...equipe?.sessionStorage })
            );
          } catch (error) {
            return `refusé : ${String(error)}`;
          }
        }),
      );

      const read = loot.join('\n');
      expect(read.includes(access), 'jeton d’accès lu par la page du visiteur').toBe(false);
      expect(read.includes(refresh), 'jeton de rafraîchissement lu par la page du visiteur').toBe(false);
      expect(new URL(popup.url()).origin).toBe(backOffice);

      // Not a session that had ended: it still answers as its member.
      const user = await fetch(`${site.url}/auth/v1/user`, {
        headers: { apikey: await visitorKey(), Authorization: `Bearer ${access}` },
      });
      expect(user.status).toBe(200);
      expect(((await user.json()) as { email: string }).email).toBe(STAFF.email);
    } finally {
      await context.close();
    }
  });
});

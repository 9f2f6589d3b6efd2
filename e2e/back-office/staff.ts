// What every back-office journey needs: the server the suite started, a staff account, signing in.
import { expect, type Page } from '@playwright/test';
import { serviceClient } from '../support/backend';

export interface StaffAccount {
  email: string;
  password: string;
}

/** The visitor site of the composed server that back-office.config.ts started. */
export function siteUrl(): string {
  const value = process.env.BACK_OFFICE_URL;
  if (!value) throw new Error('BACK_OFFICE_URL manquant : lancez avec back-office.config.ts');
  return value;
}

/**
 * The back office's own origin on that server (ADMIN_PORT; docs/adr-008-back-office.md,
 * decision 11): where `/admin/…` is served and the staff session lives.
 */
export function backOfficeUrl(): string {
  const value = process.env.BACK_OFFICE_ADMIN_URL;
  if (!value) throw new Error('BACK_OFFICE_ADMIN_URL manquant : lancez avec back-office.config.ts');
  return value;
}

/**
 * Creates a confirmed account with a password and makes it a staff member. An account already
 * made (by a worker started again after a failed test, for its retry) is kept as it is.
 */
export async function addStaffMember(staff: StaffAccount): Promise<void> {
  const db = await serviceClient(siteUrl());
  const { data, error } = await db.auth.admin.createUser({
    email: staff.email,
    password: staff.password,
    email_confirm: true,
  });
  if (error?.message.includes('already been registered')) return;
  expect(error).toBeNull();
  const added = await db.rpc('staff_member_add', { member_id: data.user?.id, member_email: staff.email });
  expect(added.error).toBeNull();
}

/** Opens `path` of the back office and signs in there with the account's password. */
export async function signInAs(page: Page, staff: StaffAccount, path: string): Promise<void> {
  await page.goto(`${backOfficeUrl()}${path}`);
  await page.getByLabel('Adresse e-mail').fill(staff.email);
  await page.getByLabel('Mot de passe').fill(staff.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

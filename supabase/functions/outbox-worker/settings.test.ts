import { claimableJobs, MIN_LEASE_SECONDS, readSettings } from './settings.ts';

describe('worker settings', () => {
  test('the defaults fit a hosted function call (150 s) and a dead worker’s jobs are due again well before a minute', () => {
    const settings = readSettings({});
    expect(settings.runBudgetMs).toBeLessThanOrEqual(60_000);
    expect(settings.leaseSeconds).toBeLessThanOrEqual(30);
    expect(settings.webhookTimeoutMs).toBeLessThanOrEqual(settings.deliveryTimeoutMs);
  });

  test('a held job’s lease is renewed several times before it could run out', () => {
    for (const lease of ['8', '20', '120']) {
      const settings = readSettings({ OUTBOX_LEASE_SECONDS: lease });
      expect(settings.renewEveryMs * 3).toBeLessThanOrEqual(settings.leaseSeconds * 1000);
    }
  });

  test('a lease set too short to renew is raised to the minimum', () => {
    expect(readSettings({ OUTBOX_LEASE_SECONDS: '1' }).leaseSeconds).toBe(MIN_LEASE_SECONDS);
  });

  test('a webhook timeout above the delivery cap is capped', () => {
    expect(
      readSettings({ SHEET_WEBHOOK_TIMEOUT_MS: '60000', OUTBOX_DELIVERY_TIMEOUT_MS: '15000' })
        .webhookTimeoutMs,
    ).toBe(15_000);
  });

  test('no batch is claimed that could end after the run budget', () => {
    const settings = readSettings({
      OUTBOX_RUN_BUDGET_MS: '50000',
      OUTBOX_DELIVERY_TIMEOUT_MS: '15000',
      OUTBOX_BATCH_SIZE: '4',
    });
    expect(claimableJobs(settings, 0)).toBe(3);
    expect(claimableJobs(settings, 20_000)).toBe(2);
    expect(claimableJobs(settings, 36_000)).toBe(0);
  });

  test('invalid values fall back to the defaults', () => {
    expect(readSettings({ OUTBOX_BATCH_SIZE: 'many', OUTBOX_EMAIL_CONCURRENCY: '-3' })).toMatchObject(
      readSettings({}),
    );
  });
});

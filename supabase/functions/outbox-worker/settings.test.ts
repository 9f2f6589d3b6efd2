import { claimableJobs, minimumLeaseSeconds, readSettings } from './settings.ts';

describe('worker settings', () => {
  test('the defaults fit a hosted function call (150 s) and the claim outlives its batch', () => {
    const settings = readSettings({});
    const worstBatchSeconds = (settings.batchSize * settings.deliveryTimeoutMs) / 1000;
    expect(settings.runBudgetMs).toBeLessThanOrEqual(60_000);
    expect(settings.leaseSeconds).toBeGreaterThan(worstBatchSeconds);
    expect(settings.webhookTimeoutMs).toBeLessThanOrEqual(settings.deliveryTimeoutMs);
  });

  test('a lease set shorter than a batch is raised to outlive it', () => {
    const settings = readSettings({
      OUTBOX_LEASE_SECONDS: '10',
      OUTBOX_BATCH_SIZE: '10',
      OUTBOX_DELIVERY_TIMEOUT_MS: '20000',
    });
    expect(settings.leaseSeconds).toBe(minimumLeaseSeconds(10, 20_000));
    expect(settings.leaseSeconds).toBeGreaterThan(200);
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

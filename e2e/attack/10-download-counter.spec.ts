import { expect, test } from '@playwright/test';
import { business, firstDocument, postJson } from './support';

// 10. Download counter inflation: a visitor counts once per document per day, whatever
// forwarding headers it sends.

test.describe('10. Download counter', () => {
  test('ten downloads by one visitor, even with forged address headers, count once', async () => {
    const db = await business();
    const document = await firstDocument(db);
    for (let i = 0; i < 10; i++) {
      const forged = `198.51.100.${i}`;
      const response = await postJson(
        '/rest/v1/rpc/increment_document_download_count',
        { document_id: document.id },
        i % 2 ? { 'X-Forwarded-For': forged, 'CF-Connecting-IP': forged, 'X-Real-IP': forged } : {},
      );
      expect(response.status).toBe(204);
    }
    const { data } = await db.from('documents').select('download_count').eq('id', document.id).single();
    expect(data?.download_count, 'counter after ten downloads by one visitor').toBe(
      document.download_count + 1,
    );
  });
});

import { expect, test } from '@playwright/test';
import { business, postJson, staffSession } from './support';

// 32. The audit journal: an entry keeps the values it recorded whatever happens to its row
// later. A staff member who edits a review response, then deletes it, does not blank the
// journal: the edit keeps its before and after text, the deletion the text deleted.

const PASSWORD = 'Attaque-Parquet-Journal-2026';

const signedInStaff = (email: string) => staffSession(email, PASSWORD);

interface Entry {
  action: string;
  before: { response_text?: string } | null;
  after: { response_text?: string } | null;
  redacted: boolean;
}

test.describe('32. Audit journal', () => {
  test('deleting an edited review response keeps the journal’s text of the edit and of the deletion', async () => {
    const review = await postJson(
      '/rest/v1/reviews',
      {
        name: 'Claire Weber',
        email: 'claire.weber@example.com',
        title: 'Très bon travail',
        content: 'Parquet poncé et vitrifié en deux jours, chantier propre.',
        rating: 5,
        status: 'pending',
      },
      { Prefer: 'return=minimal' },
    );
    expect(review.status).toBe(201);
    const service = await business();
    const { data: stored } = await service
      .from('reviews')
      .select('id')
      .eq('title', 'Très bon travail')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    const reviewId = (stored as { id: string }).id;

    const staff = await signedInStaff(`journal.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const added = await staff
      .from('review_responses')
      .insert({ review_id: reviewId, response_text: 'Merci Claire !' })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const responseId = (added.data as { id: string }).id;
    expect(
      (
        await staff
          .from('review_responses')
          .update({ response_text: 'Merci Claire, à bientôt !' })
          .eq('id', responseId)
      ).error,
    ).toBeNull();
    expect((await staff.from('review_responses').delete().eq('id', responseId)).error).toBeNull();

    const { data, error } = await staff
      .from('audit_log')
      .select('action, before, after, redacted')
      .eq('table_name', 'review_responses')
      .eq('row_id', responseId)
      .order('id');
    expect(error).toBeNull();
    const entries = (data ?? []) as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete']);
    expect(
      entries.every((entry) => !entry.redacted),
      'no entry blanked',
    ).toBe(true);
    expect(entries[0]?.after?.response_text).toBe('Merci Claire !');
    expect(entries[1]?.before?.response_text).toBe('Merci Claire !');
    expect(entries[1]?.after?.response_text).toBe('Merci Claire, à bientôt !');
    expect(entries[2]?.before?.response_text, 'the text deleted').toBe('Merci Claire, à bientôt !');
  });
});

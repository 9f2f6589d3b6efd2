import { createQuoteStore } from './quote-store';

// The contact step's rules cannot be fetched (the connection dropped before step 2).
let mockFetches = 0;
jest.mock('@parquet-alsace/shared/quote-form', () => {
  mockFetches += 1;
  throw new Error('Loading chunk failed');
});

test('sending without the contact rules tells the visitor, keeps the form, and tries again next time', async () => {
  const store = createQuoteStore();
  store.getState().setField('fullName', 'Jean Dupont');
  store.getState().setField('phone', '06 12 34 56 78');
  expect(await store.getState().validateAll()).toBeNull();
  expect(store.getState()).toMatchObject({
    fullName: 'Jean Dupont',
    phone: '06 12 34 56 78',
    submitError:
      'Connexion perdue\u00a0: votre demande n’a pas pu être vérifiée. Vérifiez votre connexion puis renvoyez-la, rien de ce que vous avez saisi n’est perdu.',
  });
  expect(await store.getState().validateAll()).toBeNull();
  expect(mockFetches).toBe(2);
});

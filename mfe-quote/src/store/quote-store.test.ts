import { createQuoteStore } from './quote-store';

describe('quote store transitions', () => {
  it('starts with the form defaults and the preset of the opener', () => {
    const store = createQuoteStore();
    expect(store.getState()).toMatchObject({
      step: 1,
      surface: 25,
      finition: 'poncageVitrification',
      finishType: 'mat',
      phoneCountry: 'FR',
      propertyType: 'maison',
      sendCopy: false,
    });
    store.getState().start({ surface: 80, propertyType: 'appartement' });
    expect(store.getState()).toMatchObject({ surface: 80, propertyType: 'appartement', step: 1 });
  });

  it('choosing poncageVitrification defaults the look to mat; any other finish clears it', () => {
    const store = createQuoteStore();
    store.getState().setField('finishType', 'brillant');
    store.getState().chooseFinition('huileEnvironnement');
    expect(store.getState().finishType).toBe('');
    store.getState().chooseFinition('poncageVitrification');
    expect(store.getState().finishType).toBe('mat');
    store.getState().chooseFinition('poncageEscalier');
    expect(store.getState().finishType).toBe('');
  });

  it('Continue blocks on errors, and editing a field clears only that error', () => {
    const store = createQuoteStore();
    store.getState().setField('propertyType', 'appartement');
    store.getState().setField('surface', null);
    expect(store.getState().next()).toBe(false);
    expect(store.getState().step).toBe(1);
    expect(store.getState().errors).toEqual({
      surface: 'Merci d’indiquer la surface de votre pièce',
      hasElevator: 'Merci d’indiquer si l’immeuble dispose d’un ascenseur',
      homeOlderThanTwoYears: 'Merci d’indiquer si le logement a plus de deux ans',
    });
    store.getState().setField('surface', 40);
    store.getState().setField('homeOlderThanTwoYears', true);
    expect(store.getState().errors).toEqual({
      hasElevator: 'Merci d’indiquer si l’immeuble dispose d’un ascenseur',
    });
    store.getState().setField('hasElevator', false);
    expect(store.getState().errors).toEqual({});
    expect(store.getState().next()).toBe(true);
    expect(store.getState().step).toBe(2);
  });

  it('moves at most to step 3 and Previous clears the errors, at least step 1', async () => {
    const store = createQuoteStore();
    store.getState().setField('homeOlderThanTwoYears', false);
    store.getState().next();
    store.getState().next();
    expect(store.getState().step).toBe(3);
    expect(store.getState().next()).toBe(false);
    expect(store.getState().step).toBe(3);
    expect(await store.getState().validateAll()).toBeNull();
    expect(Object.keys(store.getState().errors)).toEqual([
      'fullName',
      'phone',
      'email',
      'postalCode',
      'acceptTerms',
    ]);
    store.getState().previous();
    expect(store.getState()).toMatchObject({ step: 2, errors: {} });
    store.getState().previous();
    store.getState().previous();
    expect(store.getState().step).toBe(1);
  });

  it('validates the phone with its country prefix and requires the terms', async () => {
    const store = createQuoteStore();
    const s = store.getState();
    s.setField('homeOlderThanTwoYears', true);
    s.setField('fullName', 'Jean Dupont');
    s.setField('email', 'jean@example.fr');
    s.setField('postalCode', '68000');
    s.setField('phoneCountry', 'CH');
    s.setField('phone', '79 123 45 67');
    expect(await store.getState().validateAll()).toBeNull();
    expect(store.getState().errors).toEqual({ acceptTerms: 'Vous devez accepter les conditions générales' });
    store.getState().setAcceptTerms(true);
    expect(store.getState().errors).toEqual({});
    // The number as it is sent: E.164.
    expect(await store.getState().validateAll()).toBe('+41791234567');
  });

  it('Continue on step 1 puts a typed surface on its 5 m² step, or keeps the visitor there with the message', () => {
    const store = createQuoteStore();
    store.getState().setField('homeOlderThanTwoYears', true);
    store.getState().setField('surface', 57);
    expect(store.getState().next()).toBe(true);
    expect(store.getState().surface).toBe(55);
    store.getState().previous();
    store.getState().setField('surface', 250);
    expect(store.getState().next()).toBe(false);
    expect(store.getState()).toMatchObject({
      step: 1,
      surface: 250,
      errors: { surface: 'La surface doit être comprise entre 10 et 200\u00a0m²' },
    });
  });

  it('a German mobile is accepted once Germany is chosen, and refused as a French number', async () => {
    const store = createQuoteStore();
    const s = store.getState();
    s.setField('homeOlderThanTwoYears', true);
    s.setField('fullName', 'Jana Müller');
    s.setField('email', 'jana@example.de');
    s.setField('postalCode', '77694');
    s.setField('phone', '151 12345678');
    s.setAcceptTerms(true);
    expect(await store.getState().validateAll()).toBeNull();
    expect(store.getState().errors).toEqual({
      phone: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    });
    store.getState().setField('phoneCountry', 'DE');
    expect(store.getState().errors).toEqual({});
    expect(await store.getState().validateAll()).toBe('+4915112345678');
  });

  it('leaving the phone field shows its message then, and clears it once the number is right', async () => {
    const store = createQuoteStore();
    await store.getState().checkPhone();
    expect(store.getState().errors).toEqual({}); // an empty field is pointed at on sending only
    store.getState().setField('phone', '06 12 34');
    await store.getState().checkPhone();
    expect(store.getState().errors).toEqual({
      phone: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    });
    store.getState().setField('phone', '06 12 34 56 78');
    await store.getState().checkPhone();
    expect(store.getState().errors).toEqual({});
  });

  it('a number typed on while it was being checked is not judged by the old check', async () => {
    const store = createQuoteStore();
    store.getState().setField('phone', '06 12 34');
    const checking = store.getState().checkPhone();
    store.getState().setField('phone', '06 12 34 56 78');
    await checking;
    expect(store.getState().errors).toEqual({});
  });

  it('reveals the estimate only after a successful submission', () => {
    const store = createQuoteStore();
    store.getState().setStatus('queued');
    expect(store.getState().revealed).toBe(false);
    store.getState().setStatus('sent');
    expect(store.getState().revealed).toBe(true);
  });
});

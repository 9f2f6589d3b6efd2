import { PENDING_QUOTES_KEY, resetAnalyticsForTests } from '@parquet-alsace/shared';
import { initialForm } from '../store/quote-store';
import { readPending } from './pending-queue';
import retryPending from './retry-pending';
import type { SubmitRpc } from './send-quote';
import { buildPayload, formSubmissionEvent, submitQuote } from './submit-quote';
import { parseSubmittedFlag, SUBMITTED_KEY } from './submitted-flag';

const form = {
  ...initialForm,
  fullName: 'Jean Pierre Dupont',
  phone: '6 12 34 56 78',
  email: 'jean@example.fr',
  postalCode: '68 000',
  surface: 40,
};
const payload = (id = '11111111-1111-4111-8111-111111111111') =>
  buildPayload(form, 'wizard', id, true, '+33612345678');

const ok: SubmitRpc = async (p) => ({ data: `row-${p.requestId}`, error: null, status: 200 });
const down: SubmitRpc = async () => ({
  data: null,
  error: { message: 'TypeError: Failed to fetch' },
  status: 0,
});
const failing: SubmitRpc = async () => ({ data: null, error: { message: 'boom' }, status: 503 });
const invalid: SubmitRpc = async () => ({
  data: null,
  error: {
    message: 'violates check constraint',
    details: 'phone',
    hint: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
    code: '23514',
  },
  status: 400,
});

type Win = { dataLayer?: Array<Record<string, unknown>> };
const events = () => ((globalThis as unknown as Win).dataLayer ?? []).map((e) => e.event);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAnalyticsForTests();
  (globalThis as unknown as Win).dataLayer = [];
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('buildPayload', () => {
  it('sends the camelCase fields of submit_quote, the phone in E.164 with its country, postal code without spaces', () => {
    expect(payload()).toMatchObject({
      surface: 40,
      phone: '+33612345678',
      phoneCountry: 'FR',
      postalCode: '68000',
      hasElevator: null,
      finishType: 'mat',
      source: 'wizard',
      acceptTerms: true,
      message: null,
    });
  });
  it('splits the name for the analytics user data', () => {
    expect(formSubmissionEvent(payload())).toMatchObject({
      estimated_value: 1680,
      form_type: 'devis',
      user_data: { first_name: 'Jean', last_name: 'Pierre Dupont', postal_code: '68000' },
    });
  });
});

describe('the thank-you flag', () => {
  it('is read back only when it is one the funnel wrote', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    const flag = {
      status: 'sent',
      at,
      surface: 60,
      propertyType: 'appartement',
      hasElevator: false,
      homeOlderThanTwoYears: true,
      finition: 'huileEnvironnement',
      teinture: false,
      sendCopy: true,
    };
    const soon = at + 60_000;
    expect(parseSubmittedFlag(JSON.stringify(flag), soon)).toEqual(flag);
    // A flag written before the question was asked: the standard rate applies.
    const { homeOlderThanTwoYears: _answer, ...older } = flag;
    expect(parseSubmittedFlag(JSON.stringify(older), soon)).toEqual({
      ...older,
      homeOlderThanTwoYears: null,
    });
    expect(parseSubmittedFlag(JSON.stringify({ ...flag, finition: 'parquetNeuf' }), soon)).toBeNull();
    expect(parseSubmittedFlag(JSON.stringify({ ...flag, propertyType: 'chateau' }), soon)).toBeNull();
    expect(parseSubmittedFlag('{broken')).toBeNull();
  });

  it('keeps the flag for a reload within ten minutes of the submission, not later', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    const raw = JSON.stringify({
      status: 'queued',
      at,
      surface: 40,
      propertyType: 'maison',
      finition: 'poncageVitrification',
    });
    expect(parseSubmittedFlag(raw, at + 9 * 60_000)).toMatchObject({ status: 'queued', surface: 40 });
    expect(parseSubmittedFlag(raw, at + 11 * 60_000)).toBeNull();
    // A flag without its time is not one this site wrote.
    expect(parseSubmittedFlag(JSON.stringify({ ...JSON.parse(raw), at: undefined }), at)).toBeNull();
  });
});

describe('submitQuote', () => {
  it('tracks form_submission first, then the conversion, and sets the session flag', async () => {
    const outcome = await submitQuote(payload(), ok);
    expect(outcome.kind).toBe('sent');
    expect(events()).toEqual(['form_submission', 'conversion']);
    expect(JSON.parse(sessionStorage.getItem(SUBMITTED_KEY) ?? '{}')).toMatchObject({
      status: 'sent',
      surface: 40,
    });
    expect(readPending()).toEqual([]);
  });

  it.each([
    ['network down', down],
    ['server error', failing],
  ])('keeps the request in the browser when the %s, no conversion', async (_label, rpc) => {
    const outcome = await submitQuote(payload(), rpc);
    expect(outcome.kind).toBe('queued');
    expect(events()).toEqual(['form_submission']);
    expect(readPending().map((p) => p.payload.requestId)).toEqual(['11111111-1111-4111-8111-111111111111']);
    expect(JSON.parse(sessionStorage.getItem(SUBMITTED_KEY) ?? '{}')).toMatchObject({ status: 'queued' });
  });

  it('keeps one copy of a request sent twice while the server is down', async () => {
    await submitQuote(payload(), down);
    await submitQuote(payload(), down);
    expect(readPending()).toHaveLength(1);
  });

  it('shows the server validation message under its field and keeps nothing', async () => {
    const outcome = await submitQuote(payload(), invalid);
    expect(outcome).toEqual({
      kind: 'invalid',
      message: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)',
      errors: { phone: 'Merci d’indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)' },
    });
    expect(readPending()).toEqual([]);
    expect(sessionStorage.getItem(SUBMITTED_KEY)).toBeNull();
  });
});

describe('retryPending', () => {
  it('sends kept requests with their own id and forgets them once stored', async () => {
    await submitQuote(payload('11111111-1111-4111-8111-111111111111'), down);
    await submitQuote(payload('22222222-2222-4222-8222-222222222222'), down);
    const seen: string[] = [];
    await retryPending(async (p) => {
      seen.push(p.requestId);
      return ok(p);
    });
    expect(seen).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']);
    expect(localStorage.getItem(PENDING_QUOTES_KEY)).toBe('[]');
  });

  it('keeps them while the server is still unreachable', async () => {
    await submitQuote(payload(), down);
    await retryPending(failing);
    expect(readPending()).toHaveLength(1);
  });

  it('drops a kept request the server rejects as invalid', async () => {
    await submitQuote(payload(), down);
    await retryPending(invalid);
    expect(readPending()).toHaveLength(0);
  });

  it('an overloaded server (503 + Retry-After) gets the same request again once the delay is over', async () => {
    jest.useFakeTimers();
    try {
      const overloaded: SubmitRpc = async () => ({
        data: null,
        error: { message: 'Service momentanément surchargé', code: 'PGRST503', retry_after: 5 },
        status: 503,
      });
      const sent: string[] = [];
      const recovered: SubmitRpc = async (p) => {
        sent.push(p.requestId);
        return ok(p);
      };
      let answer = overloaded;
      const rpc: SubmitRpc = (p) => answer(p);
      expect(await submitQuote(payload(), rpc)).toEqual({ kind: 'queued', retryAfterSeconds: 5 });
      answer = recovered;
      await jest.advanceTimersByTimeAsync(4_000);
      expect(sent).toEqual([]); // not before the server said
      await jest.advanceTimersByTimeAsync(2_100);
      expect(sent).toEqual(['11111111-1111-4111-8111-111111111111']);
      expect(readPending()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores unreadable stored data', async () => {
    localStorage.setItem(PENDING_QUOTES_KEY, '{broken');
    await expect(retryPending(ok)).resolves.toBeUndefined();
  });
});

import { retryable } from '@parquet-alsace/shared/client';
import {
  type Finition,
  hasErrors,
  type PhoneCountry,
  type PropertyType,
  type QuoteErrors,
  type QuoteFields,
  quoteRules,
  roundSurface,
  SURFACE_DEFAULT,
  validateStep,
} from '@parquet-alsace/shared/quote';
import { create } from 'zustand';
import { texts } from '../texts';

/**
 * The contact step's rules, fetched when that step appears (with the phone library they load in
 * turn), not with the wizard's first tap. A failed fetch is tried again on the next call.
 */
export const loadContactRules = retryable(() => import('@parquet-alsace/shared/quote-form'));

/** The quote form state, one store for the wizard and the quote modal (docs/product-rules.md#quote-steps). */
export interface QuoteForm {
  surface: number | null;
  propertyType: PropertyType | '';
  /** null until the visitor answers (asked for apartments only). */
  hasElevator: boolean | null;
  /** « Logement de plus de deux ans ? », null until answered: the estimate's VAT rate follows it. */
  homeOlderThanTwoYears: boolean | null;
  finition: Finition | '';
  finishType: string;
  serviceType: string;
  teinture: boolean;
  phoneCountry: PhoneCountry;
  fullName: string;
  phone: string;
  email: string;
  postalCode: string;
  streetNumber: string;
  streetName: string;
  city: string;
  message: string;
  sendCopy: boolean;
}

export type Step = 1 | 2 | 3;
export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'queued' | 'error';

export interface QuoteState extends QuoteForm {
  step: Step;
  acceptTerms: boolean;
  errors: QuoteErrors;
  status: SubmitStatus;
  submitError: string | null;
  /** The estimate is shown blurred until a submission succeeds. */
  revealed: boolean;
  start: (preset?: { surface?: number; propertyType?: PropertyType }) => void;
  setField: <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) => void;
  setAcceptTerms: (value: boolean) => void;
  chooseFinition: (finition: Finition) => void;
  /** Checks step 1 or 2 and moves on; false (errors shown) when the step is not valid. */
  next: () => boolean;
  previous: () => void;
  /**
   * Checks the phone number once the visitor leaves its field (the phone library is fetched if
   * it is not yet): the message appears then, not only on sending. An empty field is left for
   * the submission to point at.
   */
  checkPhone: () => Promise<void>;
  /**
   * Checks every step and the terms (waiting for the phone library if needed); resolves to the
   * phone number in E.164 when the request may be sent, to null with the errors shown otherwise.
   */
  validateAll: () => Promise<string | null>;
  setStatus: (status: SubmitStatus, extra?: { submitError?: string | null; errors?: QuoteErrors }) => void;
}

export const initialForm: QuoteForm = {
  surface: SURFACE_DEFAULT,
  propertyType: 'maison',
  hasElevator: null,
  homeOlderThanTwoYears: null,
  finition: 'poncageVitrification',
  finishType: 'mat',
  serviceType: 'poncage_vitrification',
  teinture: false,
  phoneCountry: quoteRules.phone.defaultCountry,
  fullName: '',
  phone: '',
  email: '',
  postalCode: '',
  streetNumber: '',
  streetName: '',
  city: '',
  message: '',
  sendCopy: false,
};

/** The fields the shared validator reads (the phone is read with its country). */
export function fieldsOf(f: QuoteForm): QuoteFields {
  return {
    surface: f.surface,
    propertyType: f.propertyType,
    hasElevator: f.hasElevator,
    homeOlderThanTwoYears: f.homeOlderThanTwoYears,
    finition: f.finition,
    fullName: f.fullName,
    phone: f.phone,
    phoneCountry: f.phoneCountry,
    email: f.email,
    postalCode: f.postalCode,
    message: f.message,
    streetNumber: f.streetNumber,
    streetName: f.streetName,
    city: f.city,
  };
}

const errorKeyOf: Partial<Record<keyof QuoteForm, keyof QuoteErrors>> = {
  surface: 'surface',
  propertyType: 'propertyType',
  hasElevator: 'hasElevator',
  homeOlderThanTwoYears: 'homeOlderThanTwoYears',
  finition: 'finition',
  fullName: 'fullName',
  phone: 'phone',
  phoneCountry: 'phone',
  email: 'email',
  postalCode: 'postalCode',
  message: 'message',
  streetNumber: 'streetNumber',
  streetName: 'streetName',
  city: 'city',
};

function without(errors: QuoteErrors, key: keyof QuoteErrors | undefined): QuoteErrors {
  if (!key || !(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

export const createQuoteStore = () =>
  create<QuoteState>()((set, get) => ({
    ...initialForm,
    step: 1,
    acceptTerms: false,
    errors: {},
    status: 'idle',
    submitError: null,
    revealed: false,
    start: (preset = {}) =>
      set({
        // A request already sent starts a new form; one being typed is kept (closing by mistake loses nothing).
        ...(get().status === 'sent' || get().status === 'queued'
          ? { ...initialForm, acceptTerms: false, status: 'idle' as const, revealed: false }
          : {}),
        step: 1,
        errors: {},
        submitError: null,
        ...(preset.surface !== undefined ? { surface: preset.surface } : {}),
        ...(preset.propertyType ? { propertyType: preset.propertyType } : {}),
      }),
    setField: (key, value) =>
      set((s) => {
        const patch: Partial<QuoteState> = { [key]: value, errors: without(s.errors, errorKeyOf[key]) };
        if (key === 'propertyType' && value === 'maison') patch.hasElevator = null;
        return patch;
      }),
    setAcceptTerms: (value) => set((s) => ({ acceptTerms: value, errors: without(s.errors, 'acceptTerms') })),
    chooseFinition: (finition) =>
      set((s) => ({
        finition,
        finishType: finition === 'poncageVitrification' ? 'mat' : '',
        errors: without(s.errors, 'finition'),
      })),
    next: () => {
      // A typed surface is put on its step first (as leaving the box does), so Enter in the
      // box checks the value the visitor will see, on step 1.
      if (get().step === 1) set((s) => ({ surface: roundSurface(s.surface) }));
      const s = get();
      if (s.step === 3) return false; // the contact step is sent, not passed (validateAll)
      const errors = validateStep(s.step, fieldsOf(s));
      if (hasErrors(errors)) {
        set({ errors });
        return false;
      }
      set({ errors: {}, step: Math.min(3, s.step + 1) as Step });
      return true;
    },
    previous: () => set((s) => ({ errors: {}, submitError: null, step: Math.max(1, s.step - 1) as Step })),
    checkPhone: async () => {
      const { phone, phoneCountry } = get();
      if (!phone.trim()) return;
      let toE164: import('@parquet-alsace/shared/quote-form').PhoneCheck;
      let rules: Awaited<ReturnType<typeof loadContactRules>>;
      try {
        rules = await loadContactRules();
        toE164 = await rules.loadPhoneRules();
      } catch {
        return; // no connection: the number is checked again when the request is sent
      }
      const now = get();
      // The visitor may have typed on meanwhile: only the number that was checked is judged.
      if (now.phone !== phone || now.phoneCountry !== phoneCountry) return;
      const error = rules.phoneError(now, toE164);
      set((s) => ({ errors: error ? { ...s.errors, phone: error } : without(s.errors, 'phone') }));
    },
    validateAll: async () => {
      set((s) => ({ surface: roundSurface(s.surface) }));
      const s = get();
      // Without a connection to fetch the contact rules, the visitor is told to try again (the
      // form is kept); once they are here, a missing phone library no longer blocks (checkQuote).
      let rules: Awaited<ReturnType<typeof loadContactRules>>;
      try {
        rules = await loadContactRules();
      } catch {
        set({ submitError: texts.offlineCheck });
        return null;
      }
      const checked = await rules.checkQuote(fieldsOf(s), s.acceptTerms);
      set({ errors: checked.ok ? {} : checked.errors });
      return checked.ok ? checked.phone : null;
    },
    setStatus: (status, extra = {}) =>
      set((s) => ({
        status,
        submitError: extra.submitError ?? null,
        errors: extra.errors ?? s.errors,
        revealed: s.revealed || status === 'sent',
      })),
  }));

/** The one store of the funnel, shared by the wizard, the quote modal and the home section. */
export const useQuoteStore = createQuoteStore();

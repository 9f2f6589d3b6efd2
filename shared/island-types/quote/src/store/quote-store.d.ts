// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type Finition, type PhoneCountry, type PropertyType, type QuoteErrors, type QuoteFields } from '@parquet-alsace/shared/quote';
/**
 * The contact step's rules, fetched when that step appears (with the phone library they load in
 * turn), not with the wizard's first tap. A failed fetch is tried again on the next call.
 */
export declare const loadContactRules: () => Promise<typeof import("@parquet-alsace/shared/quote-form")>;
/** The quote form state, one store for the wizard and the quote modal (docs/product-rules.md#quote-steps). */
export interface QuoteForm {
    surface: number | null;
    propertyType: PropertyType | '';
    /** null until the visitor answers (asked for apartments only). */
    hasElevator: boolean | null;
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
    start: (preset?: {
        surface?: number;
        propertyType?: PropertyType;
    }) => void;
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
    setStatus: (status: SubmitStatus, extra?: {
        submitError?: string | null;
        errors?: QuoteErrors;
    }) => void;
}
export declare const initialForm: QuoteForm;
/** The fields the shared validator reads (the phone is read with its country). */
export declare function fieldsOf(f: QuoteForm): QuoteFields;
export declare const createQuoteStore: () => import("zustand").UseBoundStore<import("zustand").StoreApi<QuoteState>>;
/** The one store of the funnel, shared by the wizard, the quote modal and the home section. */
export declare const useQuoteStore: import("zustand").UseBoundStore<import("zustand").StoreApi<QuoteState>>;

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { frenchDateTime } from '../leads/model';
import { panelCss, smallButtonCss } from './styles';
import { layoutTexts as t } from './texts';

/**
 * Nothing typed is lost without warning (docs/adr-008-back-office.md, « Drafts »): every form of
 * the back office keeps what was typed and not saved yet under `key` (one form of one record),
 * offers it back when the form opens again (« Reprendre ce brouillon » or « L’ignorer »), and
 * asks before the tab is closed or reloaded while something is unsaved. Drafts live in the
 * tab's sessionStorage (gone with the tab: notes and company details name people); an article,
 * long and public, in localStorage (`storage: 'local'`), so a crash does not lose it.
 */
export interface Draft<T> {
  form: T;
  at: string;
}

const PREFIX = 'parquet-alsace-brouillon:';

/** Where the draft of `key` is kept in the browser's storage. */
export const draftStorageKey = (key: string) => PREFIX + key;

/** Two values of a form are the same (what `dirty` compares: a draft, the saved value). */
export const sameForm = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function area(storage: 'session' | 'local'): Storage | null {
  try {
    return storage === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, if any and readable. */
export function readDraft<T>(key: string, storage: 'session' | 'local' = 'session'): Draft<T> | null {
  try {
    const raw = area(storage)?.getItem(PREFIX + key);
    const value = raw ? (JSON.parse(raw) as Draft<T>) : null;
    return value && typeof value.at === 'string' && value.form !== undefined ? value : null;
  } catch {
    return null;
  }
}

export function useFormDraft<T>({
  key,
  base,
  form,
  onRestore,
  storage = 'session',
  isValid = () => true,
}: {
  /** One form of one record: `note:<lead id>`, `entreprise`, `article:<id>`. */
  key: string;
  /** What is saved (the form as it opens). */
  base: T;
  /** What the form holds now. */
  form: T;
  onRestore: (draft: T) => void;
  storage?: 'session' | 'local';
  /** A kept value of an older shape is not offered. */
  isValid?: (draft: T) => boolean;
}): { notice: ReactNode; clear: () => void; dirty: boolean } {
  const [found, setFound] = useState<Draft<T> | null>(() => {
    const kept = readDraft<T>(key, storage);
    return kept && isValid(kept.form) && !sameForm(kept.form, base) ? kept : null;
  });
  const dirty = !sameForm(form, base);

  // Kept a moment after each change, and at once when the form goes (a link followed right
  // after typing); a form typed back to what is saved drops it. While a draft found is offered,
  // it stays stored until something new is typed: then the newest typing is what is kept (the
  // one offered can still be taken back from the notice).
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (found && !dirty) return;
    const write = () => {
      pending.current = null;
      try {
        if (dirty)
          area(storage)?.setItem(PREFIX + key, JSON.stringify({ form, at: new Date().toISOString() }));
        else area(storage)?.removeItem(PREFIX + key);
      } catch {
        // Storage full or refused: the question before leaving still holds.
      }
    };
    pending.current = write;
    const timer = window.setTimeout(write, 300);
    return () => window.clearTimeout(timer);
  }, [form, dirty, found, key, storage]);
  useEffect(() => () => pending.current?.(), []);

  // Registered as the change is committed, before the browser runs anything else: a tab closed
  // right after a keystroke (or a draft taken back) still asks.
  useLayoutEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clear = () => {
    area(storage)?.removeItem(PREFIX + key);
    setFound(null);
  };

  const notice = found ? (
    <div role="status" css={[panelCss, { borderColor: 'var(--c-link)' }]}>
      <p css={{ margin: 0 }}>{t.draftFound(frenchDateTime(found.at))}</p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          css={smallButtonCss('primary')}
          onClick={() => {
            onRestore(found.form);
            setFound(null);
          }}
        >
          {t.draftRestore}
        </button>
        <button type="button" css={smallButtonCss()} onClick={clear}>
          {t.draftDiscard}
        </button>
      </div>
    </div>
  ) : null;

  return { notice, clear, dirty };
}

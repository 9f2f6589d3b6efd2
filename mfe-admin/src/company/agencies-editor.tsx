import { useEffect, useRef, useState } from 'react';
import {
  errorCss,
  fieldCss,
  labelCss,
  mutedCss,
  panelCss,
  smallButtonCss,
  visuallyHidden,
} from '../ui/styles';
import type { Agency } from './api';
import { agencyFields, companyTexts } from './texts';

const t = companyTexts.agencies;
const MAX_AGENCIES = 12;

/** An agency with a key of its own, so that moving it keeps its inputs (and their focus). */
export type KeyedAgency = Agency & { key: number };

let nextKey = 0;
export const keyed = (agency: Agency): KeyedAgency => ({ ...agency, key: nextKey++ });
const blank = (): Agency => ({ label: '', city: '', street: '', postalCode: '', locality: '', phone: '' });

/**
 * The agencies, in the order the site shows them: each one's six fields, and buttons to move it
 * up or down or remove it; a button adds one at the end. Focus follows the agency moved, goes to
 * the first field of one added and to the add button after a removal; a live region says what
 * happened.
 */
export function AgenciesEditor({
  agencies,
  onChange,
  errors,
}: {
  agencies: KeyedAgency[];
  onChange: (next: KeyedAgency[]) => void;
  errors: Record<string, string>;
}) {
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const target =
      focusNext.current === 'add' ? addButton.current : document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  const move = (index: number, by: -1 | 1, action: 'up' | 'down') => {
    const next = [...agencies];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    // Keep focus on the same button of the moved agency, or its other one at the top or bottom.
    const edge =
      (action === 'up' && index + by === 0) || (action === 'down' && index + by === next.length - 1);
    focusNext.current = `agence-${moved.key}-${edge ? (action === 'up' ? 'down' : 'up') : action}`;
    setAnnouncement(t.moved(moved, index + by));
    onChange(next);
  };
  const remove = (index: number) => {
    const removed = agencies[index];
    if (!removed) return;
    focusNext.current = 'add';
    setAnnouncement(t.removed(removed));
    onChange(agencies.filter((_, i) => i !== index));
  };
  const add = () => {
    const agency = keyed(blank());
    focusNext.current = `agence-${agency.key}-label`;
    setAnnouncement('');
    onChange([...agencies, agency]);
  };
  const edit = (index: number, key: keyof Agency, value: string) =>
    onChange(agencies.map((agency, i) => (i === index ? { ...agency, [key]: value } : agency)));

  return (
    <fieldset css={[panelCss, { margin: 0 }]} aria-describedby="entreprise-agences-aide">
      <legend css={{ fontWeight: 700, padding: '0 4px' }}>{t.title}</legend>
      <p id="entreprise-agences-aide" css={[mutedCss, { margin: 0 }]}>
        {t.hint}
      </p>
      {agencies.length === 0 && <p css={{ margin: 0 }}>{t.empty}</p>}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {agencies.map((agency, index) => (
          <li key={agency.key}>
            <fieldset css={{ margin: 0, border: '1px solid var(--c-border)', borderRadius: 10, padding: 12 }}>
              <legend css={{ fontWeight: 700, padding: '0 4px' }}>{t.legend(index, agency)}</legend>
              <div
                css={{
                  display: 'grid',
                  gap: 12,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
                }}
              >
                {agencyFields.map((field) => {
                  const id = `agence-${agency.key}-${field.key}`;
                  const error = errors[`${index}.${field.key}`];
                  return (
                    <div key={field.key} css={labelCss}>
                      <label htmlFor={id}>
                        {field.label}
                        {field.required && <span aria-hidden="true"> *</span>}
                      </label>
                      <input
                        id={id}
                        type={field.kind === 'tel' ? 'tel' : 'text'}
                        css={fieldCss}
                        maxLength={120}
                        required={field.required}
                        value={agency[field.key]}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-erreur` : undefined}
                        onChange={(event) => edit(index, field.key, event.target.value)}
                      />
                      {error && (
                        <span id={`${id}-erreur`} css={errorCss}>
                          {error}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
                {index > 0 && (
                  <button
                    type="button"
                    id={`agence-${agency.key}-up`}
                    css={smallButtonCss()}
                    aria-label={t.actionLabel(t.up, index, agency)}
                    onClick={() => move(index, -1, 'up')}
                  >
                    {t.up}
                  </button>
                )}
                {index < agencies.length - 1 && (
                  <button
                    type="button"
                    id={`agence-${agency.key}-down`}
                    css={smallButtonCss()}
                    aria-label={t.actionLabel(t.down, index, agency)}
                    onClick={() => move(index, 1, 'down')}
                  >
                    {t.down}
                  </button>
                )}
                <button
                  type="button"
                  css={smallButtonCss('danger')}
                  aria-label={t.actionLabel(t.remove, index, agency)}
                  onClick={() => remove(index)}
                >
                  {t.remove}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          ref={addButton}
          css={smallButtonCss()}
          onClick={add}
          disabled={agencies.length >= MAX_AGENCIES}
          aria-describedby={agencies.length >= MAX_AGENCIES ? 'entreprise-agences-max' : undefined}
        >
          {t.add}
        </button>
        {agencies.length >= MAX_AGENCIES && (
          <span id="entreprise-agences-max" css={mutedCss}>
            {t.max}
          </span>
        )}
      </div>
      <p aria-live="polite" css={visuallyHidden}>
        {announcement}
      </p>
    </fieldset>
  );
}

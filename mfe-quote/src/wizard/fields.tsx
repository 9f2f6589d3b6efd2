import { css } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export const fieldCss = css`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  label, legend { font-weight: 600; }
  input[type='text'], input[type='tel'], input[type='email'], input[type='number'], select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid var(--c-border);
    background: var(--c-surfaceRaised);
    color: var(--c-text);
    font: inherit;
  }
  [aria-invalid='true'] { border-color: var(--c-danger); }
`;

export const errorCss = css`color: var(--c-danger); font-weight: 600; margin: 0; font-size: 0.95rem;`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} css={errorCss}>
      {message}
    </p>
  );
}

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  prefix?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  name,
  label,
  value,
  error,
  onValue,
  prefix,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = `quote-${name}`;
  return (
    <div css={fieldCss}>
      <label htmlFor={id}>{label}</label>
      <div css={css`display: flex; gap: 8px; align-items: center;`}>
        {prefix}
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onValue(e.target.value)}
          {...rest}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const choiceCss = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 10px 12px;
  border: 2px solid var(--c-border);
  border-radius: 12px;
  background: var(--c-surfaceRaised);
  cursor: pointer;
  &:has(input:checked) { border-color: var(--c-accent); }
  &:focus-within { outline: 3px solid var(--c-link); outline-offset: 2px; }
  /* Never narrowed by a long label beside it (a flex item shrinks by default). */
  input { flex: none; width: 20px; height: 20px; margin: 0; accent-color: var(--c-accent); }
`;

interface RadioGroupProps<V extends string> {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string; hint?: string }>;
  value: V | '' | null;
  error?: string;
  onValue: (value: V) => void;
  columns?: number;
}

export function RadioGroup<V extends string>({
  name,
  legend,
  options,
  value,
  error,
  onValue,
  columns = 2,
}: RadioGroupProps<V>) {
  const errorId = `quote-${name}-error`;
  return (
    <fieldset
      css={[fieldCss, css`border: 0; padding: 0; margin: 0 0 14px;`]}
      aria-describedby={error ? errorId : undefined}
    >
      <legend css={css`margin-bottom: 6px;`}>{legend}</legend>
      <div
        css={css`
          display: grid;
          gap: 8px;
          /* Side by side while each label fits on its line; one under the other on a narrow phone. */
          grid-template-columns: ${columns === 1 ? '1fr' : 'repeat(auto-fit,minmax(9.5rem,1fr))'};
        `}
      >
        {options.map((o) => (
          <label key={o.value} css={choiceCss}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValue(o.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>
              {o.label}
              {o.hint && (
                <small css={css`display: block; color: var(--c-textMuted); font-weight: 400;`}>
                  {o.hint}
                </small>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function Checkbox({
  name,
  label,
  checked,
  onValue,
  error,
  required,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onValue: (v: boolean) => void;
  error?: string;
  required?: boolean;
}) {
  const id = `quote-${name}`;
  return (
    <div css={css`margin-bottom: 12px;`}>
      <label htmlFor={id} css={css`display: flex; gap: 10px; align-items: flex-start; cursor: pointer;`}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onValue(e.target.checked)}
          css={css`width: 22px; height: 22px; flex: none; accent-color: var(--c-accent);`}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

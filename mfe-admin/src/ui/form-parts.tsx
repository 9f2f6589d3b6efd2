// The parts every back-office form is built from: a labelled field with its hint and its error
// (tied to the input by aria-describedby), the submit row, the summary that takes the focus once
// a form is sent, and the notice line of a list's actions.
import type { UseQueryResult } from '@tanstack/react-query';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { PageTitle } from './page-title';
import type { Notice } from './published-item';
import { LoadFailed, Loading } from './states';
import { errorCss, fieldCss, labelCss, mutedCss, pageCss, smallButtonCss } from './styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'css'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown under the label and read with the field (its element carries `noteId`). */
  note?: { id: string; content: ReactNode };
}

/** A labelled input with its hint and error, each read by screen readers with the field. */
export function TextField({ id, label, hint, error, note, ...input }: TextFieldProps) {
  const described = [note?.id, hint && `${id}-aide`, error && `${id}-erreur`].filter(Boolean).join(' ');
  return (
    <div css={labelCss}>
      <label htmlFor={id}>{label}</label>
      {note?.content}
      {hint && (
        <span id={`${id}-aide`} css={[mutedCss, { fontWeight: 400 }]}>
          {hint}
        </span>
      )}
      <input
        id={id}
        css={fieldCss}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-erreur`} css={errorCss}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A label above any control (a select, a time or date input…), tied to it by the id it is given. */
export function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label css={labelCss} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The summary of a submission: an alert when it failed, focused by the form once it is set. */
export function OutcomeSummary({ outcome, ref }: { outcome: Notice; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={outcome?.ok ? 'status' : 'alert'}
      css={[outcome && !outcome.ok ? errorCss : {}, { margin: 0, outline: 'none' }]}
    >
      {outcome?.text ?? ''}
    </p>
  );
}

/** A form's submit button (its label while busy) and what stands beside it. */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="submit" css={smallButtonCss('primary')} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}

/** The line that tells the outcome of an action on a list's item (always present, for the live region). */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p
      role={notice?.ok === false ? 'alert' : 'status'}
      css={[notice?.ok === false ? errorCss : {}, { margin: 0 }]}
    >
      {notice?.text ?? ''}
    </p>
  );
}

/** A screen of one form: its title and introduction, then the form once its row is read. */
export function FormScreen<T>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <div css={pageCss}>
      <PageTitle>{title}</PageTitle>
      <p css={[mutedCss, { margin: 0 }]}>{intro}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isLoadingError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** A labelled multi-line text, its height and length bounded. */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  minHeight,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  minHeight: number;
}) {
  return (
    <label css={labelCss}>
      {label}
      <textarea
        css={[fieldCss, { minHeight }]}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

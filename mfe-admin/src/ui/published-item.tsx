import type { Interpolation, Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { adminErrorReason, adminErrorText } from './admin-error';
import { useFormDraft } from './form-draft';
import { smallButtonCss } from './styles';

/** What one published file (a gallery photo, a document) says in its screen's words. */
export interface PublishedTexts {
  save: string;
  cancel: string;
  confirm: string;
  confirmRemove: string;
  edit: string;
  editLabel: string;
  remove: string;
  removeLabel: string;
  saved: string;
  removed: string;
  notStaff: string;
  filesLeft: string;
  failed: string;
}

export type Notice = { ok: boolean; text: string } | null;
type Errors<F> = Partial<Record<keyof F, string>>;

/** The screen's sentence for a failed change of a published file. */
export const failureNotice = (texts: PublishedTexts, error: unknown): Notice => ({
  ok: false,
  text: adminErrorText(error, { 'not-staff': texts.notStaff, 'files-left': texts.filesLeft }, texts.failed),
});

/**
 * One published file of the gallery or the documents screen: what it shows, its own actions
 * (move, hide, open…), then « Modifier » (its fields edited in place, a draft kept in the tab
 * and offered back: docs/adr-008-back-office.md) and « Supprimer » (asked twice). A deletion whose
 * files stayed in Storage is said so, and the list read again.
 */
export function PublishedItem<F extends { [K in keyof F]: string }>({
  id,
  draftKey,
  stored,
  texts,
  clean,
  validate,
  save: saveFields,
  remove: removeFile,
  refresh,
  onNotice,
  renderFields,
  media,
  summary,
  actions,
}: {
  id: string;
  draftKey: string;
  stored: F;
  texts: PublishedTexts;
  /** The fields as they are saved (trimmed). */
  clean: (fields: F) => F;
  validate: (fields: F) => Errors<F>;
  save: (fields: F) => Promise<void>;
  remove: () => Promise<void>;
  refresh: () => Promise<unknown>;
  onNotice: (notice: Notice) => void;
  renderFields: (props: {
    prefix: string;
    fields: F;
    errors: Errors<F>;
    onChange: (fields: F) => void;
  }) => ReactNode;
  /** A picture beside the rest (the gallery's photo). */
  media?: ReactNode;
  summary: ReactNode;
  /** The actions before « Modifier ». */
  actions?: ReactNode;
}) {
  const [editing, setEditing] = useState<F | null>(null);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [confirming, setConfirming] = useState(false);
  const draft = useFormDraft<F>({
    key: draftKey,
    base: stored,
    form: editing ?? stored,
    onRestore: (kept) => setEditing({ ...stored, ...kept }),
  });
  const failed = (error: Error) => onNotice(failureNotice(texts, error));
  const save = useMutation({
    mutationFn: saveFields,
    onSuccess: () => {
      draft.clear();
      setEditing(null);
      onNotice({ ok: true, text: texts.saved });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: removeFile,
    onSuccess: () => {
      onNotice({ ok: true, text: texts.removed });
      return refresh();
    },
    onError: (error: Error) => {
      failed(error);
      if (adminErrorReason(error) === 'files-left') void refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const cleaned = clean(editing);
    const found = validate(cleaned);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(cleaned);
  };

  const body = (
    <>
      {summary}
      {draft.notice}
      {editing ? (
        <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
          {renderFields({ prefix: `modifier-${id}`, fields: editing, errors, onChange: setEditing })}
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
              {texts.save}
            </button>
            <button
              type="button"
              css={smallButtonCss()}
              onClick={() => {
                draft.clear();
                setEditing(null);
              }}
            >
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : confirming ? (
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <span css={{ fontWeight: 600 }}>{texts.confirmRemove}</span>
          <button
            type="button"
            css={smallButtonCss('danger')}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {texts.confirm}
          </button>
          <button type="button" css={smallButtonCss()} onClick={() => setConfirming(false)}>
            {texts.cancel}
          </button>
        </div>
      ) : (
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {actions}
          <button
            type="button"
            css={smallButtonCss()}
            aria-label={texts.editLabel}
            onClick={() => {
              setErrors({});
              setEditing(stored);
            }}
          >
            {texts.edit}
          </button>
          <button
            type="button"
            css={smallButtonCss('danger')}
            aria-label={texts.removeLabel}
            onClick={() => setConfirming(true)}
          >
            {texts.remove}
          </button>
        </div>
      )}
    </>
  );
  const itemCss: Interpolation<Theme> = { padding: '12px 0', borderBottom: '1px solid var(--c-border)' };
  return media ? (
    <li
      css={[
        itemCss,
        {
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@media (min-width: 720px)': { gridTemplateColumns: '160px minmax(0, 1fr)' },
        },
      ]}
    >
      {media}
      <div css={{ display: 'grid', gap: 8, minWidth: 0 }}>{body}</div>
    </li>
  ) : (
    <li css={[itemCss, { display: 'grid', gap: 8 }]}>{body}</li>
  );
}

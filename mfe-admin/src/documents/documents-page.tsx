import { DOCUMENT_CATEGORIES } from '@parquet-alsace/shared/document-categories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { NoticeLine, OutcomeSummary, SubmitRow } from '../ui/form-parts';
import { PageTitle } from '../ui/page-title';
import { type Notice, PublishedItem } from '../ui/published-item';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, fieldCss, labelCss, mutedCss, pageCss, panelCss, smallButtonCss } from '../ui/styles';
import {
  type AdminDocument,
  type DocumentFields,
  deleteDocument,
  publishDocument,
  UploadRefused,
  updateDocument,
} from './api';
import { fileProblem, formatBytes } from './file-rules';
import { documentQueries } from './queries';
import { documentsTexts as t } from './texts';

const LIMITS = { title: 200, description: 1000 } as const;
type FieldErrors = Partial<Record<keyof DocumentFields | 'file', string>>;

/** French messages of the fields the database would refuse (it checks them again). */
export function documentFieldErrors(fields: DocumentFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = t.required;
  else if (fields.title.trim().length > LIMITS.title) errors.title = t.tooLong(LIMITS.title);
  if (fields.description.trim().length > LIMITS.description)
    errors.description = t.tooLong(LIMITS.description);
  if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(fields.category)) errors.category = t.required;
  return errors;
}

const trimmed = (fields: DocumentFields): DocumentFields => ({
  title: fields.title.trim(),
  description: fields.description.trim(),
  category: fields.category,
});

function Fields({
  prefix,
  fields,
  errors,
  onChange,
}: {
  prefix: string;
  fields: DocumentFields;
  errors: FieldErrors;
  onChange: (fields: DocumentFields) => void;
}) {
  const described = (key: keyof DocumentFields) => (errors[key] ? `${prefix}-${key}-erreur` : undefined);
  const error = (key: keyof DocumentFields) =>
    errors[key] && (
      <span id={`${prefix}-${key}-erreur`} css={errorCss}>
        {errors[key]}
      </span>
    );
  return (
    <>
      <div css={labelCss}>
        <label htmlFor={`${prefix}-title`}>{t.docTitle}</label>
        <input
          id={`${prefix}-title`}
          css={fieldCss}
          value={fields.title}
          maxLength={LIMITS.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
          onChange={(event) => onChange({ ...fields, title: event.target.value })}
        />
        {error('title')}
      </div>
      <div css={labelCss}>
        <label htmlFor={`${prefix}-category`}>{t.category}</label>
        <select
          id={`${prefix}-category`}
          css={fieldCss}
          value={fields.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={described('category')}
          onChange={(event) => onChange({ ...fields, category: event.target.value })}
        >
          <option value="">{t.chooseCategory}</option>
          {DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div css={labelCss}>
        <label htmlFor={`${prefix}-description`}>{t.description}</label>
        <textarea
          id={`${prefix}-description`}
          css={fieldCss}
          rows={3}
          value={fields.description}
          maxLength={LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          onChange={(event) => onChange({ ...fields, description: event.target.value })}
        />
        {error('description')}
      </div>
    </>
  );
}

const emptyFields: DocumentFields = { title: '', description: '', category: '' };

function AddDocument() {
  const backend = useBackend();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<DocumentFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Notice>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);
  const publish = useMutation({
    mutationFn: ({ pdf, values }: { pdf: File; values: DocumentFields }) =>
      publishDocument(backend, pdf, values),
    onSuccess: (_data, { values }) => {
      setOutcome({ ok: true, text: t.published(values.title) });
      setFields(emptyFields);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return client.invalidateQueries({ queryKey: documentQueries.list(backend).queryKey });
    },
    onError: (error: Error) =>
      setOutcome({
        ok: false,
        text:
          error instanceof UploadRefused && error.reason === 'size'
            ? t.tooLarge
            : error instanceof UploadRefused && error.reason === 'type'
              ? t.notPdf
              : t.uploadFailed,
      }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = documentFieldErrors(fields);
    if (!file) found.file = t.fileRequired;
    else {
      const problem = await fileProblem(file);
      if (problem) found.file = problem === 'size' ? t.tooLarge : problem === 'empty' ? t.empty : t.notPdf;
    }
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0 || !file) {
      setOutcome({ ok: false, text: found.file && count === 1 ? found.file : t.fix(count) });
      return;
    }
    setOutcome(null);
    publish.mutate({ pdf: file, values: trimmed(fields) });
  };
  return (
    <section css={panelCss} aria-labelledby="documents-ajout">
      <h2 id="documents-ajout" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.addTitle}
      </h2>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
        <div css={labelCss}>
          <label htmlFor="document-fichier">{t.file}</label>
          <span id="document-fichier-aide" css={[mutedCss, { fontWeight: 400 }]}>
            {t.fileHint}
          </span>
          <input
            ref={fileInput}
            id="document-fichier"
            type="file"
            accept="application/pdf,.pdf"
            css={fieldCss}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={['document-fichier-aide', errors.file && 'document-fichier-erreur']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {errors.file && (
            <span id="document-fichier-erreur" css={errorCss}>
              {errors.file}
            </span>
          )}
        </div>
        <Fields prefix="document" fields={fields} errors={errors} onChange={setFields} />
        <SubmitRow busy={publish.isPending} label={t.publish} busyLabel={t.publishing}>
          <OutcomeSummary ref={summary} outcome={outcome} />
        </SubmitRow>
      </form>
    </section>
  );
}

function DocumentItem({ doc, onNotice }: { doc: AdminDocument; onNotice: (notice: Notice) => void }) {
  const backend = useBackend();
  const client = useQueryClient();
  return (
    <PublishedItem<DocumentFields>
      id={doc.id}
      draftKey={`document:${doc.id}`}
      stored={{ title: doc.title, description: doc.description, category: doc.category }}
      texts={{
        ...t,
        confirmRemove: t.confirmRemove(doc.title),
        editLabel: t.editLabel(doc.title),
        removeLabel: t.removeLabel(doc.title),
      }}
      clean={trimmed}
      validate={documentFieldErrors}
      save={(values) => updateDocument(backend, doc.id, values)}
      remove={() => deleteDocument(backend, doc)}
      refresh={() => client.invalidateQueries({ queryKey: documentQueries.list(backend).queryKey })}
      onNotice={onNotice}
      renderFields={(props) => <Fields {...props} />}
      summary={
        <>
          <p css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>{doc.title}</p>
          <p css={[mutedCss, { margin: 0 }]}>
            {doc.category} · {formatBytes(doc.file_size)} ·{' '}
            <strong css={{ color: 'var(--c-text)' }}>{t.downloads(doc.download_count)}</strong>
          </p>
          {doc.description && <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{doc.description}</p>}
        </>
      }
      actions={
        <a
          href={doc.file_url}
          target="_blank"
          rel="noopener"
          css={smallButtonCss()}
          aria-label={t.openLabel(doc.title)}
        >
          {t.open}
        </a>
      }
    />
  );
}

/** "Documents": PDFs for the downloads page, with their download counters. */
export function DocumentsPage() {
  const backend = useBackend();
  const documents = useQuery(documentQueries.list(backend));
  const [notice, setNotice] = useState<Notice>(null);
  const list = documents.data ?? [];
  const total = list.reduce((sum, doc) => sum + doc.download_count, 0);
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <p css={[mutedCss, { margin: 0 }]}>{t.intro}</p>
      <AddDocument />
      <section css={panelCss} aria-labelledby="documents-liste">
        <h2 id="documents-liste" css={{ margin: 0, fontSize: '1.2rem' }}>
          {t.listTitle(list.length)}
        </h2>
        {documents.isPending ? (
          <Loading />
        ) : documents.isError ? (
          <LoadFailed onRetry={() => documents.refetch()} />
        ) : (
          <>
            <p css={{ margin: 0 }}>
              {t.totalDownloads(total)} <span css={mutedCss}>{t.countNote}</span>
            </p>
            <NoticeLine notice={notice} />
            {list.length === 0 ? (
              <p css={mutedCss}>{t.emptyList}</p>
            ) : (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((doc) => (
                  <DocumentItem key={doc.id} doc={doc} onNotice={setNotice} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

import { type CompanyDetailsRow, isPlaceholder } from '@parquet-alsace/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { saveFailureText } from '../ui/admin-error';
import { useFormDraft } from '../ui/form-draft';
import { FormScreen, OutcomeSummary, SubmitRow, TextField } from '../ui/form-parts';
import type { Notice } from '../ui/published-item';
import { panelCss } from '../ui/styles';
import { AgenciesEditor, type KeyedAgency, keyed } from './agencies-editor';
import { type Agency, type CompanyFields, saveCompanyDetails } from './api';
import { companyQueries } from './queries';
import { agencyFields, companyGroups, companyTexts as t } from './texts';
import { validateAgencies, validateCompany } from './validate';

const inputType = { email: 'email', url: 'url', time: 'text', tel: 'tel' } as const;

/** The database's own French message for an agency or a field, when it names one. */
const databaseMessage = (message?: string) =>
  message && /^(Agence \d+|Le champ) /.test(message) ? ` ${message}` : '';

function CompanyForm({ initial }: { initial: CompanyDetailsRow }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [fields, setFields] = useState<CompanyFields>(() => {
    const { agencies: _agencies, ...rest } = initial;
    return rest;
  });
  const [agencies, setAgencies] = useState<KeyedAgency[]>(() => initial.agencies.map(keyed));
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyFields, string>>>({});
  const [agencyErrors, setAgencyErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Notice>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // What is typed and not saved waits in the tab (docs/adr-008-back-office.md, « Drafts »).
  const typed = { fields, agencies: agencies.map(({ key: _key, ...agency }) => agency) };
  const [saved, setSaved] = useState(() => {
    const { agencies: list, ...rest } = initial;
    return { fields: rest as CompanyFields, agencies: list };
  });
  const draft = useFormDraft({
    key: 'entreprise',
    base: saved,
    form: typed,
    isValid: (kept) => typeof kept?.fields === 'object' && Array.isArray(kept?.agencies),
    onRestore: (kept) => {
      setFields({ ...saved.fields, ...kept.fields });
      setAgencies(kept.agencies.map(keyed));
    },
  });
  const save = useMutation({
    mutationFn: (values: CompanyDetailsRow) => saveCompanyDetails(backend, values),
    onSuccess: () => {
      setSaved(typed);
      draft.clear();
      setOutcome({ ok: true, text: t.saved });
      void client.invalidateQueries({ queryKey: companyQueries.details(backend).queryKey });
    },
    onError: (error: { code?: string; message?: string }) =>
      setOutcome({ ok: false, text: saveFailureText(error, t, databaseMessage) }),
  });
  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);
  // A link to one field (`/admin/entreprise/#entreprise-siret`: what blocks sending a devis)
  // opens the screen with that field focused.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('entreprise-')) return;
    // After the link's own move to the top of the page.
    const frame = requestAnimationFrame(() => {
      const field = document.getElementById(id);
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as CompanyFields;
    const list = agencies.map(
      (agency) => Object.fromEntries(agencyFields.map((f) => [f.key, agency[f.key].trim()])) as Agency,
    );
    const found = validateCompany(trimmed);
    const foundInAgencies = validateAgencies(list);
    setErrors(found);
    setAgencyErrors(foundInAgencies);
    const count = Object.keys(found).length + Object.keys(foundInAgencies).length;
    if (count > 0) {
      setOutcome({ ok: false, text: t.fix(count) });
      return;
    }
    setOutcome(null);
    save.mutate({ ...trimmed, agencies: list });
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 20 }}>
      {draft.notice}
      {companyGroups.map((group) => (
        <Fragment key={group.title}>
          <fieldset css={[panelCss, { margin: 0 }]}>
            <legend css={{ fontWeight: 700, padding: '0 4px' }}>{group.title}</legend>
            {group.fields.map((field) => {
              const id = `entreprise-${field.key}`;
              // The site's own rule (shared/src/names/placeholder.ts): such a value is
              // never shown nor used, so staff see that it still waits for the real one.
              const placeholder = isPlaceholder(fields[field.key]);
              return (
                <TextField
                  key={field.key}
                  id={id}
                  name={field.key}
                  label={field.label}
                  hint={field.hint}
                  error={errors[field.key]}
                  note={
                    placeholder
                      ? {
                          id: `${id}-a-completer`,
                          content: (
                            <span id={`${id}-a-completer`} css={placeholderCss}>
                              {t.placeholder}
                            </span>
                          ),
                        }
                      : undefined
                  }
                  type={field.kind ? inputType[field.kind] : 'text'}
                  maxLength={300}
                  value={fields[field.key]}
                  onChange={(event) => setFields({ ...fields, [field.key]: event.target.value })}
                />
              );
            })}
          </fieldset>
          {group.title === 'Siège social' && (
            <AgenciesEditor agencies={agencies} onChange={setAgencies} errors={agencyErrors} />
          )}
        </Fragment>
      ))}
      <SubmitRow busy={save.isPending} label={t.save} busyLabel={t.saving}>
        <OutcomeSummary ref={summary} outcome={outcome} />
      </SubmitRow>
    </form>
  );
}

const placeholderCss = {
  justifySelf: 'start',
  padding: '2px 8px',
  borderRadius: 999,
  fontWeight: 700,
  fontSize: '0.85rem',
  border: '2px solid var(--c-accent)',
  background: 'var(--c-surfaceRaised)',
  color: 'var(--c-text)',
} as const;

/** "Entreprise": the company details every page of the site shows. */
export function CompanyPage() {
  const backend = useBackend();
  const details = useQuery(companyQueries.details(backend));
  return (
    <FormScreen title={t.title} intro={t.intro} query={details}>
      {(data) => <CompanyForm initial={data} />}
    </FormScreen>
  );
}

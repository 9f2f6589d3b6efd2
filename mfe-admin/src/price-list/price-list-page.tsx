import type { CompanyPriceListRow } from '@parquet-alsace/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { saveFailureText } from '../ui/admin-error';
import { FormScreen, OutcomeSummary, SubmitRow, TextField } from '../ui/form-parts';
import type { Notice } from '../ui/published-item';
import { mutedCss, panelCss } from '../ui/styles';
import { savePriceList } from './api';
import { priceListQueries } from './queries';
import { type PriceListKey, priceListGroups, priceListTexts as t } from './texts';
import { fromForm, type PriceListForm, toForm } from './validate';

const inputType = {
  euros: 'text',
  integer: 'text',
  rating: 'text',
  date: 'date',
  url: 'url',
  text: 'text',
} as const;
const inputMode = { euros: 'decimal', integer: 'numeric', rating: 'decimal' } as const;

function PriceListFormView({ initial }: { initial: CompanyPriceListRow }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [form, setForm] = useState<PriceListForm>(() => toForm(initial));
  const [errors, setErrors] = useState<Partial<Record<PriceListKey, string>>>({});
  const [outcome, setOutcome] = useState<Notice>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const save = useMutation({
    mutationFn: (values: CompanyPriceListRow) => savePriceList(backend, values),
    onSuccess: () => {
      setOutcome({ ok: true, text: t.saved });
      void client.invalidateQueries({ queryKey: priceListQueries.list(backend).queryKey });
    },
    onError: (error: { code?: string; message?: string }) =>
      setOutcome({ ok: false, text: saveFailureText(error, t) }),
  });
  useEffect(() => {
    if (outcome) summary.current?.focus();
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = fromForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      setOutcome({ ok: false, text: t.fix(Object.keys(result.errors).length) });
      return;
    }
    setErrors({});
    setOutcome(null);
    save.mutate(result.values);
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 20 }}>
      {priceListGroups.map((group) => (
        <fieldset key={group.title} css={[panelCss, { margin: 0 }]}>
          <legend css={{ fontWeight: 700, padding: '0 4px' }}>{group.title}</legend>
          {group.hint && <p css={[mutedCss, { marginTop: 0 }]}>{group.hint}</p>}
          {group.fields.map((field) => (
            <TextField
              key={field.key}
              id={`tarifs-${field.key}`}
              name={field.key}
              label={field.label}
              hint={field.hint}
              error={errors[field.key]}
              type={inputType[field.kind]}
              inputMode={
                field.kind in inputMode ? inputMode[field.kind as keyof typeof inputMode] : undefined
              }
              maxLength={field.maxLength ?? 300}
              value={form[field.key]}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
            />
          ))}
        </fieldset>
      ))}
      <SubmitRow busy={save.isPending} label={t.save} busyLabel={t.saving}>
        <OutcomeSummary ref={summary} outcome={outcome} />
      </SubmitRow>
    </form>
  );
}

/**
 * « Tarifs et chiffres »: the price list the site publishes (hourly rate, travel costs, the
 * devis's price, the list's date), the business figures and an external rating, saved in the
 * company details' row (audited like the other details; docs/adr-014-company-details.md).
 */
export function PriceListPage() {
  const backend = useBackend();
  const list = useQuery(priceListQueries.list(backend));
  return (
    <FormScreen title={t.title} intro={t.intro} query={list}>
      {(data) => <PriceListFormView initial={data} />}
    </FormScreen>
  );
}

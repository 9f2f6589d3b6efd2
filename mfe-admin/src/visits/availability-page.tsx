import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useBackend } from '../auth/session';
import { Labelled, SubmitRow } from '../ui/form-parts';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import {
  errorCss,
  fieldCss,
  mutedCss,
  pageCss,
  panelCss,
  smallButtonCss,
  visuallyHidden,
} from '../ui/styles';
import {
  addAgency,
  addClosure,
  addHours,
  overlapsOtherHours,
  removeClosure,
  removeHours,
  type SettingsChange,
  saveSettings,
  type VisitClosure,
  type VisitHours,
  type VisitSettings,
} from './api';
import { visitQueries } from './queries';
import { visitTexts as t } from './texts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const frenchDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** « 9 h 00 » from the database's « 09:00:00 ». */
const hhmm = (time: string) => `${Number(time.slice(0, 2))}\u00a0h\u00a0${time.slice(3, 5)}`;

/** The agency's rules: one form, saved whole (the database checks each bound). */
function RulesForm({ settings, onSaved }: { settings: VisitSettings; onSaved: () => Promise<void> }) {
  const backend = useBackend();
  const [form, setForm] = useState({
    label: settings.label,
    postal_prefixes: settings.postal_prefixes.join(', '),
    visit_minutes: String(settings.visit_minutes),
    buffer_minutes: String(settings.buffer_minutes),
    notice_days: String(settings.notice_days),
    horizon_days: String(settings.horizon_days),
    max_per_day: String(settings.max_per_day),
  });
  const save = useMutation({
    mutationFn: () => {
      const change: SettingsChange = {
        label: form.label.trim(),
        postal_prefixes: form.postal_prefixes
          .split(/[\s,;]+/)
          .map((prefix) => prefix.trim())
          .filter(Boolean),
        visit_minutes: Number(form.visit_minutes),
        buffer_minutes: Number(form.buffer_minutes),
        notice_days: Number(form.notice_days),
        horizon_days: Number(form.horizon_days),
        max_per_day: Number(form.max_per_day),
      };
      return saveSettings(backend, settings.agency, change);
    },
    onSuccess: onSaved,
  });
  const numbers: [keyof typeof form, string, number, number][] = [
    ['visit_minutes', t.visitMinutes, 15, 480],
    ['buffer_minutes', t.bufferMinutes, 0, 240],
    ['notice_days', t.noticeDays, 0, 60],
    ['horizon_days', t.horizonDays, 1, 120],
    ['max_per_day', t.maxPerDay, 1, 50],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: 12 }}>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
        }}
      >
        <InputField
          label={t.label}
          required
          maxLength={80}
          value={form.label}
          onValue={(value) => setForm({ ...form, label: value })}
        />
        <InputField
          label={t.prefixes}
          inputMode="numeric"
          value={form.postal_prefixes}
          onValue={(value) => setForm({ ...form, postal_prefixes: value })}
        />
        {numbers.map(([key, label, min, max]) => (
          <InputField
            key={key}
            label={label}
            type="number"
            required
            min={min}
            max={max}
            value={form[key]}
            onValue={(value) => setForm({ ...form, [key]: value })}
          />
        ))}
      </div>
      <SubmitRow busy={save.isPending} label={t.save} busyLabel={t.saving}>
        {save.isSuccess && <span role="status">{t.saved}</span>}
        {save.isError && (
          <span role="alert" css={errorCss}>
            {t.saveFailed}
          </span>
        )}
      </SubmitRow>
    </form>
  );
}

/**
 * One list of an agency's availability (its opening hours, its closed days): the rows, each with
 * « Retirer », then the form that adds one (its fields are `children`). A refusal is told in
 * French, with the reason the database gave when `refusal` knows it.
 */
function RowsEditor<Row extends { id: string }>({
  title,
  empty,
  rows,
  describe,
  name,
  addLabel,
  add,
  remove,
  refusal = () => t.changeFailed,
  onChanged,
  children,
}: {
  title: string;
  empty: string;
  rows: Row[];
  /** The row as the list shows it. */
  describe: (row: Row) => string;
  /** What tells this row's « Retirer » from the others' to a screen reader. */
  name: (row: Row) => string;
  addLabel: string;
  add: () => Promise<void>;
  remove: (id: string) => Promise<void>;
  refusal?: (error: unknown) => string;
  onChanged: () => Promise<void>;
  children: ReactNode;
}) {
  const adding = useMutation({ mutationFn: add, onSuccess: onChanged });
  const removing = useMutation({ mutationFn: remove, onSuccess: onChanged });
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{title}</h3>
      {rows.length === 0 ? (
        <p css={{ margin: 0 }}>{empty}</p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
          {rows.map((row) => (
            <li key={row.id}>
              {`${describe(row)} `}
              <button type="button" css={smallButtonCss()} onClick={() => removing.mutate(row.id)}>
                {t.remove}
                <span css={visuallyHidden}> {name(row)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          adding.mutate();
        }}
      >
        {children}
        <button type="submit" css={smallButtonCss('primary')} disabled={adding.isPending}>
          {addLabel}
        </button>
      </form>
      {(adding.isError || removing.isError) && (
        <p role="alert" css={errorCss}>
          {adding.isError ? refusal(adding.error) : t.changeFailed}
        </p>
      )}
    </div>
  );
}

/** A labelled input of these forms; `onValue` gets its text at each change. */
function InputField({
  label,
  onValue,
  ...input
}: { label: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'css' | 'onChange'
>) {
  return (
    <Labelled label={label}>
      {(id) => <input id={id} css={fieldCss} {...input} onChange={(e) => onValue(e.target.value)} />}
    </Labelled>
  );
}

function HoursEditor({
  agency,
  hours,
  onChanged,
}: {
  agency: string;
  hours: VisitHours[];
  onChanged: () => Promise<void>;
}) {
  const backend = useBackend();
  const [row, setRow] = useState({ weekday: '1', opens: '09:00', closes: '12:00' });
  const day = (h: VisitHours) => t.weekdays[h.weekday - 1];
  return (
    <RowsEditor
      title={t.hoursTitle}
      empty={t.noHours}
      rows={hours}
      describe={(h) => `${day(h)}\u00a0: ${hhmm(h.opens)} – ${hhmm(h.closes)}`}
      name={(h) => `${day(h)} ${hhmm(h.opens)}`}
      addLabel={t.addHours}
      add={() =>
        addHours(backend, { agency, weekday: Number(row.weekday), opens: row.opens, closes: row.closes })
      }
      remove={(id) => removeHours(backend, id)}
      refusal={(error) => (overlapsOtherHours(error) ? t.hoursOverlap : t.changeFailed)}
      onChanged={onChanged}
    >
      <Labelled label={t.weekday}>
        {(id) => (
          <select
            id={id}
            css={fieldCss}
            value={row.weekday}
            onChange={(e) => setRow({ ...row, weekday: e.target.value })}
          >
            {t.weekdays.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <InputField
        label={t.opens}
        type="time"
        required
        value={row.opens}
        onValue={(opens) => setRow({ ...row, opens })}
      />
      <InputField
        label={t.closes}
        type="time"
        required
        value={row.closes}
        onValue={(closes) => setRow({ ...row, closes })}
      />
    </RowsEditor>
  );
}

function ClosuresEditor({
  agency,
  closures,
  onChanged,
}: {
  agency: string;
  closures: VisitClosure[];
  onChanged: () => Promise<void>;
}) {
  const backend = useBackend();
  const blank = { first_day: '', last_day: '', label: '' };
  const [row, setRow] = useState(blank);
  const days = (c: VisitClosure) =>
    c.first_day === c.last_day
      ? frenchDay(c.first_day)
      : `${frenchDay(c.first_day)} – ${frenchDay(c.last_day)}`;
  return (
    <RowsEditor
      title={t.closuresTitle}
      empty={t.noClosures}
      rows={closures}
      describe={(c) => `${days(c)}${c.label ? ` (${c.label})` : ''}`}
      name={days}
      addLabel={t.addClosure}
      add={async () => {
        await addClosure(backend, { agency, ...row, last_day: row.last_day || row.first_day });
        setRow(blank);
      }}
      remove={(id) => removeClosure(backend, id)}
      onChanged={onChanged}
    >
      <InputField
        label={t.firstDay}
        type="date"
        required
        value={row.first_day}
        onValue={(value) => setRow({ ...row, first_day: value })}
      />
      <InputField
        label={t.lastDay}
        type="date"
        min={row.first_day}
        value={row.last_day}
        onValue={(value) => setRow({ ...row, last_day: value })}
      />
      <InputField
        label={t.closureLabel}
        maxLength={120}
        value={row.label}
        onValue={(value) => setRow({ ...row, label: value })}
      />
    </RowsEditor>
  );
}

function NewAgency({ onAdded }: { onAdded: () => Promise<void> }) {
  const backend = useBackend();
  const [agency, setAgency] = useState('');
  const [label, setLabel] = useState('');
  const add = useMutation({ mutationFn: () => addAgency(backend, agency, label.trim()), onSuccess: onAdded });
  return (
    <section css={panelCss} aria-labelledby="nouvelle-agence">
      <h2 id="nouvelle-agence" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.newAgency}
      </h2>
      <form
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <InputField
          label={t.newAgencyKey}
          required
          pattern="[a-z0-9\-]{1,40}"
          value={agency}
          onValue={setAgency}
        />
        <InputField label={t.label} required maxLength={80} value={label} onValue={setLabel} />
        <button type="submit" css={smallButtonCss('primary')} disabled={add.isPending}>
          {t.addAgency}
        </button>
      </form>
      {add.isError && (
        <p role="alert" css={errorCss}>
          {t.changeFailed}
        </p>
      )}
    </section>
  );
}

/** « Disponibilités »: each agency's visit rules, opening hours and closed days. */
export function AvailabilityPage() {
  const backend = useBackend();
  const client = useQueryClient();
  const query = useQuery(visitQueries.availability(backend));
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: visitQueries.availability(backend).queryKey });
    await client.invalidateQueries({ queryKey: visitQueries.all() });
  };
  return (
    <div css={pageCss}>
      <PageTitle>{t.availabilityTitle}</PageTitle>
      <p css={[mutedCss, { margin: 0 }]}>{t.availabilityIntro}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isLoadingError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : (
        <>
          {query.data.settings.map((settings) => (
            <section key={settings.agency} css={panelCss} aria-labelledby={`agence-${settings.agency}`}>
              <h2 id={`agence-${settings.agency}`} css={{ margin: 0, fontSize: '1.2rem' }}>
                {t.agency(settings.label)}
              </h2>
              <RulesForm settings={settings} onSaved={refresh} />
              <HoursEditor
                agency={settings.agency}
                hours={query.data.hours.filter((h) => h.agency === settings.agency)}
                onChanged={refresh}
              />
              <ClosuresEditor
                agency={settings.agency}
                closures={query.data.closures.filter((c) => c.agency === settings.agency)}
                onChanged={refresh}
              />
            </section>
          ))}
          <NewAgency onAdded={refresh} />
        </>
      )}
    </div>
  );
}

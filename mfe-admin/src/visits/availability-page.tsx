import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useBackend } from '../auth/session';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import {
  errorCss,
  fieldCss,
  labelCss,
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

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
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
        <Labelled label={t.label}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              required
              maxLength={80}
              value={form.label}
              onChange={(e) => setForm({ ...form, label: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t.prefixes}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              inputMode="numeric"
              value={form.postal_prefixes}
              onChange={(e) => setForm({ ...form, postal_prefixes: e.target.value })}
            />
          )}
        </Labelled>
        {numbers.map(([key, label, min, max]) => (
          <Labelled key={key} label={label}>
            {(id) => (
              <input
                id={id}
                css={fieldCss}
                type="number"
                required
                min={min}
                max={max}
                value={form[key]}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
            )}
          </Labelled>
        ))}
      </div>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
        {save.isSuccess && <span role="status">{t.saved}</span>}
        {save.isError && (
          <span role="alert" css={errorCss}>
            {t.saveFailed}
          </span>
        )}
      </div>
    </form>
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
  const add = useMutation({
    mutationFn: () =>
      addHours(backend, { agency, weekday: Number(row.weekday), opens: row.opens, closes: row.closes }),
    onSuccess: onChanged,
  });
  const remove = useMutation({ mutationFn: (id: string) => removeHours(backend, id), onSuccess: onChanged });
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{t.hoursTitle}</h3>
      {hours.length === 0 ? (
        <p css={{ margin: 0 }}>{t.noHours}</p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
          {hours.map((h) => (
            <li key={h.id}>
              {`${t.weekdays[h.weekday - 1]}\u00a0: ${hhmm(h.opens)} – ${hhmm(h.closes)} `}
              <button type="button" css={smallButtonCss()} onClick={() => remove.mutate(h.id)}>
                {t.remove}
                <span css={visuallyHidden}>
                  {' '}
                  {t.weekdays[h.weekday - 1]} {hhmm(h.opens)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
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
        <Labelled label={t.opens}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              type="time"
              required
              value={row.opens}
              onChange={(e) => setRow({ ...row, opens: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t.closes}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              type="time"
              required
              value={row.closes}
              onChange={(e) => setRow({ ...row, closes: e.target.value })}
            />
          )}
        </Labelled>
        <button type="submit" css={smallButtonCss('primary')} disabled={add.isPending}>
          {t.addHours}
        </button>
      </form>
      {(add.isError || remove.isError) && (
        <p role="alert" css={errorCss}>
          {add.isError && overlapsOtherHours(add.error) ? t.hoursOverlap : t.changeFailed}
        </p>
      )}
    </div>
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
  const [row, setRow] = useState({ first_day: '', last_day: '', label: '' });
  const add = useMutation({
    mutationFn: () => addClosure(backend, { agency, ...row, last_day: row.last_day || row.first_day }),
    onSuccess: async () => {
      setRow({ first_day: '', last_day: '', label: '' });
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeClosure(backend, id),
    onSuccess: onChanged,
  });
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{t.closuresTitle}</h3>
      {closures.length === 0 ? (
        <p css={{ margin: 0 }}>{t.noClosures}</p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
          {closures.map((c) => (
            <li key={c.id}>
              {c.first_day === c.last_day
                ? frenchDay(c.first_day)
                : `${frenchDay(c.first_day)} – ${frenchDay(c.last_day)}`}
              {c.label ? ` (${c.label})` : ''}{' '}
              <button type="button" css={smallButtonCss()} onClick={() => remove.mutate(c.id)}>
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <Labelled label={t.firstDay}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              type="date"
              required
              value={row.first_day}
              onChange={(e) => setRow({ ...row, first_day: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t.lastDay}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              type="date"
              min={row.first_day}
              value={row.last_day}
              onChange={(e) => setRow({ ...row, last_day: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t.closureLabel}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              maxLength={120}
              value={row.label}
              onChange={(e) => setRow({ ...row, label: e.target.value })}
            />
          )}
        </Labelled>
        <button type="submit" css={smallButtonCss('primary')} disabled={add.isPending}>
          {t.addClosure}
        </button>
      </form>
      {(add.isError || remove.isError) && (
        <p role="alert" css={errorCss}>
          {t.changeFailed}
        </p>
      )}
    </div>
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
        <Labelled label={t.newAgencyKey}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              required
              pattern="[a-z0-9\-]{1,40}"
              value={agency}
              onChange={(e) => setAgency(e.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t.label}>
          {(id) => (
            <input
              id={id}
              css={fieldCss}
              required
              maxLength={80}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          )}
        </Labelled>
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
      ) : query.isError ? (
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

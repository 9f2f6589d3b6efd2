import { displayPhone } from '@parquet-alsace/shared/phone-display';
import { visitClock, visitDay } from '@parquet-alsace/shared/visit-label';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../auth/session';
import { parisDayStart } from '../leads/model';
import { Link, leadPath } from '../router';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { mutedCss, pageCss, panelCss, textLinkCss } from '../ui/styles';
import type { AgendaVisit } from './api';
import { visitQueries } from './queries';
import { visitTexts as t } from './texts';

const dayTitle = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** « Mardi 15 décembre 2026 »: the first letter only (a month keeps its lower case). */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The booked visits grouped by their Paris day, in order. */
export function byDay(visits: AgendaVisit[]): [string, AgendaVisit[]][] {
  const days = new Map<string, AgendaVisit[]>();
  for (const visit of visits) {
    const day = visitDay(visit.starts_at);
    days.set(day, [...(days.get(day) ?? []), visit]);
  }
  return [...days];
}

/** The instant the Paris day of `now` began (00:00 there, winter or summer time), ISO. */
export const agendaStart = (now: number): string => parisDayStart(visitDay(new Date(now).toISOString()));

/** « Agenda »: the technical visits to come, day by day, each leading to its lead. */
export function AgendaPage() {
  const backend = useBackend();
  // From the start of today in Paris (this morning's visits stay listed, late in the evening
  // too): fixed for the page's life.
  const [from] = useState(() => agendaStart(Date.now()));
  const query = useQuery(visitQueries.agenda(backend, from));
  return (
    <div css={pageCss}>
      <PageTitle>{t.agendaTitle}</PageTitle>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{t.agendaEmpty}</p>
      ) : (
        byDay(query.data).map(([day, visits]) => (
          <section key={day} css={panelCss} aria-labelledby={`jour-${day}`}>
            <h2 id={`jour-${day}`} css={{ margin: 0, fontSize: '1.2rem' }}>
              {capitalized(dayTitle.format(new Date(visits[0]?.starts_at as string)))}
            </h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
              {visits.map((visit) => (
                <li key={visit.id} css={{ display: 'grid', gap: 2 }}>
                  <strong>
                    {visitClock(visit.starts_at)} – {visitClock(visit.ends_at)} ·{' '}
                    {visit.form_submissions?.full_name ?? '—'}
                  </strong>
                  <span>
                    {visit.form_submissions?.address}
                    {visit.form_submissions?.phone ? ` · ${displayPhone(visit.form_submissions.phone)}` : ''}
                  </span>
                  <span css={mutedCss}>
                    {visit.booked_by === 'visiteur' ? t.bookedByVisitor : t.bookedByStaff} ·{' '}
                    <Link href={leadPath(visit.lead_id)} css={textLinkCss}>
                      {t.openLead}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

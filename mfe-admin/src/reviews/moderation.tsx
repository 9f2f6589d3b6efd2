import type { CompanyDetailsRow } from '@parquet-alsace/shared';
import { Modal } from '@parquet-alsace/shared/client';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { companyFromRow } from '../../../supabase/functions/_shared/company.ts';
import { reviewRejectionMail } from '../../../supabase/functions/outbox-worker/messages.ts';
import { useBackend } from '../auth/session';
import { companyQueries } from '../company/queries';
import { frenchDate } from '../leads/model';
import { goTo, useAddress } from '../router';
import { TextArea } from '../ui/form-parts';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, mutedCss, pageCss, panelCss, smallButtonCss } from '../ui/styles';
import { approveReview, type ReviewQueue, rejectReview, type StaffReview, saveResponse } from './api';
import { reviewQueries } from './queries';
import { rejectionReasons, reviewTexts as t } from './texts';

const queues: ReviewQueue[] = ['pending', 'approved', 'rejected'];
const OTHER = 'autre';

/** The e-mail the refusal sends, as the outbox will compose it, and to whom. */
/** « Annuler »: closes the form without a change. */
function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" css={smallButtonCss()} onClick={onClick}>
      {t.cancel}
    </button>
  );
}

function RejectionMail({
  review,
  reason,
  address,
  company,
}: {
  review: StaffReview;
  reason: string;
  address: UseQueryResult<string | null>;
  company: UseQueryResult<CompanyDetailsRow>;
}) {
  if (address.isPending || company.isPending) return <Loading label={t.mailLoading} />;
  if (!address.data || !company.data) {
    return (
      <p role="alert" css={[errorCss, { margin: 0 }]}>
        {t.mailUnavailable}
      </p>
    );
  }
  const mail = reviewRejectionMail(
    {
      reviewId: review.id,
      name: review.name,
      email: address.data,
      title: review.title,
      createdAt: review.created_at,
      reason,
    },
    '',
    companyFromRow(company.data),
  );
  return (
    <>
      <p css={{ margin: 0 }}>{t.mailGoesTo}</p>
      <figure
        aria-label={t.mailLabel}
        css={[panelCss, { margin: 0, background: 'var(--c-surfaceRaised)', gap: 8 }]}
      >
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
          <dt css={mutedCss}>{t.mailTo}</dt>
          <dd css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="mail-to">
            {mail.to}
          </dd>
          <dt css={mutedCss}>{t.mailSubject}</dt>
          <dd css={{ margin: 0 }}>{mail.subject}</dd>
        </dl>
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</p>
      </figure>
    </>
  );
}

/**
 * Refusing a review: no reason is chosen in advance, and nothing is sent before the staff member
 * has seen whose review it is, the e-mail and its recipient, and confirmed.
 */
function RejectDialog({
  review,
  onClose,
  onDone,
}: {
  review: StaffReview;
  onClose: () => void;
  onDone: () => void;
}) {
  const backend = useBackend();
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [problem, setProblem] = useState<string | null>(null);
  const groupId = useId();
  const problemId = useId();
  const questionId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const reason = choice === OTHER ? typed.trim() : (choice ?? '');
  const address = useQuery({
    ...reviewQueries.author(backend, review.id),
    enabled: step === 'confirm',
  });
  const company = useQuery({
    ...companyQueries.details(backend),
    enabled: step === 'confirm',
  });
  const reject = useMutation({
    mutationFn: () => rejectReview(backend, review.id, reason),
    onSuccess: onDone,
    onError: () => setProblem(t.failed),
  });
  // Each step starts where it is read: the reasons, then the question naming the author.
  useEffect(() => {
    if (step === 'confirm') question.current?.focus();
  }, [step]);
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setProblem(t.reasonMissing);
      return firstRadio.current?.focus();
    }
    if (!reason) return setProblem(t.reasonTextMissing);
    setProblem(null);
    setStep('confirm');
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    reject.mutate();
  };
  const problemLine = problem && (
    <p id={problemId} role="alert" css={[errorCss, { margin: 0 }]}>
      {problem}
    </p>
  );
  return (
    <Modal title={t.rejectTitle} onClose={onClose} maxWidth={560}>
      {step === 'choose' ? (
        <form onSubmit={next} css={{ display: 'grid', gap: 12 }} noValidate>
          <fieldset
            css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8, minWidth: 0 }}
            aria-describedby={problem ? `${groupId} ${problemId}` : groupId}
          >
            <legend css={{ fontWeight: 700, marginBottom: 4 }}>{t.reason}</legend>
            <p id={groupId} css={[mutedCss, { margin: 0 }]}>
              {t.reasonHelp}
            </p>
            {[...rejectionReasons, OTHER].map((value, index) => (
              <label
                key={value}
                css={{ display: 'flex', gap: 8, alignItems: 'flex-start', minHeight: 24, cursor: 'pointer' }}
              >
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  type="radio"
                  name="raison"
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                    setProblem(null);
                  }}
                  css={{ width: 24, height: 24, margin: 0, flex: '0 0 auto' }}
                />
                <span>{value === OTHER ? t.otherReason : value}</span>
              </label>
            ))}
          </fieldset>
          {choice === OTHER && (
            <TextArea
              label={t.reasonText}
              value={typed}
              onChange={setTyped}
              maxLength={1000}
              minHeight={80}
            />
          )}
          {problemLine}
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button type="submit" css={smallButtonCss('primary')}>
              {t.next}
            </button>
            <CancelButton onClick={onClose} />
          </div>
        </form>
      ) : (
        <form onSubmit={confirm} css={{ display: 'grid', gap: 12 }} aria-labelledby={questionId} noValidate>
          <p
            id={questionId}
            ref={question}
            tabIndex={-1}
            css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {t.confirmQuestion(review.name, review.title)}
          </p>
          <RejectionMail review={review} reason={reason} address={address} company={company} />
          {problemLine}
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button
              type="submit"
              css={smallButtonCss('danger')}
              disabled={reject.isPending || !address.data || !company.data}
            >
              {reject.isPending ? t.rejecting : t.confirmReject}
            </button>
            <button type="button" css={smallButtonCss()} onClick={() => setStep('choose')}>
              {t.changeReason}
            </button>
            <CancelButton onClick={onClose} />
          </div>
        </form>
      )}
    </Modal>
  );
}

function ResponseEditor({ review, onDone }: { review: StaffReview; onDone: () => void }) {
  const backend = useBackend();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.response?.response_text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveResponse(backend, review.id, review.response?.id ?? null, text.trim()),
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
    onError: () => setProblem(t.failed),
  });
  if (!open) {
    return (
      <button type="button" css={smallButtonCss()} onClick={() => setOpen(true)}>
        {review.response ? t.editResponse : t.respond}
      </button>
    );
  }
  return (
    <form
      css={{ display: 'grid', gap: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setProblem(t.responseEmpty);
        save.mutate();
      }}
      noValidate
    >
      <TextArea label={t.response} value={text} onChange={setText} maxLength={2000} minHeight={96} />
      {problem && (
        <p role="alert" css={[errorCss, { margin: 0 }]}>
          {problem}
        </p>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
          {save.isPending ? t.saving : t.saveResponse}
        </button>
        <CancelButton onClick={() => setOpen(false)} />
      </div>
    </form>
  );
}

/** What a card reports: the message, and whether the review leaves the list shown (its buttons go). */
type Changed = (message: string, leavesList: boolean) => void;

function ReviewCard({ review, onChanged }: { review: StaffReview; onChanged: Changed }) {
  const backend = useBackend();
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveReview(backend, review.id),
    // Published from the queue to moderate, the review leaves it; from the refused ones too.
    onSuccess: () => onChanged(t.done.approved, true),
  });
  const headingId = useId();
  return (
    <li css={panelCss}>
      <article aria-labelledby={headingId} css={{ display: 'grid', gap: 8 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {review.title}
        </h2>
        <p css={[mutedCss, { margin: 0 }]}>
          {review.name} · {t.rating(review.rating)} · {t.receivedOn(frenchDate(review.created_at))}
        </p>
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.content}</p>
        {review.status === 'rejected' && review.rejection_reason && (
          <p css={{ margin: 0, fontWeight: 600 }}>{t.rejectedBecause(review.rejection_reason)}</p>
        )}
        {review.response && (
          <blockquote css={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid var(--c-accent)' }}>
            <strong>{t.response}</strong>
            <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{review.response.response_text}</p>
          </blockquote>
        )}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'start' }}>
          {review.status !== 'approved' && (
            <button
              type="button"
              css={smallButtonCss('primary')}
              disabled={approve.isPending}
              onClick={() => approve.mutate()}
            >
              {approve.isPending ? t.approving : t.approve}
            </button>
          )}
          {review.status === 'pending' && (
            <button type="button" css={smallButtonCss('danger')} onClick={() => setRejecting(true)}>
              {t.reject}
            </button>
          )}
          {review.status === 'approved' && (
            <ResponseEditor review={review} onDone={() => onChanged(t.done.responded, false)} />
          )}
        </div>
        {approve.isError && (
          <p role="alert" css={errorCss}>
            {t.failed}
          </p>
        )}
      </article>
      {rejecting && (
        <RejectDialog
          review={review}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            onChanged(t.done.rejected, true);
          }}
        />
      )}
    </li>
  );
}

export function ReviewsPage() {
  const backend = useBackend();
  const client = useQueryClient();
  const { search } = useAddress();
  const asked = new URLSearchParams(search).get('liste');
  const queue: ReviewQueue = queues.includes(asked as ReviewQueue) ? (asked as ReviewQueue) : 'pending';
  const [message, setMessage] = useState<string | null>(null);
  const reviews = useQuery(reviewQueries.queue(backend, queue));
  const pending = useQuery(reviewQueries.pendingCount(backend));
  const notice = useRef<HTMLParagraphElement>(null);
  /** A review that leaves the list takes its buttons, and the focus with them: it goes to the message. */
  const [focusNotice, setFocusNotice] = useState(0);
  const changed: Changed = (text, leavesList) => {
    setMessage(text);
    if (leavesList) setFocusNotice((n) => n + 1);
    client.invalidateQueries({ queryKey: reviewQueries.all() });
  };
  // After the dialog's own focus return (its cleanup runs first), before the list drops the card.
  useEffect(() => {
    if (focusNotice) notice.current?.focus();
  }, [focusNotice]);
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <nav aria-label={t.queues}>
        <ul css={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
          {queues.map((name) => (
            <li key={name}>
              <a
                href={`/admin/reviews/?liste=${name}`}
                aria-current={name === queue ? 'page' : undefined}
                css={[smallButtonCss(name === queue ? 'primary' : 'secondary')]}
                onClick={(event) => {
                  event.preventDefault();
                  setMessage(null);
                  goTo(`/admin/reviews/?liste=${name}`);
                }}
              >
                {name === 'pending' && pending.data !== undefined ? t.pendingCount(pending.data) : t[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite">
        {message && (
          <p ref={notice} tabIndex={-1} css={{ margin: 0, fontWeight: 600 }}>
            {message}
          </p>
        )}
      </div>
      {reviews.isPending ? (
        <Loading />
      ) : reviews.isError ? (
        <LoadFailed onRetry={() => reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <p>{t.empty[queue]}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={changed} />
          ))}
        </ul>
      )}
    </div>
  );
}

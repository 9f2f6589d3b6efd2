import { Modal } from '@parquet-alsace/shared/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useBackend } from '../auth/session';
import { frenchDate } from '../leads/model';
import { goTo, useAddress } from '../router';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, fieldCss, labelCss, mutedCss, pageCss, panelCss, smallButtonCss } from '../ui/styles';
import {
  approveReview,
  fetchReviews,
  type ReviewQueue,
  rejectReview,
  type StaffReview,
  saveResponse,
} from './api';
import { rejectionReasons, reviewTexts as t } from './texts';

const queues: ReviewQueue[] = ['pending', 'approved', 'rejected'];
const OTHER = 'autre';

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
  const [choice, setChoice] = useState(rejectionReasons[0] ?? OTHER);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const groupId = useId();
  const reason = choice === OTHER ? typed.trim() : choice;
  const reject = useMutation({
    mutationFn: () => rejectReview(backend, review.id, reason),
    onSuccess: onDone,
    onError: () => setProblem(t.failed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(t.reasonMissing);
    setProblem(null);
    reject.mutate();
  };
  return (
    <Modal title={t.rejectTitle} onClose={onClose} maxWidth={560}>
      <form onSubmit={submit} css={{ display: 'grid', gap: 12 }} noValidate>
        <fieldset
          css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}
          aria-describedby={groupId}
        >
          <legend css={{ fontWeight: 700, marginBottom: 4 }}>{t.reason}</legend>
          <p id={groupId} css={[mutedCss, { margin: 0 }]}>
            {t.reasonHelp}
          </p>
          {[...rejectionReasons, OTHER].map((value) => (
            <label key={value} css={{ display: 'flex', gap: 8, alignItems: 'flex-start', minHeight: 24 }}>
              <input
                type="radio"
                name="raison"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                css={{ width: 20, height: 20, marginTop: 2 }}
              />
              <span>{value === OTHER ? t.otherReason : value}</span>
            </label>
          ))}
        </fieldset>
        {choice === OTHER && (
          <label css={labelCss}>
            {t.reasonText}
            <textarea
              css={[fieldCss, { minHeight: 80 }]}
              maxLength={1000}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
        )}
        {problem && (
          <p role="alert" css={[errorCss, { margin: 0 }]}>
            {problem}
          </p>
        )}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="submit" css={smallButtonCss('danger')} disabled={reject.isPending}>
            {reject.isPending ? t.rejecting : t.confirmReject}
          </button>
          <button type="button" css={smallButtonCss()} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
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
      <label css={labelCss}>
        {t.response}
        <textarea
          css={[fieldCss, { minHeight: 96 }]}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" css={[errorCss, { margin: 0 }]}>
          {problem}
        </p>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
          {save.isPending ? t.saving : t.saveResponse}
        </button>
        <button type="button" css={smallButtonCss()} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function ReviewCard({ review, onChanged }: { review: StaffReview; onChanged: (message: string) => void }) {
  const backend = useBackend();
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveReview(backend, review.id),
    onSuccess: () => onChanged(t.done.approved),
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
            <ResponseEditor review={review} onDone={() => onChanged(t.done.responded)} />
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
            onChanged(t.done.rejected);
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
  const reviews = useQuery({ queryKey: ['reviews', queue], queryFn: () => fetchReviews(backend, queue) });
  const changed = (text: string) => {
    setMessage(text);
    client.invalidateQueries({ queryKey: ['reviews'] });
  };
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
                {t[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite">{message && <p css={{ margin: 0, fontWeight: 600 }}>{message}</p>}</div>
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

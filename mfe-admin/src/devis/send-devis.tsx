import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { leadQueries } from '../leads/queries';
import { Link } from '../router';
import { errorCss, mutedCss, panelCss, smallButtonCss, textLinkCss } from '../ui/styles';
import { layoutTexts } from '../ui/texts';
import { sendDevis } from './api';
import { type LeadDevis, missingTarget } from './model';
import { devisQueries } from './queries';
import { devisTexts as t } from './texts';

type Devis = NonNullable<LeadDevis['devis']>;

/** The server's own French message (the function's refusal names the items), else the generic one. */
const frenchMessage = (error: unknown, fallback: string): string => {
  const message = (error as { message?: string } | null)?.message ?? '';
  return /[àâçéèêëîïôûù’«]/i.test(message) ? message : fallback;
};

/**
 * What blocks sending (`staff_devis_missing`, on the saved devis), each item a link to its field;
 * then « Envoyer le devis », confirmed in a second step.
 */
export function SendDevis({
  leadId,
  devis,
  dirty,
  onFocusField,
}: {
  leadId: string;
  devis: Devis;
  dirty: boolean;
  onFocusField: (id: string) => void;
}) {
  const backend = useBackend();
  const client = useQueryClient();
  const missing = useQuery(devisQueries.missing(backend, leadId, devis.id, devis.status === 'brouillon'));
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const send = useMutation({
    mutationFn: () => sendDevis(backend, devis.id),
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([
        client.invalidateQueries({ queryKey: devisQueries.ofLead(backend, leadId).queryKey }),
        client.invalidateQueries({ queryKey: leadQueries.detail(backend, leadId).queryKey }),
        client.invalidateQueries({ queryKey: leadQueries.lists() }),
      ]);
    },
    onError: () => {
      setConfirming(false);
      void missing.refetch();
    },
  });
  // A new version prepared after sending: the previous sending's confirmation no longer holds.
  const { reset } = send;
  useEffect(() => {
    if (devis.version) reset();
  }, [devis.version, reset]);
  const sendLabel = devis.version > 1 ? t.sendVersion(devis.version) : t.send;

  let body: ReactNode;
  if (missing.isPending) body = <p css={[mutedCss, { margin: 0 }]}>{t.missingLoading}</p>;
  else if (missing.isError)
    body = (
      <div role="alert" css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p css={[errorCss, { margin: 0 }]}>{t.missingFailed}</p>
        <button type="button" css={smallButtonCss()} onClick={() => missing.refetch()}>
          {layoutTexts.retry}
        </button>
      </div>
    );
  else if (missing.data.length > 0)
    body = (
      <>
        <h3 id="devis-manque" css={{ margin: 0, fontSize: '1.05rem' }}>
          {t.missingTitle}
        </h3>
        <p css={[mutedCss, { margin: 0 }]}>{t.missingIntro}</p>
        <ul aria-labelledby="devis-manque" css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
          {missing.data.map((key) => {
            const item = missingTarget(key);
            return (
              <li key={key}>
                {item.target.screen === 'company' ? (
                  <Link href={item.target.href} css={[textLinkCss, { verticalAlign: 'top' }]}>
                    {item.label}
                  </Link>
                ) : (
                  <a
                    href={`#${item.target.fieldId}`}
                    css={[textLinkCss, { verticalAlign: 'top' }]}
                    onClick={(event) => {
                      event.preventDefault();
                      if (item.target.screen === 'devis') onFocusField(item.target.fieldId);
                    }}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  else if (confirming)
    body = (
      <div css={{ display: 'grid', gap: 8 }}>
        <p css={{ margin: 0 }}>{t.sendWarning(devis.content.customerEmail)}</p>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button
            type="button"
            css={smallButtonCss('primary')}
            disabled={send.isPending}
            onClick={() => send.mutate()}
            ref={confirmButton}
          >
            {send.isPending ? t.sending : t.sendConfirm}
          </button>
          <button type="button" css={smallButtonCss()} onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
        </div>
      </div>
    );
  else
    body = (
      <div>
        <button type="button" css={smallButtonCss('primary')} onClick={() => setConfirming(true)}>
          {sendLabel}
        </button>
      </div>
    );

  const draft = devis.status === 'brouillon';
  if (!draft && !send.isSuccess) return null;
  return (
    <section css={[panelCss, { gap: 8 }]} aria-label={sendLabel}>
      {!draft ? null : dirty ? <p css={{ margin: 0 }}>{t.saveBeforeSending}</p> : body}
      {send.isSuccess && (
        <p role="status" css={{ margin: 0 }}>
          {t.sent(send.data.number, send.data.version)}
        </p>
      )}
      {send.isError && (
        <p role="alert" css={[errorCss, { margin: 0 }]}>
          {frenchMessage(send.error, t.sendFailed)}
        </p>
      )}
    </section>
  );
}

import { css } from '@emotion/react';
import { Button, Modal, useConsentStore } from '@parquet-alsace/shared';
import { useState } from 'react';
import { type Choices, ConsentChoices } from './consent-choices';
import { consentTexts as t } from './texts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** The footer's modal: current choice, toggles, save / cancel / revoke all. */
export function CookieSettingsModal({ onClose }: { onClose: () => void }) {
  const consent = useConsentStore((s) => s.consent);
  const choose = useConsentStore((s) => s.choose);
  const revoke = useConsentStore((s) => s.revoke);
  const [choices, setChoices] = useState<Choices>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });

  return (
    <Modal title={t.modalTitle} onClose={onClose}>
      <p>
        <strong>{t.currentChoice} : </strong>
        {consent
          ? `${t.typeLabels[consent.type]}, le ${dateFormat.format(new Date(consent.date))}`
          : t.noChoice}
      </p>
      <ConsentChoices value={choices} onChange={setChoices} />
      <p css={css`font-size: 0.9rem; color: var(--c-textMuted);`}>{t.validity}</p>
      <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <Button
          onClick={() => {
            choose('custom', choices);
            onClose();
          }}
        >
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            revoke();
            window.location.reload();
          }}
        >
          {t.revoke}
        </Button>
      </div>
    </Modal>
  );
}

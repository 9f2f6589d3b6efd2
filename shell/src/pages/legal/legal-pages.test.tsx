import { render, screen } from '@testing-library/react';
import { privacyRoute } from './privacy-route';
import { termsRoute } from './terms-route';
import { termsTexts } from './texts';

const ctx = (path: string) => ({ params: {}, url: new URL(`https://devis.parquet-alsace.example${path}`) });

describe('privacy policy', () => {
  const Privacy = privacyRoute.Component;

  it('shows a fixed last-updated date, never today’s', () => {
    render(<Privacy data={null as never} params={{}} />);
    expect(screen.getByText('Dernière mise à jour : 7 décembre 2026')).toBeInTheDocument();
  });

  it('states the 3-year retention of quote requests and the daily purge', () => {
    render(<Privacy data={null as never} params={{}} />);
    expect(
      screen.getByText(/Demandes de devis : 3 ans après notre dernier contact.*chaque jour/),
    ).toBeInTheDocument();
  });

  it('covers every form, the cookie durations, and the one-month answer', () => {
    const { container } = render(<Privacy data={null as never} params={{}} />);
    // Figures and units are joined by no-break spaces; the phrases are written with plain ones.
    const text = (container.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    for (const phrase of [
      'Demande de devis',
      'Lettre d’information',
      'Avis client',
      'Formulaire de contact des articles',
      '26 mois',
      '90 jours',
      '13 mois',
      '« Paramètres des cookies »',
      'un délai d’un mois',
      'prolongé de deux mois',
      'CNIL',
      'Mesures de vitesse des pages : 25 mois',
      'exemptée de consentement selon les règles de la CNIL, car elle ne conserve aucun identifiant',
      'ni votre adresse IP',
      'Acceptation d’un devis en ligne : le nom que vous saisissez pour signer',
      'l’empreinte (SHA-256) du document que vous avez accepté',
      'la conclusion du contrat (article 6.1.b) et notre obligation légale de conserver le devis signé (article 6.1.c)',
      'conservées avec le devis signé, 10 ans après l’acceptation',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('terms of intervention', () => {
  it('has 16 articles holding every term of intervention', () => {
    expect(termsTexts().sections).toHaveLength(16);
    const text = termsTexts()
      .sections.flatMap((s) => s.paragraphs)
      .join(' ')
      .replace(/[\u00a0\u202f]/g, ' ');
    for (const term of [
      'valable un mois',
      'acompte de 50 %',
      'dépasse 30 jours',
      '5 % du montant total TTC',
      '40 EUR',
      '15 jours après une mise en demeure',
      '12 000 EUR',
      'délai de 15 jours suivant la demande',
      'délai de 3 jours',
      'délai de 15 jours ;',
      '9 000 EUR',
      'majoré de 10 points',
      'un mois, prolongeable de deux mois',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('is kept out of search engines, the privacy policy is not', () => {
    expect(termsRoute.head(null as never, ctx('/cgv/')).robots).toBe('noindex');
    expect(privacyRoute.head(null as never, ctx('/confidentialite/')).robots).toBeUndefined();
  });
});

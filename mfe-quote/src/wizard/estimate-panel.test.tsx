import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { EstimatePanel } from './estimate-panel';

// The estimate a visitor reads once the request is sent: TTC with its rate, the HT and the VAT
// beside it. Figures worked out by hand: 25 m² × 42 € = 1 050 € HT; 10 % → 105 €, 1 155 € TTC;
// 30 m² of oil with a tint, a flat without lift: 1 760 € HT; 20 % → 352 €, 2 112 € TTC.
const text = () =>
  (screen.getByRole('region', { name: 'Votre estimation' }).textContent ?? '').replace(
    /[\u00a0\u202f]/g,
    ' ',
  );

/** 25 m² sanded and varnished in a house finished more than two years ago. */
const oldHouse: ComponentProps<typeof EstimatePanel>['input'] = {
  surface: 25,
  finition: 'poncageVitrification',
  propertyType: 'maison',
  homeOlderThanTwoYears: true,
};

test('a home finished more than two years ago: TTC at 10 %, with the HT and the VAT', () => {
  render(<EstimatePanel input={oldHouse} revealed />);
  expect(text()).toContain(
    'Votre estimation (TTC, TVA 10 %, indicatif)1 155 €soit 1 050 € HT + 105 € de TVA',
  );
  expect(text()).toContain('25 m² × 42 € HT1 050 €');
});

test('a newer home, or no answer: TTC at 20 %', () => {
  for (const homeOlderThanTwoYears of [false, null]) {
    const { unmount } = render(
      <EstimatePanel
        input={{
          surface: 30,
          finition: 'huileEnvironnement',
          teinture: true,
          propertyType: 'appartement',
          hasElevator: false,
          homeOlderThanTwoYears,
        }}
        revealed
      />,
    );
    expect(text()).toContain(
      'Votre estimation (TTC, TVA 20 %, indicatif)2 112 €soit 1 760 € HT + 352 € de TVA',
    );
    unmount();
  }
});

test('the blurred estimate before sending is the TTC too, and stairs read « Sur devis »', () => {
  const { unmount } = render(<EstimatePanel input={oldHouse} revealed={false} />);
  expect(text()).toContain('1 155 €');
  unmount();
  render(
    <EstimatePanel
      input={{
        surface: 25,
        finition: 'poncageEscalier',
        propertyType: 'maison',
        homeOlderThanTwoYears: true,
      }}
      revealed
    />,
  );
  expect(text()).toContain('Sur devis');
});

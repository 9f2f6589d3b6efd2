import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { startPageBehaviours } from '../../loader/page-behaviours';
import { BeforeAfter } from './before-after';

it('is a labelled slider over the before and after photos, moved without any framework', () => {
  // As the visitor gets it: the server's HTML, then the page's inline loader.
  document.body.innerHTML = renderToString(
    <BeforeAfter
      label="Ponçage"
      image="avant-apres-poncage"
      alt="Parquet poncé"
      widths={[480, 960]}
      sizes="50vw"
    />,
  );
  startPageBehaviours();
  const slider = screen.getByRole('slider', {
    name: 'Ponçage\u00a0: faire glisser pour comparer avant et après',
  });
  expect(screen.getByRole('img', { name: 'Parquet poncé\u00a0: avant' })).toHaveAttribute(
    'src',
    '/media/home/avant-apres-poncage-avant-960.jpg',
  );
  expect(screen.getByRole('img', { name: 'Parquet poncé\u00a0: après' })).toHaveAttribute(
    'src',
    '/media/home/avant-apres-poncage-apres-960.jpg',
  );
  const figure = slider.closest('[data-compare]') as HTMLElement;
  expect(figure.style.getPropertyValue('--pos')).toBe('50%');
  fireEvent.input(slider, { target: { value: '20' } });
  expect(figure.style.getPropertyValue('--pos')).toBe('20%');
});

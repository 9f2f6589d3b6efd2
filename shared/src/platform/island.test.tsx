import { render, screen } from '@testing-library/react';
import { Island } from './island';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

it('where the app renders in the browser (a page the server could not render), the island is part of its tree', () => {
  const { container } = render(
    <Island id="blog/SiteSearch" Component={Greeting} props={{ name: 'Anne' }} trigger="interaction" />,
  );
  expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
  // No island marker: the loader must not mount it a second time.
  expect(container.querySelector('[data-island]')).toBeNull();
});

import { render, screen } from '@testing-library/react';
import { Island } from './island';

/** Props of the island it stands for (blog/ContactForm): the compiler checks them. */
function Greeting({ article }: { article: { title: string; slug: string } }) {
  return <p>Bonjour {article.title}</p>;
}

it('where the app renders in the browser (a remote’s standalone dev server), the island is part of its tree', () => {
  const { container } = render(
    <Island
      id="blog/ContactForm"
      Component={Greeting}
      props={{ article: { title: 'Anne', slug: 'anne' } }}
      trigger="interaction"
    />,
  );
  expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
  // No island marker: the loader must not mount it a second time.
  expect(container.querySelector('[data-island]')).toBeNull();
});

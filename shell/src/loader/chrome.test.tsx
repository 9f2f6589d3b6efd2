import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startChrome } from './chrome';
import { serverPage } from './test-page';

beforeAll(() => startChrome());

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = 'dark';
  serverPage();
});

it('the theme switch turns the page light, says so, and is remembered', async () => {
  const toggle = screen.getByRole('button', { name: 'Thème clair' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.setup().click(toggle);
  expect(document.documentElement).toHaveClass('light');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAttribute('title', 'Passer en thème sombre');
  expect(localStorage.getItem('theme')).toBe('light');
});

it('the phone menu opens and closes from its button, and Escape closes it and gives focus back', async () => {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
  const menu = document.getElementById('mobile-menu') as HTMLElement;
  expect(menu).not.toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Fermer le menu');
  expect(menu).toBeVisible();
  const firstLink = menu.querySelector('a') as HTMLElement;
  firstLink.focus();
  await user.keyboard('{Escape}');
  expect(menu).not.toBeVisible();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('Escape hides the "À propos" dropdown until focus leaves it', async () => {
  const user = userEvent.setup();
  const about = screen.getAllByRole('link', { name: /À propos/ })[0] as HTMLElement;
  const dropdown = about.closest('[data-dropdown]') as HTMLElement;
  about.focus();
  await user.keyboard('{Escape}');
  expect(dropdown).toHaveAttribute('data-dismissed');
  (screen.getAllByRole('link', { name: 'Blog' })[0] as HTMLElement).focus();
  expect(dropdown).not.toHaveAttribute('data-dismissed');
});

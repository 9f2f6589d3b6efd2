import { failureTexts as t } from '@parquet-alsace/shared/failure-texts';

/**
 * The French fallback of a piece that could not load (its remote is down, the network dropped):
 * drawn without React, so that it shows whatever failed. The rest of the page keeps working.
 */
export function fallbackBox(onRetry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'site-fallback';
  const title = box.appendChild(document.createElement('h2'));
  title.textContent = t.title;
  box.appendChild(document.createElement('p')).textContent = t.text;
  const actions = box.appendChild(document.createElement('p'));
  const retry = actions.appendChild(document.createElement('button'));
  retry.type = 'button';
  retry.textContent = t.retry;
  retry.addEventListener('click', onRetry);
  // The company's number as this page was rendered with it (the header's, from the company
  // details); none when the details have no phone.
  const shown = document.querySelector('a[data-phone-source="header"][href^="tel:"]');
  if (shown) {
    const call = actions.appendChild(document.createElement('a'));
    call.href = shown.getAttribute('href') as string;
    call.dataset.phoneSource = 'app_fallback';
    call.textContent = `${t.call} ${shown.textContent}`;
  }
  return box;
}

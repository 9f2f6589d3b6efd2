import { failureTexts as t } from '@parquet-alsace/shared/failure-texts';
import { phone } from '@parquet-alsace/shared/phone';

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
  const call = actions.appendChild(document.createElement('a'));
  call.href = phone.href;
  call.dataset.phoneSource = 'app_fallback';
  call.textContent = `${t.call} ${phone.display}`;
  return box;
}

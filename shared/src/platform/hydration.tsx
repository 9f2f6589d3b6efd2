import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';

/**
 * Hydrates as a transition: React then hydrates in slices and gives the main thread back between
 * them (Next.js does the same), instead of one long task that delays the first tap on a cheap
 * phone. Used for every island the server rendered.
 */
export function hydrateInSlices(
  container: Element,
  element: React.ReactNode,
  options: ReactDOMClient.HydrationOptions = {},
): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  React.startTransition(() => {
    root = ReactDOMClient.hydrateRoot(
      container,
      <KeepEarlyInput container={container}>{element}</KeepEarlyInput>,
      options,
    );
  });
  return root as ReactDOMClient.Root;
}

/** Once hydrated, hands React what the visitor typed into the server's HTML before it arrived. */
function KeepEarlyInput({ container, children }: { container: Element; children: React.ReactNode }) {
  React.useEffect(() => replayEarlyInput(container), [container]);
  return children;
}

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Text typed (or an option chosen, a box ticked) in a server-rendered field before hydration is
 * in the DOM but not in React's state, and the next render would wipe it. React hydrates with its
 * value tracker set to the DOM's value, so a plain 'input' event would be ignored: the tracked
 * value is first set back to the server's value, then the visitor's value is set natively and the
 * event sent, which React turns into the field's onChange. A radio or checkbox the visitor
 * changed is put back and clicked again, which React sees as a change.
 */
export function replayEarlyInput(container: Element): void {
  const toggles = container.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]');
  const changed = [...toggles].filter((box) => box.checked !== box.defaultChecked && box.checked);
  const uncheckedBoxes = [...toggles].filter(
    (box) => box.type === 'checkbox' && !box.checked && box.defaultChecked,
  );
  for (const box of [...changed, ...uncheckedBoxes]) {
    box.checked = !box.checked;
    box.click();
  }
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea, select',
  );
  // Every value is read before any is handed over: a field's onChange may re-render a linked one
  // (a slider and its box) before its own turn.
  const early = [...fields].map((field) => ({
    field,
    typed: field.value,
    serverValue:
      field instanceof HTMLSelectElement
        ? (([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '')
        : field.defaultValue,
  }));
  for (const { field, typed, serverValue } of early) {
    if (typed === serverValue) continue;
    field.value = serverValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}

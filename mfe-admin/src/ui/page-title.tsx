import { useEffect, useRef } from 'react';

/**
 * The page's heading. It names the browser tab, and takes focus when the page was reached from
 * another back-office page, so a screen reader announces where the staff member landed.
 */
let firstPage = true;

export function PageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · Espace équipe`;
    if (firstPage) firstPage = false;
    else ref.current?.focus();
  }, [children]);
  return (
    <h1 ref={ref} tabIndex={-1} css={{ margin: 0, fontSize: '1.6rem', outline: 'none' }}>
      {children}
    </h1>
  );
}

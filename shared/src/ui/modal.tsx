import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const focusable =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

let openCount = 0;

/** Locks page scroll while at least one modal is open (nested modals included). */
function lockScroll(): () => void {
  openCount += 1;
  if (openCount === 1) {
    document.documentElement.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
  }
  return () => {
    openCount -= 1;
    if (openCount === 0) {
      document.documentElement.style.overflow = '';
      document.body.style.overflow = '';
    }
  };
}

interface ModalProps {
  /** The accessible name, usually the visible title. */
  title: string;
  /** Hide the visible title (when the content shows its own heading). */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Full-screen (lightboxes: an opaque black backdrop, nothing of the page shows through) or a centred panel. */
  variant?: 'panel' | 'fullscreen';
  maxWidth?: number;
}

/**
 * The one dialog of the site: focus moves in and stays inside, Escape closes, the page behind
 * does not scroll, and focus returns to what opened it.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  children,
  variant = 'panel',
  maxWidth = 640,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const node = dialog.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(focusable) ??
      node;
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(focusable)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      if (
        event.shiftKey &&
        (document.activeElement === firstItem || !node.contains(document.activeElement))
      ) {
        event.preventDefault();
        lastItem.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === lastItem || !node.contains(document.activeElement))
      ) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      unlock();
      opener?.focus?.();
    };
  }, []);

  const fullscreen = variant === 'fullscreen';
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only adds click-to-close for pointers; keyboard users have Escape and the close button.
    <div
      css={css`position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center; padding: ${fullscreen ? 0 : '12px'}; background: ${fullscreen ? 'rgb(0, 0, 0)' : 'rgba(0, 0, 0, 0.6)'};`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={css`
          position: relative;
          width: 100%;
          max-width: ${fullscreen ? '100%' : `${maxWidth}px`};
          max-height: ${fullscreen ? '100vh' : '95vh'};
          height: ${fullscreen ? '100vh' : 'auto'};
          overflow: auto;
          border-radius: ${fullscreen ? 0 : '16px'};
          background: ${fullscreen ? 'transparent' : 'var(--c-surface)'};
          color: var(--c-text);
          padding: ${fullscreen ? '12px' : '20px'};
          box-shadow: 0 20px 60px rgba(0, 0, 0, 0.4);
        `}
      >
        <h2
          id={titleId}
          className={hideTitle ? 'visually-hidden' : undefined}
          css={css`font-size: 1.3rem; padding-right: 48px;`}
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer"
          css={css`position: absolute; top: 10px; right: 10px; width: 44px; height: 44px; border-radius: 50%; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font-size: 1.4rem; cursor: pointer;`}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}

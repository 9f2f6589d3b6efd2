// Through the package's own entry: a shared singleton the page already has, not a second copy.
import { business } from '@parquet-alsace/shared/facts';

/**
 * A form that needs scripts to send what it carries (it writes to the backend from the browser)
 * is marked with this attribute: without scripts the page's `<noscript>` style hides it, so that
 * nothing typed is ever sent by the browser itself, its fields in the address. Its
 * `WithoutScriptLine` shows instead (docs/product-rules.md#forms-without-scripts). An entry of
 * its own (`@parquet-alsace/shared/without-script`), loaded only by the forms that use it.
 */
export const NEEDS_SCRIPT_ATTR = 'data-needs-script';
export const needsScript = { [NEEDS_SCRIPT_ATTR]: '' } as const;

/** Shown only without scripts, in place of a form marked `needsScript`: why, and how to reach us. */
export function WithoutScriptLine({ what }: { what: string }) {
  return (
    <p className="without-script">
      {what} fonctionne avec JavaScript, désactivé sur votre navigateur. Appelez-nous au{' '}
      <a href={business.phone.href}>{business.phone.display}</a>
      {business.email && (
        <>
          {' '}
          ou écrivez-nous à <a href={`mailto:${business.email}`}>{business.email}</a>
        </>
      )}
      .
    </p>
  );
}

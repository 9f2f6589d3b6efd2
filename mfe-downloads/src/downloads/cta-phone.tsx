import { business, track, trackPhoneClick } from '@parquet-alsace/shared';
import type { ReactNode } from 'react';

/** The phone link of this page: phone_click plus the downloads_cta event. */
export function CtaPhone({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a
      href={business.phone.href}
      className={className}
      onClick={() => {
        trackPhoneClick('downloads_cta');
        track('downloads_cta', {
          event_category: 'contact',
          phone_number: business.phone.e164,
          source: 'downloads_cta',
        });
      }}
    >
      {children}
    </a>
  );
}

import { useT } from '@client/lib/i18n/i18n-context';
import { mapSearchUrl } from '@shared/map-link';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** An address (or the venue showing it) that opens a map search for the address in a new tab. */
export function MapLink({
  address,
  children,
  className,
}: {
  address: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <a
      href={mapSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx('underline decoration-saffron/60 underline-offset-4 hover:decoration-2', className)}
    >
      {children}
      <span className="sr-only"> {t('event.mapNewTab')}</span>
    </a>
  );
}

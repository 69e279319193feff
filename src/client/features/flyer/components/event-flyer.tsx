import { ResponsiveImage, type ResponsiveImageProps } from '@client/components/responsive-image';
import { useT } from '@client/lib/i18n/i18n-context';
import { Calendar, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

type EventFlyerProps = {
  groupName: string;
  title: string;
  /** "Saturday, October 18, 2026" */
  date: string;
  time: string | null;
  venue: string;
  address: string;
  image: Omit<ResponsiveImageProps, 'alt'>;
  /** The QR code linking to the event's page (supplied by the page: features do not import each other). */
  qrCode: ReactNode;
  /** The event's address on the site, printed under the QR code for those who type it. */
  eventUrl: string;
  /** The site's address (host name), for everything else the group does. */
  siteAddress: string;
};

/**
 * One A4 page to print and pin up: the picture, the title, when and where, and a QR code to the event's page.
 * Text is dark on white and the colours are accents only, so it reads as well on a black-and-white printer.
 */
export function EventFlyer({
  groupName,
  title,
  date,
  time,
  venue,
  address,
  image,
  qrCode,
  eventUrl,
  siteAddress,
}: EventFlyerProps) {
  const t = useT();
  const fact = (icon: ReactNode, text: ReactNode) => (
    <p className="flex items-start gap-3">
      <span className="mt-1 text-primary">{icon}</span>
      <span>{text}</span>
    </p>
  );
  return (
    <article className="flyer mx-auto flex flex-col bg-white text-[#1c0a12]">
      <p className="border-[#8c1d2f] border-b-4 pb-2 font-bold text-[#8c1d2f] text-sm uppercase tracking-[0.3em]">
        {t('admin.flyer.presents', { group: groupName })}
      </p>
      <ResponsiveImage
        {...image}
        alt=""
        priority
        sizes="180mm"
        className="mt-5 aspect-[16/9] w-full rounded-lg border border-[#e8d5bc] object-cover"
      />
      <h1 className="mt-6 font-display text-[3.2rem] leading-tight">{title}</h1>
      <div className="mt-5 flex flex-col gap-2 text-2xl">
        {fact(<Calendar className="size-6" aria-hidden="true" />, date)}
        {time ? fact(<Clock className="size-6" aria-hidden="true" />, time) : null}
        {fact(
          <MapPin className="size-6" aria-hidden="true" />,
          <>
            <strong>{venue}</strong>
            <br />
            {address}
          </>,
        )}
      </div>
      <div className="mt-auto flex items-center gap-6 border-[#8c1d2f] border-t-4 pt-5">
        <div className="w-[48mm] shrink-0">{qrCode}</div>
        <div className="min-w-0">
          <p className="font-display text-2xl">{t('admin.flyer.scan')}</p>
          <p className="mt-2 break-all font-mono text-sm">{eventUrl}</p>
          <p className="mt-3 text-base">
            {t('admin.flyer.allEvents')} <strong>{siteAddress}</strong>
          </p>
        </div>
      </div>
    </article>
  );
}

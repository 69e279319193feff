import { artworkUrl } from '@shared/artwork';
import { effectiveEnd, isoWithOffset, startDayText } from '@shared/event-time';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Event } from '@shared/schemas/events';
import type { Series } from '@shared/schemas/series';
import type { SiteSettings } from '@shared/schemas/settings';
import { SHARE_CARD_SIZE, shareCardPath } from '@shared/share-card';
import type { Translate } from '../lib/i18n/i18n-context';
import type { PageHead } from './head';

/** The link-preview image when a page has none of its own (a 1200×630 crop of the bundled hero). */
export const DEFAULT_OG_IMAGE = '/og-default.jpg';

const truncate = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

export const homeHead = (s: SiteSettings): PageHead => ({
  title: `${s.groupName} | ${s.tagline}`,
  description: truncate(s.aboutText || s.tagline),
  image: DEFAULT_OG_IMAGE,
});

export const eventsHead = (s: SiteSettings, t: Translate): PageHead => ({
  title: t('head.events.title', { groupName: s.groupName }),
  description: t('head.events.description', { groupName: s.groupName }),
  image: DEFAULT_OG_IMAGE,
});

/** The gallery, or one event's album (`/gallery?event={slug}`) when its title is known. */
export const galleryHead = (s: SiteSettings, t: Translate, albumTitle?: string): PageHead => ({
  title: albumTitle
    ? t('head.album.title', { album: albumTitle, groupName: s.groupName })
    : t('head.gallery.title', { groupName: s.groupName }),
  description: albumTitle
    ? t('head.album.description', { album: albumTitle, groupName: s.groupName })
    : t('head.gallery.description', { groupName: s.groupName }),
  image: DEFAULT_OG_IMAGE,
});

export const contactHead = (s: SiteSettings, t: Translate): PageHead => ({
  title: t('head.contact.title', { groupName: s.groupName }),
  description: t('head.contact.description', { groupName: s.groupName }),
  image: DEFAULT_OG_IMAGE,
});

/** A series' page: its title and rule. */
export const seriesHead = (series: Series | undefined, s: SiteSettings, t: Translate): PageHead =>
  series
    ? {
        title: `${series.title} | ${s.groupName}`,
        description:
          `${t('head.series.where', { summary: series.summary, venue: series.venue })} ${series.description}`
            .trim()
            .slice(0, 160),
      }
    : { title: t('head.seriesNotFound', { groupName: s.groupName }), noindex: true };

export const notFoundHead = (t: Translate): PageHead => ({ title: t('notFound.title'), noindex: true });

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** "950 East Street, Tracy, CA 95376" as a schema.org PostalAddress (the street alone when it reads otherwise). */
function postalAddress(address: string): Record<string, string> {
  const m = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(address.trim());
  if (!m) return { '@type': 'PostalAddress', streetAddress: address };
  return {
    '@type': 'PostalAddress',
    streetAddress: m[1] ?? address,
    addressLocality: m[2] ?? '',
    addressRegion: m[3] ?? '',
    ...(m[4] ? { postalCode: m[4] } : {}),
    addressCountry: 'US',
  };
}

function availability(event: Event): string {
  if (event.status !== 'scheduled') return 'https://schema.org/Discontinued';
  const full = 'spotsLeft' in event && event.spotsLeft === 0;
  return event.registrationOpen && !full ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
}

/** The schema.org Event: the same instants as the page, the .ics file and the Google link (src/shared/event-time.ts). */
export function eventJsonLd(
  event: Event,
  s: SiteSettings,
  origin: string,
  timeZone: string,
  description: string,
) {
  const timing = {
    startsAt: new Date(event.startsAt),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
    timeKnown: event.timeKnown,
  };
  const end = effectiveEnd(timing, timeZone);
  const url = `${origin}/events/${encodeURIComponent(event.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    // With an unknown time of day, dates alone (an all-day event; its end is the next day's start).
    startDate: event.timeKnown ? isoWithOffset(timing.startsAt, timeZone) : startDayText(timing, timeZone),
    endDate: event.timeKnown
      ? isoWithOffset(end, timeZone)
      : startDayText({ ...timing, startsAt: new Date(end.getTime() - 1) }, timeZone),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    url,
    image: [absolute(event.featuredImage ?? artworkUrl(event.artwork, 1600), origin)],
    location: { '@type': 'Place', name: event.venue, address: postalAddress(event.address) },
    organizer: { '@type': 'Organization', name: s.groupName, url: origin },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: availability(event),
      url,
    },
  };
}

/** An event page: its own title, description, share card (its link preview) and schema.org Event data. */
export function eventHead(
  event: Event | undefined,
  s: SiteSettings,
  origin: string,
  timeZone: string,
  t: Translate,
  locale: Locale = DEFAULT_LOCALE,
): PageHead {
  if (!event) return { title: t('head.eventNotFound', { groupName: s.groupName }), noindex: true };
  const description = truncate(
    event.description || t('head.event.where', { event: event.title, venue: event.venue }),
  );
  return {
    title: `${event.title} | ${s.groupName}`,
    description,
    // Only the tags need it: its date would be the first the browser formats, 30-60 ms of Intl set-up on a phone
    // in the middle of hydration.
    // The card of the page's language: its title as the page shows it.
    image: () => shareCardPath(event, s.groupName, timeZone, locale),
    imageSize: SHARE_CARD_SIZE,
    type: 'article',
    // Built only when the head is rendered to tags (on the server): its zone arithmetic has no use in hydration.
    jsonLd: () => eventJsonLd(event, s, origin, timeZone, description),
  };
}

/** An event's call for volunteers. */
export function volunteerHead(event: Event | undefined, s: SiteSettings, t: Translate): PageHead {
  if (!event) return { title: t('head.eventNotFound', { groupName: s.groupName }), noindex: true };
  return {
    title: t('head.volunteer.title', { event: event.title, groupName: s.groupName }),
    description: t('head.volunteer.description', { event: event.title }),
    image: DEFAULT_OG_IMAGE,
  };
}

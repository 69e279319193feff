import { artworkUrl } from '@shared/artwork';
import { effectiveEnd, isoWithOffset, startDayText } from '@shared/event-time';
import type { Event } from '@shared/schemas/events';
import type { Series } from '@shared/schemas/series';
import type { SiteSettings } from '@shared/schemas/settings';
import { SHARE_CARD_SIZE, shareCardPath } from '@shared/share-card';
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

export const eventsHead = (s: SiteSettings): PageHead => ({
  title: `Community Events | ${s.groupName}`,
  description: `Festivals and gatherings of ${s.groupName}: dates, schedules, registration and stalls.`,
  image: DEFAULT_OG_IMAGE,
});

/** The gallery, or one event's album (`/gallery?event={slug}`) when its title is known. */
export const galleryHead = (s: SiteSettings, albumTitle?: string): PageHead => ({
  title: albumTitle ? `Photos: ${albumTitle} | ${s.groupName}` : `Community Gallery | ${s.groupName}`,
  description: albumTitle
    ? `Photos from ${albumTitle}, by ${s.groupName}.`
    : `Photos from the festivals and gatherings of ${s.groupName}.`,
  image: DEFAULT_OG_IMAGE,
});

export const contactHead = (s: SiteSettings): PageHead => ({
  title: `Contact | ${s.groupName}`,
  description: `Get in touch with ${s.groupName}. We typically respond within 24 hours.`,
  image: DEFAULT_OG_IMAGE,
});

/** A series' page: its title and rule. */
export const seriesHead = (series: Series | undefined, s: SiteSettings): PageHead =>
  series
    ? {
        title: `${series.title} | ${s.groupName}`,
        description: `${series.summary} at ${series.venue}. ${series.description}`.trim().slice(0, 160),
      }
    : { title: `Series not found | ${s.groupName}`, noindex: true };

export const notFoundHead = (): PageHead => ({ title: '404 Page Not Found', noindex: true });

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
): PageHead {
  if (!event) return { title: `Event not found | ${s.groupName}`, noindex: true };
  const description = truncate(event.description || `${event.title} at ${event.venue}.`);
  return {
    title: `${event.title} | ${s.groupName}`,
    description,
    // Only the tags need it: its date would be the first the browser formats, 30-60 ms of Intl set-up on a phone
    // in the middle of hydration.
    image: () => shareCardPath(event, s.groupName, timeZone),
    imageSize: SHARE_CARD_SIZE,
    type: 'article',
    // Built only when the head is rendered to tags (on the server): its zone arithmetic has no use in hydration.
    jsonLd: () => eventJsonLd(event, s, origin, timeZone, description),
  };
}

/** An event's call for volunteers. */
export function volunteerHead(event: Event | undefined, s: SiteSettings): PageHead {
  if (!event) return { title: `Event not found | ${s.groupName}`, noindex: true };
  return {
    title: `Volunteer at ${event.title} | ${s.groupName}`,
    description: `Sign up for a volunteer shift at ${event.title}: no account needed.`,
    image: DEFAULT_OG_IMAGE,
  };
}

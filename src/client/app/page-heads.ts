import heroImage from '@client/assets/hero-1600.webp';
import type { Event } from '@shared/schemas/events';
import type { SiteSettings } from '@shared/schemas/settings';
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

export const galleryHead = (s: SiteSettings): PageHead => ({
  title: `Community Gallery | ${s.groupName}`,
  description: `Photos from the festivals and gatherings of ${s.groupName}.`,
  image: DEFAULT_OG_IMAGE,
});

export const contactHead = (s: SiteSettings): PageHead => ({
  title: `Contact | ${s.groupName}`,
  description: `Get in touch with ${s.groupName}. We typically respond within 24 hours.`,
  image: DEFAULT_OG_IMAGE,
});

export const notFoundHead = (): PageHead => ({ title: '404 Page Not Found', noindex: true });

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** An event page: its own title, description, featured image and schema.org Event data. */
export function eventHead(event: Event | undefined, s: SiteSettings, origin: string): PageHead {
  if (!event) return { title: `Event not found | ${s.groupName}`, noindex: true };
  const image = event.featuredImage ?? DEFAULT_OG_IMAGE;
  const description = truncate(event.description || `${event.title} at ${event.venue}.`);
  return {
    title: `${event.title} | ${s.groupName}`,
    description,
    image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      startDate: event.date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: true,
      url: `${origin}/events/${encodeURIComponent(event.slug)}`,
      image: [absolute(event.featuredImage ?? heroImage, origin)],
      location: { '@type': 'Place', name: event.venue, address: event.address },
      organizer: { '@type': 'Organization', name: s.groupName, url: origin },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'USD',
        availability: event.registrationOpen ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url: `${origin}/events/${encodeURIComponent(event.slug)}`,
      },
    },
  };
}

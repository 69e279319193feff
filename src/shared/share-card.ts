import { artworkUrl, stableHash } from './artwork';
import { formatLongDate } from './dates';
import { DEFAULT_LOCALE, type Locale, localeConfig } from './i18n/locales';
import type { Event } from './schemas/events';

/** The link-preview picture of an event (1200×630, the size chat and social apps show large). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What an event's share card shows; any change to it is a new card (and a new URL, so apps fetch it again). */
export type ShareCardFacts = {
  title: string;
  /** "Saturday, October 18, 2025 · 5:00 PM - 10:00 PM" */
  when: string;
  venue: string;
  groupName: string;
  /** The event's picture: its featured image (largest variant) or its generated artwork. */
  picture: string;
};

/**
 * The card of an event as read in `locale` (its title in that language when written, its date in that language's
 * words: "शनिवार, 18 अक्तूबर 2025" on the Hindi page's card).
 */
export function shareCardFacts(
  event: Event,
  groupName: string,
  timeZone: string,
  locale: Locale = DEFAULT_LOCALE,
): ShareCardFacts {
  const largest = [...event.featuredImageVariants].sort((a, b) => b.width - a.width)[0];
  return {
    title: event.title,
    when: [formatLongDate(event.startsAt, timeZone, localeConfig(locale).intl), event.time]
      .filter(Boolean)
      .join(' · '),
    venue: event.venue,
    groupName,
    picture: event.featuredImage ? (largest?.url ?? event.featuredImage) : artworkUrl(event.artwork, 1600),
  };
}

/**
 * A short fingerprint of the facts: names the cached card and versions its URL. Its first number is the drawing's
 * version, raised when the drawing changes (3: the site's own fonts), so no card drawn before is kept or linked.
 */
export const shareCardVersion = (facts: ShareCardFacts) =>
  stableHash(
    JSON.stringify([3, facts.title, facts.when, facts.venue, facts.groupName, facts.picture]),
  ).toString(36);

/**
 * Where the card is served (site-relative), versioned by what it shows; `event` as read in `locale`, whose card
 * is asked for with `?lang=` (none for English).
 */
export function shareCardPath(
  event: Event,
  groupName: string,
  timeZone: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const version = shareCardVersion(shareCardFacts(event, groupName, timeZone, locale));
  const lang = locale === DEFAULT_LOCALE ? '' : `lang=${locale}&`;
  return `/events/${encodeURIComponent(event.slug)}/share.jpg?${lang}v=${version}`;
}

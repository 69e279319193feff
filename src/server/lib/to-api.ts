import { artworkFor } from '@shared/artwork';
import { eventStatusOf, eventTimeText } from '@shared/event-time';
import type { Event } from '@shared/schemas/events';
import type { GalleryImage } from '@shared/schemas/gallery';
import type { Registration } from '@shared/schemas/registrations';
import type { StallApplication } from '@shared/schemas/stalls';
import type { EventVideo } from '@shared/schemas/videos';
import type {
  events,
  eventVideos,
  galleryImages,
  registrations,
  StoredVariant,
  stallApplications,
} from '../db/schema';

// Row-to-API mappers: the API speaks ISO dates and browser-loadable URLs, the database keys and timestamps.

type UrlFor = (key: string) => string;

const variantsToApi = (variants: StoredVariant[], urlFor: UrlFor) =>
  variants.map((v) => ({ width: v.width, url: urlFor(v.path) }));

/** `artwork`: the event's stand-in picture as chosen among the upcoming events (assignArtwork); else its own. */
export function eventToApi(
  row: typeof events.$inferSelect,
  urlFor: UrlFor,
  timeZone: string,
  now: Date = new Date(),
  artwork: string = artworkFor(row),
): Event {
  const stallsFull = row.stallCapacity !== null && row.approvedStalls >= row.stallCapacity;
  const spotsLeft = row.capacity === null ? null : Math.max(0, row.capacity - row.confirmedPeople);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    date: row.startsAt.toISOString(),
    time: eventTimeText(row, timeZone),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timeKnown: row.timeKnown,
    status: eventStatusOf(row, timeZone, now),
    published: row.published,
    cancellationMessage: row.cancellationMessage,
    venue: row.venue,
    address: row.address,
    highlights: row.highlights,
    schedule: row.schedule,
    whatToBring: row.whatToBring,
    sponsors: row.sponsors,
    activities: row.activities,
    registrationOpen: row.registrationOpen,
    acceptStallApplications: row.acceptStallApplications,
    stallCapacity: row.stallCapacity,
    stallWaitlist: row.stallWaitlist,
    stallsFull,
    stallApplicationsOpen: row.acceptStallApplications && (!stallsFull || row.stallWaitlist),
    capacity: row.capacity,
    spotsLeft,
    reminderHoursBefore: row.reminderHoursBefore,
    ticketTypes: row.ticketTypes
      .filter((t) => !t.archived)
      .map(({ archived: _archived, ...type }) => {
        const own =
          type.capacity === null ? null : Math.max(0, type.capacity - (row.confirmedByType[type.id] ?? 0));
        return {
          ...type,
          spotsLeft: own === null ? spotsLeft : spotsLeft === null ? own : Math.min(own, spotsLeft),
        };
      }),
    guestNames: row.guestNames,
    questions: row.questions.filter((q) => !q.archived).map(({ archived: _archived, ...q }) => q),
    featuredImage: row.featuredImage ? urlFor(row.featuredImage) : null,
    featuredImageWidth: row.featuredImageWidth,
    featuredImageHeight: row.featuredImageHeight,
    featuredImageVariants: variantsToApi(row.featuredImageVariants, urlFor),
    artwork,
    seriesId: row.seriesId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function galleryImageToApi(row: typeof galleryImages.$inferSelect, urlFor: UrlFor): GalleryImage {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    imagePath: urlFor(row.imagePath),
    width: row.width,
    height: row.height,
    variants: variantsToApi(row.variants, urlFor),
    eventId: row.eventId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function videoToApi(row: typeof eventVideos.$inferSelect): EventVideo {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    videoUrl: row.videoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function stallApplicationToApi(row: typeof stallApplications.$inferSelect): StallApplication {
  return {
    id: row.id,
    eventId: row.eventId,
    businessName: row.businessName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    businessType: row.businessType,
    productsServices: row.productsServices,
    specialRequirements: row.specialRequirements,
    listPublicly: row.listPublicly,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A registration as its registrant sees it: the ticket while confirmed, the waitlist place while waiting. */
export const registrationToApi = (
  row: typeof registrations.$inferSelect,
  waitlistPosition: number | null,
): Registration => ({
  id: row.id,
  eventId: row.eventId,
  fullName: row.fullName,
  // Only a walk-up registered at the door has no address, and it has no manage token either: it never reaches
  // the registrant's own answers. The admin's answer gives the stored value (null).
  email: row.email ?? '',
  phone: row.phone,
  guestCount: row.guestCount,
  selectedActivities: row.selectedActivities,
  activityResponses: row.activityResponses,
  notes: row.notes,
  tickets: row.tickets,
  guests: row.guests,
  answers: row.answers,
  status: row.status,
  waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
  ticketCode: row.status === 'confirmed' ? row.ticketCode : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

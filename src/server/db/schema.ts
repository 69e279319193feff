import type { Locale } from '@shared/i18n/locales';
import type { UserRole } from '@shared/schemas/auth';
import type { EventMessageAudience } from '@shared/schemas/event-messages';
import type { EventTranslations } from '@shared/schemas/event-translations';
import type {
  Answer,
  Guest,
  GuestNames,
  Question,
  TicketLine,
  TicketType,
} from '@shared/schemas/registration-shape';
import type { SettingsTranslations } from '@shared/schemas/settings-translations';
import type { StallApplicationStatus } from '@shared/schemas/stalls';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables for every entity of the site (docs/product-rules.md), the mail outbox, rate-limit counters and the
// audit log. Only SQL that both PostgreSQL 15 and PGlite (18) accept.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type StoredVariant = { width: number; path: string };
export type StoredScheduleItem = { time: string; activity: string; description?: string };
export type StoredSponsor = { name: string; benefits?: string };
export type StoredActivityGroup = {
  category: string;
  instructions?: string;
  options: { id: string; name: string }[];
};
export type StoredActivityResponse = { category: string; response: string };
/** A type or question removed while registrations use it stays, archived: named in lists, never offered again. */
export type StoredTicketType = TicketType & { archived?: true };
export type StoredQuestion = Question & { archived?: true };

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** admin: the whole dashboard; door: only the check-in screen and its calls (docs/product-rules.md). */
    role: text('role').$type<UserRole>().notNull().default('admin'),
    email: text('email').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('admin', 'door')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** The event fields every date of a series is made with: all of an event's but its time and slug. */
export type StoredSeriesTemplate = {
  title: string;
  description: string;
  venue: string;
  address: string;
  published: boolean;
  highlights: string[];
  schedule: StoredScheduleItem[];
  whatToBring: string[];
  sponsors: StoredSponsor[];
  activities: StoredActivityGroup[];
  registrationOpen: boolean;
  acceptStallApplications: boolean;
  stallCapacity: number | null;
  stallWaitlist: boolean;
  capacity: number | null;
  reminderHoursBefore: number | null;
};
export type SeriesFrequency = 'weekly' | 'monthly';

/**
 * Events that repeat (docs/product-rules.md, "Series"): the rule and the template its dates are made from. Each
 * date is an event of its own (events.series_id), made up to twelve months ahead and added as time passes; the
 * rule's times are wall-clock times in the site's zone (docs/event-times.md).
 */
export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    template: jsonb('template').$type<StoredSeriesTemplate>().notNull(),
    freq: text('freq').$type<SeriesFrequency>().notNull(),
    interval: integer('interval').notNull().default(1),
    /** MO…SU; empty: the weekday (or, monthly, the day of the month) of start_date. */
    byWeekday: jsonb('by_weekday').$type<string[]>().notNull().default([]),
    /** Monthly: which of the month's byWeekday days (1 the first, -1 the last). */
    bySetPos: integer('by_set_pos'),
    /** The last day dates may fall on (inclusive), or null. */
    untilDate: date('until_date', { mode: 'string' }),
    /** How many dates the rule makes (exceptions included, as in RFC 5545), or null. */
    count: integer('count'),
    /** The first date: the rule's DTSTART day. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** "18:00": the wall-clock start in the site's zone of the dates made from now on. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Days (YYYY-MM-DD) the rule skips. */
    exceptions: jsonb('exceptions').$type<string[]>().notNull().default([]),
    /** Dates up to this day have been made; later ones are added as time passes. */
    generatedUntil: date('generated_until', { mode: 'string' }).notNull(),
    /** The series calendar entry's SEQUENCE. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('series_freq_check', sql`${t.freq} in ('weekly', 'monthly')`)],
);

export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The start instant; with an unknown time of day, the first moment of its day in the site's zone. */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  timeKnown: boolean('time_known').notNull().default(false),
  /** scheduled or cancelled; "ended" is worked out from the end (src/shared/event-time.ts). */
  status: text('status').$type<'scheduled' | 'cancelled'>().notNull().default('scheduled'),
  published: boolean('published').notNull().default(true),
  cancellationMessage: text('cancellation_message'),
  /** The calendar entry's SEQUENCE: raised on every change so calendar apps apply it. */
  icsSequence: integer('ics_sequence').notNull().default(0),
  /**
   * The free-text time from before start and end were stored: '' or its text until read at start-up
   * (src/server/db/event-times-migration.ts); a text that could not be read stays here, nothing is lost.
   */
  legacyTime: text('legacy_time'),
  venue: text('venue').notNull(),
  address: text('address').notNull(),
  highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
  schedule: jsonb('schedule').$type<StoredScheduleItem[]>().notNull().default([]),
  whatToBring: jsonb('what_to_bring').$type<string[]>().notNull().default([]),
  sponsors: jsonb('sponsors').$type<StoredSponsor[]>().notNull().default([]),
  activities: jsonb('activities').$type<StoredActivityGroup[]>().notNull().default([]),
  registrationOpen: boolean('registration_open').notNull().default(true),
  acceptStallApplications: boolean('accept_stall_applications').notNull().default(false),
  /** How many stalls can be approved; null: no limit. */
  stallCapacity: integer('stall_capacity'),
  /** Once the approved stalls reach the capacity, new applications are still taken, as waitlisted. */
  stallWaitlist: boolean('stall_waitlist').notNull().default(false),
  /**
   * Approved stall applications, recounted by every transaction that decides or deletes one while it holds this
   * row's lock (modules/stalls/admin-repository.ts), so public reads can tell whether stalls are left.
   */
  approvedStalls: integer('approved_stalls').notNull().default(0),
  /** Storage key of the featured image's original; its variants and size alongside. */
  featuredImage: text('featured_image'),
  featuredImageWidth: integer('featured_image_width'),
  featuredImageHeight: integer('featured_image_height'),
  featuredImageVariants: jsonb('featured_image_variants').$type<StoredVariant[]>().notNull().default([]),
  /** People (guests included) the event can take; null for no limit. */
  capacity: integer('capacity'),
  /**
   * People in confirmed registrations, recounted by every transaction that changes them while it holds this row's
   * lock (see modules/registrations/places.ts), so public reads can show the places left without counting.
   */
  confirmedPeople: integer('confirmed_people').notNull().default(0),
  /** How long before the start confirmed registrants are mailed a reminder; null: no reminders. */
  reminderHoursBefore: integer('reminder_hours_before').default(24),
  /** The series this event is a date of (docs/product-rules.md, "Series"); null for a one-off event. */
  seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
  /** Ticket types in order (docs/product-rules.md); none: one implicit type, as before types existed. */
  ticketTypes: jsonb('ticket_types').$type<StoredTicketType[]>().notNull().default([]),
  /** People in confirmed registrations per ticket type, recounted with confirmedPeople under the same lock. */
  confirmedByType: jsonb('confirmed_by_type').$type<Record<string, number>>().notNull().default({}),
  /** Whether the form asks a name for each person after the first. */
  guestNames: text('guest_names').$type<GuestNames>().notNull().default('off'),
  /** The organiser's own questions, in order. */
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
  /** The content in the site's other languages, by language (docs/i18n.md, "Content"); English is the columns. */
  translations: jsonb('translations').$type<EventTranslations>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The addresses an event had before its current slug: each leads to the event (a 301 to its page), and no other
 * event may take one while the event exists (docs/product-rules.md, "Events").
 */
export const eventPreviousSlugs = pgTable(
  'event_previous_slugs',
  {
    slug: text('slug').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** When the event left this address. */
    createdAt: createdAt(),
  },
  (t) => [index('event_previous_slugs_event_idx').on(t.eventId)],
);

/**
 * What the console's search looks in, lower-cased: name, address, phone and ticket code, split by a character no
 * query contains (a line break) so a match cannot run from one field into the next.
 */
export const REGISTRATION_SEARCH_TEXT = sql.raw(
  "lower(full_name || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, '') || E'\\n' || ticket_code)",
);

export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Null for a walk-up registered at the door without an address (nothing is mailed to it). */
    email: text('email'),
    phone: text('phone'),
    guestCount: integer('guest_count').notNull().default(1),
    selectedActivities: jsonb('selected_activities').$type<string[]>().notNull().default([]),
    activityResponses: jsonb('activity_responses').$type<StoredActivityResponse[]>().notNull().default([]),
    /**
     * The name of each chosen option (by id) when it was chosen, so an option the event later drops is still
     * named in the admin's lists and exports.
     */
    selectedActivityNames: jsonb('selected_activity_names')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    notes: text('notes'),
    adminComment: text('admin_comment'),
    /** SHA-256 of the manage token handed to the registrant; the token itself is never stored. */
    manageTokenHash: text('manage_token_hash'),
    status: text('status').$type<RegistrationStatus>().notNull().default('confirmed'),
    /** Place in the event's waitlist (lower goes first) while waitlisted; null otherwise. */
    waitlistOrder: integer('waitlist_order'),
    /**
     * The ticket shown at the door as a QR code: random, unguessable, looked up by value. Made by the app on
     * sign-up; the default covers rows stored before tickets existed and rows inserted by hand.
     */
    ticketCode: text('ticket_code')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    /** When the reminder mail was stored for sending (claimed once, by one sweep of one instance); null before. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * People of the party checked in and not undone: the sum of its live `check_ins`, kept on the row so one
     * statement can admit people without over-admitting (modules/check-ins/repository.ts).
     */
    checkedInPeople: integer('checked_in_people').notNull().default(0),
    /**
     * The party by ticket type (quantities add up to guest_count); empty on an event without types. Counted per
     * type under the event's lock (modules/registrations/places-repository.ts).
     */
    tickets: jsonb('tickets').$type<TicketLine[]>().notNull().default([]),
    /** The names of the people after the first, in order (and each one's ticket type, when the event has types). */
    guests: jsonb('guests').$type<Guest[]>().notNull().default([]),
    /** Answers to the event's questions. */
    answers: jsonb('answers').$type<Answer[]>().notNull().default([]),
    /**
     * Where the sign-up came from: the link's source tag (`qr`, `whatsapp`), the referring site's host, `direct`,
     * or `walk-up` (docs/product-rules.md, "Insights"); null for sign-ups stored before sources were recorded.
     */
    source: text('source'),
    /** The language of the page the sign-up was made on: every mail to the registrant is in it (docs/i18n.md). */
    language: text('language').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // By event, in the order lists and exports page through them (keyset on created_at, id).
    index('registrations_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('registrations_email_idx').on(t.email),
    // The console's list a page at a time, sorted by name or party size within an event, or newest first across
    // events: each order walks an index instead of sorting the event's rows for every page.
    // Every column of the order, the tie-breaking id included: with one missing, the planner sorts the event's
    // rows instead of walking the index.
    index('registrations_event_name_idx').on(t.eventId, sql`lower(${t.fullName})`, t.fullName, t.id),
    index('registrations_event_people_idx').on(t.eventId, t.guestCount, t.createdAt, t.id),
    index('registrations_created_idx').on(t.createdAt),
    // One live registration per person per event, whatever the letter case of the address; a cancelled one
    // does not count, so its registrant may register again.
    uniqueIndex('registrations_event_email_unique')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('registrations_ticket_code_unique').on(t.ticketCode),
    // The console's search (any part of name, address, phone or ticket code, any case): pg_trgm serves
    // `like '%…%'` on this very expression.
    index('registrations_search_trgm_idx').using('gin', sql`(${REGISTRATION_SEARCH_TEXT}) gin_trgm_ops`),
    index('registrations_event_waitlist_idx')
      .on(t.eventId, t.waitlistOrder)
      .where(sql`${t.status} = 'waitlisted'`),
    check('registrations_status_check', sql`${t.status} in ('confirmed', 'waitlisted', 'cancelled')`),
  ],
);

/**
 * People of a party let in at the door: who let them in (user and username, kept if the account goes), from
 * which device (the id the check-in screen sends, and its user agent) and when. An undone check-in stays, marked
 * undone, so the door's history is complete; only rows not undone count. `client_id` is the id the device gave
 * the check-in (unique), so a check-in synced twice from an offline queue is stored once.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    people: integer('people').notNull(),
    clientId: uuid('client_id').unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (t) => [
    index('check_ins_registration_idx').on(t.registrationId).where(sql`${t.undoneAt} is null`),
    index('check_ins_event_idx').on(t.eventId),
    check('check_ins_people_check', sql`${t.people} >= 1`),
  ],
);

/**
 * Manage links mailed on request (SHA-256 of each token): a new one leaves the registrant's working links alone,
 * up to a few live ones, the oldest dropped beyond that. The token given at sign-up is the registration's own.
 */
export const registrationManageTokens = pgTable(
  'registration_manage_tokens',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.tokenHash] })],
);

/**
 * The answers of `POST /api/registrations` sent with an `Idempotency-Key` (docs/product-rules.md, "Submitted
 * once"): stored in the transaction that stores the registration, so neither exists without the other. A
 * repeat with the key and the same body answers this registration again; after 24 hours the key is forgotten.
 */
export const registrationIdempotencyKeys = pgTable(
  'registration_idempotency_keys',
  {
    /** SHA-256 of the key: the key itself, which unseals the token below, is never stored. */
    keyHash: text('key_hash').primaryKey(),
    /** SHA-256 of the request's body: the key answers only the request it was first sent with. */
    requestHash: text('request_hash').notNull(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The manage token of the first answer, encrypted with a key derived from the idempotency key. */
    sealedManageToken: text('sealed_manage_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registration_idempotency_keys_created_idx').on(t.createdAt)],
);

export const stallApplications = pgTable(
  'stall_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type').notNull(),
    productsServices: text('products_services').notNull(),
    specialRequirements: text('special_requirements'),
    /** The applicant's consent to be listed under "Meet Our Vendors" once approved. */
    listPublicly: boolean('list_publicly').notNull().default(false),
    status: text('status').$type<StallApplicationStatus>().notNull().default('pending'),
    /** When the current status was decided by an admin (null while pending from the start). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The language of the page the application was sent from: the applicant's mails are in it (docs/i18n.md). */
    language: text('language').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stall_applications_event_idx').on(t.eventId),
    index('stall_applications_email_idx').on(t.email),
    // One application per business per applicant per event, whatever the letter case.
    uniqueIndex('stall_applications_event_email_business_unique').on(
      t.eventId,
      sql`lower(${t.email})`,
      sql`lower(${t.businessName})`,
    ),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title'),
    caption: text('caption'),
    /** Storage key of the original upload. */
    imagePath: text('image_path').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_event_idx').on(t.eventId)],
);

export const eventVideos = pgTable(
  'event_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title'),
    videoUrl: text('video_url').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_videos_event_idx').on(t.eventId)],
);

export const downloadLinks = pgTable(
  'download_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('download_links_event_idx').on(t.eventId), index('download_links_token_idx').on(t.token)],
);

export const siteSettings = pgTable('site_settings', {
  /** A single row with id 1. */
  id: integer('id').primaryKey().default(1),
  groupName: text('group_name'),
  tagline: text('tagline'),
  aboutText: text('about_text'),
  contactEmail: text('contact_email'),
  whatsappLink: text('whatsapp_link'),
  instagramLink: text('instagram_link'),
  announcementText: text('announcement_text'),
  showAnnouncement: boolean('show_announcement').notNull().default(false),
  /** The tagline, about text and announcement in the site's other languages (docs/i18n.md, "Content"). */
  translations: jsonb('translations').$type<SettingsTranslations>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** When the latest reply was mailed (null: never answered); the replies are in contact_message_replies. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Every reply an admin mailed to a contact message's sender, kept in order: a new one never replaces the last. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The admin's username (kept when the account is removed). */
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

/** A message an admin wrote to an event's registrants; its mails are outbound_emails rows pointing at it. */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: text('audience').$type<EventMessageAudience>().notNull(),
    /** The shift whose volunteers it went to (audience shift-volunteers); null for every other audience. */
    shiftId: uuid('shift_id').references(() => volunteerShifts.id, { onDelete: 'set null' }),
    /** How many registrations it was addressed to (one mail each). */
    recipientCount: integer('recipient_count').notNull(),
    /** The admin's username. */
    sentBy: text('sent_by'),
    createdAt: createdAt(),
  },
  (t) => [index('event_messages_event_created_idx').on(t.eventId, t.createdAt)],
);

/** Addresses that asked for no more messages about an event (reminders and their own mails still go). */
export const eventMessageOptOuts = pgTable(
  'event_message_opt_outs',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] })],
);

/** Every mail is stored before it is sent, so a mail failure never loses it and can be retried or shown. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipients: text('recipients').notNull(),
    subject: text('subject').notNull(),
    /** The rendered message (nodemailer options without transport details); emptied once sent. */
    message: jsonb('message').notNull(),
    /**
     * pending until sent; failed once every retry failed; held: never sent (an acknowledgement over its address's
     * hourly limit). Failed and held ones are shown to the admin.
     */
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'held'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending mail is next due: now for a new one, later after a failed try or while one is sending. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The database session name (application_name) of the process sending it right now; null when none is. */
    claimedBy: text('claimed_by'),
    /**
     * Makes a mail unique where it must go once only (`event-message:<message>:<registration>`,
     * `reminder:<registration>`): a second insert with the same key is dropped.
     */
    dedupeKey: text('dedupe_key'),
    /** The admin's message to attendees this mail delivers, for its delivered and failed counts. */
    eventMessageId: uuid('event_message_id').references(() => eventMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbound_emails_dedupe_key_unique').on(t.dedupeKey),
    index('outbound_emails_event_message_idx')
      .on(t.eventMessageId)
      .where(sql`${t.eventMessageId} is not null`),
    index('outbound_emails_status_idx').on(t.status),
    index('outbound_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Fixed-window counters shared by every instance (login lockout, public write limits). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Small key-value facts about this installation (demo seeded, generated secrets), shared by all instances. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A volunteer shift of an event (docs/product-rules.md, "Volunteers"): a role, when, and how many people. */
export const volunteerShifts = pgTable(
  'volunteer_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many volunteers the shift takes; sign-ups beyond it are refused (decided with the row locked). */
    needed: integer('needed').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('volunteer_shifts_event_idx').on(t.eventId, t.startsAt),
    check('volunteer_shifts_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('volunteer_shifts_needed_check', sql`${t.needed} >= 1`),
  ],
);

/** Someone who signed up to volunteer at an event, once per address; their shifts are volunteer_assignments. */
export const volunteers = pgTable(
  'volunteers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes'),
    /** SHA-256 of the manage token handed to the volunteer; the token itself is never stored. */
    manageTokenHash: text('manage_token_hash').notNull(),
    /** The language of the page the volunteer signed up on: their mails are in it (docs/i18n.md). */
    language: text('language').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('volunteers_event_email_unique').on(t.eventId, sql`lower(${t.email})`)],
);

/**
 * A volunteer holding a place on a shift. Its two reminders are claimed once each (by one sweep of one
 * instance), and the door marks when the volunteer arrived.
 */
export const volunteerAssignments = pgTable(
  'volunteer_assignments',
  {
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => volunteerShifts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the day-before reminder was stored for sending; null before. */
    dayReminderSentAt: timestamp('day_reminder_sent_at', { withTimezone: true }),
    /** When the two-hours-before reminder was stored for sending; null before. */
    soonReminderSentAt: timestamp('soon_reminder_sent_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The door account's username that checked the volunteer in. */
    checkedInBy: text('checked_in_by'),
  },
  (t) => [
    primaryKey({ columns: [t.volunteerId, t.shiftId] }),
    index('volunteer_assignments_shift_idx').on(t.shiftId),
  ],
);

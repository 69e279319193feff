import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH, MIN_PRODUCTS_LENGTH } from '../constants';
import { emailField, eventIdField, honeypotField, languageField } from './registrations';

// Stall application rules (docs/product-rules.md, "Stall applications"); messages are shown word for word.

export const BUSINESS_NAME_MESSAGE = 'Business name is required';
export const CONTACT_PERSON_MESSAGE = 'Contact person name is required';
export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const BUSINESS_TYPE_MESSAGE = 'Business type is required';
export const PRODUCTS_MESSAGE = 'Please describe your products/services';
export const LIST_PUBLICLY_LABEL = 'List my business on the event page';

/** Answers of POST /api/stall-applications besides validation: a repeat (409), a full event (403). */
export const DUPLICATE_STALL_APPLICATION_MESSAGE =
  'You have already applied for a stall at this event with this email and business name';
export const STALLS_FULL_MESSAGE = 'Stall applications are closed: all stalls are taken';
/** Shown above the form when the stalls are taken but the event keeps a waitlist. */
export const STALLS_WAITLIST_NOTE =
  'All stalls are taken: your application will join the waiting list, and we will tell you if a stall frees up.';

export const STALL_APPLICATION_STATUSES = ['pending', 'approved', 'waitlisted', 'declined'] as const;
export type StallApplicationStatus = (typeof STALL_APPLICATION_STATUSES)[number];

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);

const stallFields = {
  businessName: text(MIN_NAME_LENGTH, 100, BUSINESS_NAME_MESSAGE),
  contactPerson: text(MIN_NAME_LENGTH, 100, CONTACT_PERSON_MESSAGE),
  email: emailField,
  phone: text(MIN_PHONE_LENGTH, 30, PHONE_MESSAGE),
  businessType: text(2, 100, BUSINESS_TYPE_MESSAGE),
  productsServices: text(MIN_PRODUCTS_LENGTH, 2000, PRODUCTS_MESSAGE),
  specialRequirements: z.string().trim().max(2000, 'Must be at most 2000 characters').nullish(),
  /** Consent to be listed under "Meet Our Vendors" once approved. */
  listPublicly: z.boolean().optional(),
  website: honeypotField,
};

/** The dialog's form values (it knows the event). */
export const stallApplicationFormSchema = z.strictObject(stallFields);
export type StallApplicationFormValues = z.input<typeof stallApplicationFormSchema>;

/** POST /api/stall-applications. */
export const stallApplicationInputSchema = z.strictObject({
  eventId: eventIdField,
  ...stallFields,
  /** The page's language: the applicant's mails are in it (English when left out). */
  language: languageField,
});
export type StallApplicationInput = z.input<typeof stallApplicationInputSchema>;

export const stallApplicationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  businessType: z.string(),
  productsServices: z.string(),
  specialRequirements: z.string().nullable(),
  listPublicly: z.boolean(),
  status: z.enum(STALL_APPLICATION_STATUSES),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StallApplication = z.infer<typeof stallApplicationSchema>;

/** One entry of GET /api/events/:id/vendors: an approved vendor who agreed to be listed. */
export const publicVendorSchema = z.object({
  businessName: z.string(),
  businessType: z.string(),
  productsServices: z.string(),
});
export type PublicVendor = z.infer<typeof publicVendorSchema>;

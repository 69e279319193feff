import type { MessageKey, Translate } from './i18n-context';
import { translateRefusal } from './server-refusals';

/**
 * The shared schemas' messages a visitor can meet in the public forms (the registration, stall and volunteer
 * forms, a series' sign-up, and the server's refusals those forms show), by their message ids. The keys are the
 * schemas' English word for word (a unit test checks them against the schemas and the English catalogue): the
 * forms keep the API's words in English and show the page's language otherwise. Written out here rather than
 * imported, so a form's chunk does not take in the schema modules (and zod) for their strings.
 */
export const SCHEMA_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  'Name must be at least 2 characters': 'form.error.name',
  'Please enter a valid email address': 'contact.error.email',
  'Must have at least 1 guest': 'form.error.minGuests',
  'Maximum 20 guests allowed': 'form.error.maxGuests',
  'Tickets must add up to between 1 and 20 people': 'form.error.ticketsTotal',
  'Choose at least one date': 'form.error.chooseDate',
  'Business name is required': 'stall.error.businessName',
  'Contact person name is required': 'stall.error.contactPerson',
  'Please enter a valid phone number': 'form.error.phone',
  'Business type is required': 'stall.error.businessType',
  'Please describe your products/services': 'stall.error.products',
  'You have already applied for a stall at this event with this email and business name':
    'stall.error.duplicate',
  'Stall applications are closed: all stalls are taken': 'stall.full',
  'Choose at least one shift': 'volunteer.error.chooseShift',
};

/**
 * A schema's message, or a server's refusal (server-refusals.ts), in the page's language; one it does not know stays
 * as the schema (or server) wrote it.
 */
export function translateSchemaMessage(message: string, t: Translate): string {
  const id = SCHEMA_MESSAGE_IDS[message];
  return id ? t(id) : (translateRefusal(message, t) ?? message);
}

import { manageLinkMessage } from '../src/server/modules/registrations/messages/manage-link';
import {
  partyChangedMessage,
  registrationCancelledMessage,
} from '../src/server/modules/registrations/messages/registration-changes';
import { registrationConfirmation } from '../src/server/modules/registrations/messages/registration-confirmation';
import { waitlistConfirmation } from '../src/server/modules/registrations/messages/waitlist-confirmation';
import type { MailMessage } from '../src/server/plugins/mail/mail-message';

type RegistrantMailsInput = Parameters<typeof registrationConfirmation>[0] & { manageUrl: string };

/**
 * The mails a registrant gets about their own registration, by name: each kind once, and the waitlisted party's
 * variants, for checks that must hold for every one of them.
 */
export function registrantMails({ manageUrl, ...input }: RegistrantMailsInput): Record<string, MailMessage> {
  return {
    confirmation: registrationConfirmation({ ...input, manageUrl }),
    promotion: registrationConfirmation({ ...input, manageUrl: null, promoted: true }),
    waitlist: waitlistConfirmation({ ...input, manageUrl, waitlistPosition: 2 }),
    manageLink: manageLinkMessage({ ...input, manageUrl }),
    partyChanged: partyChangedMessage({ ...input, previousGuestCount: 3, waitlistPosition: null }),
    waitingPartyChanged: partyChangedMessage({ ...input, previousGuestCount: 3, waitlistPosition: 2 }),
    registrationCancelled: registrationCancelledMessage({ ...input, by: 'registrant' }),
  };
}

import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import type { TicketType } from '@shared/schemas/registration-shape';
import { Hourglass } from 'lucide-react';
import { CloseFooter, RegistrationDetails, type RegistrationSummary } from './registration-summary';

export type WaitlistedSummary = RegistrationSummary & { waitlistPosition: number | null };

/** Shown instead of the success view when the party did not fit: its place in line and what happens next. */
export function RegistrationWaitlisted({
  eventTitle,
  registration,
  onClose,
  ticketTypes,
  mailEnabled = true,
}: {
  eventTitle: string;
  registration: WaitlistedSummary;
  onClose: () => void;
  /** The event's ticket types, to show the party by type. */
  ticketTypes?: readonly Pick<TicketType, 'id' | 'name'>[];
  /** Whether the site's mail reaches people: else no email is promised. */
  mailEnabled?: boolean;
}) {
  return (
    <>
      <DialogHeader className="items-center text-center">
        <Hourglass className="size-12 text-saffron" aria-hidden="true" />
        <DialogTitle>You're on the waitlist</DialogTitle>
        <DialogDescription>{eventTitle} is full right now.</DialogDescription>
      </DialogHeader>
      {registration.waitlistPosition !== null ? (
        <p className="text-center font-semibold text-lg" data-testid="waitlist-position">
          You are number {registration.waitlistPosition} on the waitlist.
        </p>
      ) : null}
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} />
      <div className="space-y-2 text-muted-foreground text-sm">
        <p className="font-medium text-foreground">What happens next</p>
        {mailEnabled ? (
          <>
            <p>
              When places free up, waiting parties that fit are confirmed in waitlist order. If yours is, we
              will email you your ticket straight away: there is nothing else you need to do.
            </p>
            <p>
              An email with a link to change your registration or leave the waitlist is on its way to your
              inbox.
            </p>
          </>
        ) : (
          <p>
            We've saved your registration. When places free up, waiting parties that fit are confirmed in
            waitlist order. This site sends no email at the moment: open this event again on this device to
            see whether yours is.
          </p>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </>
  );
}

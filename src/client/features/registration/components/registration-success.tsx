import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import type { TicketType } from '@shared/schemas/registration-shape';
import { CheckCircle2 } from 'lucide-react';
import { CloseFooter, RegistrationDetails, type RegistrationSummary } from './registration-summary';

/** The success view: the details and a Close button. */
export function RegistrationSuccess({
  eventTitle,
  registration,
  onClose,
  ticketTypes,
  mailEnabled = true,
}: {
  eventTitle: string;
  registration: RegistrationSummary;
  onClose: () => void;
  /** The event's ticket types, to show the party by type. */
  ticketTypes?: readonly Pick<TicketType, 'id' | 'name'>[];
  /** Whether the site's mail reaches people: else no email is promised. */
  mailEnabled?: boolean;
}) {
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <DialogTitle>Registration Successful!</DialogTitle>
        <DialogDescription>Thank you for registering for {eventTitle}.</DialogDescription>
      </DialogHeader>
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} eventTitle={eventTitle} />
      <p className="text-muted-foreground text-sm">
        {mailEnabled
          ? 'A confirmation with a link to change your registration is on its way to your inbox.'
          : "We've saved your registration. This site sends no email at the moment, so keep this page's details: you can change your registration from this device."}
      </p>
      <CloseFooter onClose={onClose} />
    </>
  );
}

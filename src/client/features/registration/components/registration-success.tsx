import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <DialogTitle>{t('registration.success.title')}</DialogTitle>
        <DialogDescription>{t('registration.success.thanks', { event: eventTitle })}</DialogDescription>
      </DialogHeader>
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} eventTitle={eventTitle} />
      <p className="text-muted-foreground text-sm">
        {mailEnabled ? t('registration.success.mail') : t('registration.success.noMail')}
      </p>
      <CloseFooter onClose={onClose} />
    </>
  );
}

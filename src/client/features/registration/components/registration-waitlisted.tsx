import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <Hourglass className="size-12 text-saffron" aria-hidden="true" />
        <DialogTitle>{t('registration.waitlisted.title')}</DialogTitle>
        <DialogDescription>{t('registration.waitlisted.full', { event: eventTitle })}</DialogDescription>
      </DialogHeader>
      {registration.waitlistPosition !== null ? (
        <p className="text-center font-semibold text-lg" data-testid="waitlist-position">
          {t('registration.waitlisted.position', { position: registration.waitlistPosition })}
        </p>
      ) : null}
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} />
      <div className="space-y-2 text-muted-foreground text-sm">
        <p className="font-medium text-foreground">{t('registration.waitlisted.next')}</p>
        {mailEnabled ? (
          <>
            <p>{t('registration.waitlisted.nextMail')}</p>
            <p>{t('registration.waitlisted.mailOnWay')}</p>
          </>
        ) : (
          <p>{t('registration.waitlisted.noMail')}</p>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </>
  );
}

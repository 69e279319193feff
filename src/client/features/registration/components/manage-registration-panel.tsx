import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Registration } from '@shared/schemas/registrations';
import { QrCode, XCircle } from 'lucide-react';

/** Above the form when this browser manages a registration: where it stands, its ticket, and a way to cancel. */
export function ManageRegistrationPanel({
  registration,
  onShowTicket,
  onCancel,
}: {
  registration: Registration;
  onShowTicket: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-3 rounded-lg bg-secondary/50 p-4 text-sm" data-testid="manage-panel">
      {registration.status === 'confirmed' ? (
        <p className="font-medium">{t('registration.manage.confirmed')}</p>
      ) : registration.status === 'waitlisted' ? (
        <p className="font-medium">
          {registration.waitlistPosition !== null
            ? t('registration.manage.waitlistedAt', { position: registration.waitlistPosition })
            : t('registration.manage.waitlisted')}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {registration.status === 'confirmed' && registration.ticketCode ? (
          <Button type="button" onClick={onShowTicket}>
            <QrCode aria-hidden="true" />
            {t('registration.manage.showTicket')}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onCancel}>
          <XCircle aria-hidden="true" />
          {t('registration.manage.cancel')}
        </Button>
      </div>
    </div>
  );
}

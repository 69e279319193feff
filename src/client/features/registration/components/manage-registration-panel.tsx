import { Button } from '@client/components/ui/button';
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
  return (
    <div className="grid gap-3 rounded-lg bg-secondary/50 p-4 text-sm" data-testid="manage-panel">
      {registration.status === 'confirmed' ? (
        <p className="font-medium">Your place is confirmed.</p>
      ) : registration.status === 'waitlisted' ? (
        <p className="font-medium">
          You're on the waitlist
          {registration.waitlistPosition !== null ? `: number ${registration.waitlistPosition}` : ''}. We will
          email your ticket if a place frees up for your party.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {registration.status === 'confirmed' && registration.ticketCode ? (
          <Button type="button" onClick={onShowTicket}>
            <QrCode aria-hidden="true" />
            Show My Ticket
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onCancel}>
          <XCircle aria-hidden="true" />
          Cancel Registration
        </Button>
      </div>
    </div>
  );
}

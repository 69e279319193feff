import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import type { TicketLine } from '@shared/schemas/registration-shape';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { partyLabel } from './guest-count-select';

/** Large enough for a door scanner at arm's length, small enough for any phone screen. */
const TICKET_QR_PX = 300;

/**
 * The ticket full-screen, for the phone at the door: the QR code of its code (drawn here; the encoder is loaded
 * only when a ticket is shown), the event, the party size and, from the page, Add to calendar.
 */
export function TicketScreen({
  open,
  onOpenChange,
  event,
  registration,
  calendar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: Pick<Event, 'title' | 'venue' | 'address' | 'time'> & Partial<Pick<Event, 'ticketTypes'>>;
  registration: { fullName: string; guestCount: number; ticketCode: string; tickets?: TicketLine[] };
  calendar?: ReactNode;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const { ticketCode } = registration;
  const t = useT();
  useEffect(() => {
    if (!open) return;
    let live = true;
    void import('qrcode')
      .then((encoder) =>
        encoder.toDataURL(ticketCode, { width: TICKET_QR_PX, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (live) setQr(url);
      });
    return () => {
      live = false;
    };
  }, [open, ticketCode]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 overflow-y-auto bg-white p-6 text-center text-black focus:outline-none"
          data-testid="ticket-screen"
        >
          <p className="font-semibold text-sm uppercase tracking-wide">{t('ticket.yours')}</p>
          <DialogPrimitive.Title className="font-bold text-2xl">{event.title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm">
            {event.venue}, {event.address}
            {event.time ? ` · ${event.time}` : ''}
          </DialogPrimitive.Description>
          {qr ? (
            <img
              src={qr}
              alt={t('ticket.qrAlt')}
              width={TICKET_QR_PX}
              height={TICKET_QR_PX}
              data-testid="ticket-qr"
            />
          ) : (
            <div
              className="size-[300px] animate-pulse bg-neutral-200"
              role="status"
              aria-label={t('ticket.drawing')}
            />
          )}
          <p className="font-semibold text-lg">
            {registration.fullName} · {partyLabel(registration, t, event.ticketTypes)}
          </p>
          <p className="break-all font-mono text-xs">{ticketCode}</p>
          {calendar}
          <DialogPrimitive.Close asChild>
            <Button size="lg">{t('ticket.close')}</Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

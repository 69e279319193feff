import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { Printer } from 'lucide-react';

/** Under the QR code: opens the event's A4 flyer (picture, facts and this QR code) in a new tab to print. */
export function PrintFlyerLink({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <Button asChild className="mx-auto mt-3 flex w-full max-w-[300px]">
      <a href={`/admin/events/${encodeURIComponent(eventId)}/flyer`} target="_blank" rel="noopener">
        <Printer aria-hidden="true" />
        {t('admin.qr.printFlyer')}
      </a>
    </Button>
  );
}

import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { doorMessage } from '../lib/door-messages';
import type { RefusedCheckIn } from '../lib/door-store';
import { useDoorTimes } from '../lib/door-times';

type RefusedCheckInsProps = { refused: RefusedCheckIn[]; onDismiss: (clientId: string) => void };

/**
 * Check-ins made here while offline that the server refused when they arrived (another door had admitted the
 * party): listed until the volunteer has read each one, never merged away.
 */
export function RefusedCheckIns({ refused, onDismiss }: RefusedCheckInsProps) {
  const t = useT();
  const { clock } = useDoorTimes();
  if (refused.length === 0) return null;
  return (
    <section
      aria-labelledby="refused-check-ins-heading"
      className="flex flex-col gap-2 rounded-xl border-4 border-destructive bg-red-50 p-4"
    >
      <h2 id="refused-check-ins-heading" className="font-bold text-destructive text-lg">
        {t('admin.checkIn.refused.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {refused.map((r) => (
          <li
            key={r.clientId}
            className="flex flex-col gap-1 border-destructive/30 border-t pt-2 first:border-0 first:pt-0"
          >
            <p>
              <span className="font-semibold">{r.fullName}</span>{' '}
              {t('admin.checkIn.refused.detail', {
                count: r.people,
                time: clock(new Date(r.madeAt)),
                message: doorMessage(r.message, t),
              })}
            </p>
            <Button variant="outline" size="sm" className="self-start" onClick={() => onDismiss(r.clientId)}>
              {t('admin.checkIn.refused.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

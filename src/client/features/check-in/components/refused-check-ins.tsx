import { Button } from '@client/components/ui/button';
import type { RefusedCheckIn } from '../lib/door-store';

type RefusedCheckInsProps = { refused: RefusedCheckIn[]; onDismiss: (clientId: string) => void };

/**
 * Check-ins made here while offline that the server refused when they arrived (another door had admitted the
 * party): listed until the volunteer has read each one, never merged away.
 */
export function RefusedCheckIns({ refused, onDismiss }: RefusedCheckInsProps) {
  if (refused.length === 0) return null;
  return (
    <section
      aria-labelledby="refused-check-ins-heading"
      className="flex flex-col gap-2 rounded-xl border-4 border-destructive bg-red-50 p-4"
    >
      <h2 id="refused-check-ins-heading" className="font-bold text-destructive text-lg">
        Not synced: check these parties
      </h2>
      <ul className="flex flex-col gap-2">
        {refused.map((r) => (
          <li
            key={r.clientId}
            className="flex flex-col gap-1 border-destructive/30 border-t pt-2 first:border-0 first:pt-0"
          >
            <p>
              <span className="font-semibold">{r.fullName}</span> ({r.people}{' '}
              {r.people === 1 ? 'person' : 'people'}, checked in here at{' '}
              {new Date(r.madeAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}):{' '}
              {r.message}
            </p>
            <Button variant="outline" size="sm" className="self-start" onClick={() => onDismiss(r.clientId)}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

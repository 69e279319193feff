import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useT } from '@client/lib/i18n/i18n-context';
import { useId, useState } from 'react';
import type { Attendee } from '../lib/door-store';

type AttendeeSearchProps = { attendees: Attendee[]; onSelect: (attendee: Attendee) => void };

const MAX_RESULTS = 8;

/** Letters only, without accents or case: "José" is found as "jose". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Finds a party by any part of its name or of a guest's name, on the list kept on the phone (so it works offline
 * too).
 */
export function AttendeeSearch({ attendees, onSelect }: AttendeeSearchProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const t = useT();
  const wanted = folded(query.trim());
  const matches = wanted
    ? attendees
        .filter((a) => [a.fullName, ...(a.guestNames ?? [])].some((name) => folded(name).includes(wanted)))
        .slice(0, MAX_RESULTS)
    : [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-search`}>{t('admin.checkIn.search.label')}</Label>
      <Input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-muted-foreground text-xs" aria-live="polite">
        {wanted
          ? matches.length === MAX_RESULTS
            ? t('admin.checkIn.search.firstFound', { count: MAX_RESULTS })
            : t('admin.checkIn.search.found', { count: matches.length })
          : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('admin.checkIn.search.matches')}>
          {matches.map((a) => (
            <li key={a.registrationId}>
              <button
                type="button"
                className="flex min-h-12 w-full items-center justify-between gap-3 rounded-md border border-border bg-card px-3 py-2 text-left hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  onSelect(a);
                  setQuery('');
                }}
              >
                <span>
                  <span className="font-medium">{a.fullName}</span>
                  {a.guestNames?.length ? (
                    <span className="block text-muted-foreground text-xs">
                      {t('admin.checkIn.search.with', { names: a.guestNames.join(', ') })}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-muted-foreground text-sm">
                  {a.status === 'confirmed'
                    ? t('admin.checkIn.arrivedOf', {
                        arrived: Math.min(a.checkedIn, a.guestCount),
                        count: a.guestCount,
                      })
                    : a.status === 'waitlisted'
                      ? t('admin.checkIn.status.waitlisted')
                      : t('admin.checkIn.status.cancelled')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

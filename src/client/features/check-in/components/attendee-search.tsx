import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
  const wanted = folded(query.trim());
  const matches = wanted
    ? attendees
        .filter((a) => [a.fullName, ...(a.guestNames ?? [])].some((name) => folded(name).includes(wanted)))
        .slice(0, MAX_RESULTS)
    : [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-search`}>Search by name</Label>
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
        {wanted ? `${matches.length === MAX_RESULTS ? `First ${MAX_RESULTS}` : matches.length} found` : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label="Matching parties">
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
                      with {a.guestNames.join(', ')}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-muted-foreground text-sm">
                  {a.status === 'confirmed'
                    ? `${Math.min(a.checkedIn, a.guestCount)} of ${a.guestCount} arrived`
                    : a.status === 'waitlisted'
                      ? 'Waitlisted'
                      : 'Cancelled'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { useT } from '@client/lib/i18n/i18n-context';
import { GUEST_DROPDOWN_MAX, GUEST_DROPDOWN_PLUS_VALUE, GUESTS_MAX } from '@shared/constants';
import { partyByType, type TicketLine, type TicketType } from '@shared/schemas/registration-shape';
import { useState } from 'react';

/** "1 person", "2 people" … "14 people": a party's exact size. */
export function guestLabel(count: number, t: Translate): string {
  return t('registration.people', { count });
}

/** "3 people (2 Adults, 1 Child)": the size, and the party by ticket type when the event has types. */
export function partyLabel(
  party: { guestCount: number; tickets?: TicketLine[] },
  t: Translate,
  ticketTypes: readonly Pick<TicketType, 'id' | 'name'>[] = [],
): string {
  const byType =
    ticketTypes.length > 0 && party.tickets?.length ? partyByType(party.tickets, ticketTypes) : '';
  return byType ? `${guestLabel(party.guestCount, t)} (${byType})` : guestLabel(party.guestCount, t);
}

/** The dropdown's labels: its last value reads "11+ people". */
const optionLabel = (count: number, t: Translate) =>
  count >= GUEST_DROPDOWN_PLUS_VALUE
    ? t('registration.peoplePlus', { count: GUEST_DROPDOWN_PLUS_VALUE })
    : guestLabel(count, t);

const VALUES = [...Array.from({ length: GUEST_DROPDOWN_MAX }, (_, i) => i + 1), GUEST_DROPDOWN_PLUS_VALUE];

/**
 * The party size: 1 to 10 from the dropdown; "11+ people" asks the exact number (11 to 20), which is what is
 * sent, stored and counted.
 */
export function GuestCountSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  // "11+" chosen: the exact number is typed (it may be empty or out of range for a moment; the schema says so).
  const [large, setLarge] = useState(value >= GUEST_DROPDOWN_PLUS_VALUE);
  const [typed, setTyped] = useState(large ? String(value) : '');
  const t = useT();
  return (
    <div className="grid gap-2">
      <Select
        value={large ? String(GUEST_DROPDOWN_PLUS_VALUE) : String(value)}
        onValueChange={(v) => {
          const n = Number(v);
          setLarge(n >= GUEST_DROPDOWN_PLUS_VALUE);
          if (n >= GUEST_DROPDOWN_PLUS_VALUE) setTyped(String(n));
          onChange(n);
        }}
      >
        <SelectTrigger id={id} aria-invalid={(invalid && !large) || undefined} aria-describedby={describedBy}>
          <SelectValue>
            {large ? optionLabel(GUEST_DROPDOWN_PLUS_VALUE, t) : optionLabel(value, t)}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          {VALUES.map((n) => (
            <SelectItem key={n} value={String(n)}>
              {optionLabel(n, t)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {large ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-exact`}>
            {t('registration.exactPeople', { min: GUEST_DROPDOWN_PLUS_VALUE, max: GUESTS_MAX })}
          </Label>
          <Input
            id={`${id}-exact`}
            type="number"
            inputMode="numeric"
            min={GUEST_DROPDOWN_PLUS_VALUE}
            max={GUESTS_MAX}
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              setTyped(e.target.value);
              onChange(e.target.value === '' ? Number.NaN : Number(e.target.value));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

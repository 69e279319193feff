import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { GUEST_DROPDOWN_MAX, GUEST_DROPDOWN_PLUS_VALUE } from '@shared/constants';

/** "1 person", "2 people" … and "11+ people" for the dropdown's last value. */
export function guestLabel(count: number): string {
  if (count === 1) return '1 person';
  if (count >= GUEST_DROPDOWN_PLUS_VALUE) return `${GUEST_DROPDOWN_PLUS_VALUE}+ people`;
  return `${count} people`;
}

const VALUES = [...Array.from({ length: GUEST_DROPDOWN_MAX }, (_, i) => i + 1), GUEST_DROPDOWN_PLUS_VALUE];

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
  return (
    <Select
      value={String(Math.min(value, GUEST_DROPDOWN_PLUS_VALUE))}
      onValueChange={(v) => onChange(Number(v))}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VALUES.map((n) => (
          <SelectItem key={n} value={String(n)}>
            {guestLabel(n)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

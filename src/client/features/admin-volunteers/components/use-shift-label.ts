import { useShiftTime } from '@client/lib/use-shift-time';

/** "Gate, Saturday, June 14, 2025, 10:00 AM - 12:00 PM" (shiftLabel) in the admin's language. */
export function useShiftLabel(): (
  shift: { startsAt: string; endsAt: string; role: string },
  timeZone: string,
) => string {
  const shiftTime = useShiftTime();
  return (shift, timeZone) => `${shift.role}, ${shiftTime(shift, timeZone)}`;
}

import { useAdminDates } from '@client/components/admin/use-admin-dates';

type EventChoice = { title: string; date: string | Date };

/** An event as a pick list names it, its date in the organiser's language: "Diwali Mela – October 18, 2025". */
export function useEventChoiceLabel(): (event: EventChoice, timeZone: string) => string {
  const { mediumDate } = useAdminDates();
  return (event, timeZone) => `${event.title} – ${mediumDate(event.date, timeZone)}`;
}

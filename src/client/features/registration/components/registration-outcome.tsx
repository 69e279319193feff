import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import type { TicketType } from '@shared/schemas/registration-shape';
import type { LucideIcon } from 'lucide-react';
import type { RegistrationSummary } from './registration-summary';

/** What a finished registration's view (success or waitlisted) is given. */
export type RegistrationOutcomeProps<R extends RegistrationSummary = RegistrationSummary> = {
  eventTitle: string;
  registration: R;
  onClose: () => void;
  /** The event's ticket types, to show the party by type. */
  ticketTypes?: readonly Pick<TicketType, 'id' | 'name'>[];
  /** Whether the site's mail reaches people: else no email is promised. */
  mailEnabled?: boolean;
};

/** The centred icon, title and line that open a finished registration's view. */
export function OutcomeHeader({
  icon: Icon,
  iconClassName,
  title,
  description,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  description: string;
}) {
  return (
    <DialogHeader className="items-center text-center">
      <Icon className={`size-12 ${iconClassName}`} aria-hidden="true" />
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useAttendance } from '../api/get-attendance';
import { useSetRegistrationStatus } from '../api/set-registration-status';

const DONE: Record<RegistrationStatus, string> = {
  confirmed: 'confirmed (their ticket is on its way)',
  waitlisted: 'moved to the waitlist',
  cancelled: 'cancelled',
};

/** Confirm, move to the waitlist, cancel: each after a confirmation, with a warning beyond the capacity. */
export function RegistrationStatusActions({ registration }: { registration: AdminRegistration }) {
  const setStatus = useSetRegistrationStatus();
  const attendance = useAttendance(registration.eventId).data;
  const [asked, setAsked] = useState<RegistrationStatus | null>(null);
  const { status, fullName, guestCount } = registration;
  const capacity = attendance?.capacity ?? null;
  const overCapacity =
    capacity !== null && attendance !== undefined && attendance.confirmedPeople + guestCount > capacity;

  const apply = (next: RegistrationStatus) =>
    setStatus.mutate(
      { id: registration.id, eventId: registration.eventId, status: next },
      {
        onSuccess: () => {
          toast({ title: 'Registration Updated', description: `${fullName}: ${DONE[next]}.` });
          setAsked(null);
        },
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: error instanceof Error ? error.message : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const questions: Record<RegistrationStatus, { title: string; description: string; label: string }> = {
    confirmed: {
      title: overCapacity ? 'Confirm beyond the capacity?' : 'Confirm this party?',
      description: overCapacity
        ? `Confirming ${fullName} (${guestCount}) takes the event to ${(attendance?.confirmedPeople ?? 0) + guestCount} people, beyond its capacity of ${capacity}. They will be mailed a ticket.`
        : `${fullName} (${guestCount}) will be confirmed and mailed a ticket.`,
      label: overCapacity ? 'Confirm Anyway' : 'Confirm',
    },
    waitlisted: {
      title: 'Move to the waitlist?',
      description: `${fullName} goes to the end of the waitlist; the places freed go to the parties waiting before them.`,
      label: 'Move to Waitlist',
    },
    cancelled: {
      title: 'Cancel this registration?',
      description: `The registration of ${fullName} is cancelled (kept in the list); its places go to the waitlist.`,
      label: 'Cancel Registration',
    },
  };
  const question = asked ? questions[asked] : null;

  return (
    <>
      {status !== 'confirmed' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Confirm ${fullName}`}
          onClick={() => setAsked('confirmed')}
        >
          <CheckCircle2 aria-hidden="true" />
        </Button>
      ) : null}
      {status === 'confirmed' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${fullName} to the waitlist`}
          onClick={() => setAsked('waitlisted')}
        >
          <Hourglass aria-hidden="true" />
        </Button>
      ) : null}
      {status !== 'cancelled' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Cancel ${fullName}`}
          onClick={() => setAsked('cancelled')}
        >
          <XCircle aria-hidden="true" />
        </Button>
      ) : null}
      <ConfirmDialog
        open={question !== null}
        onClose={() => setAsked(null)}
        title={question?.title}
        description={question?.description}
        cancelLabel="Back"
        pending={setStatus.isPending}
        actions={[
          {
            label: question?.label ?? '',
            variant: asked === 'confirmed' && !overCapacity ? 'default' : 'destructive',
            onClick: () => {
              if (asked) apply(asked);
            },
          },
        ]}
      />
    </>
  );
}

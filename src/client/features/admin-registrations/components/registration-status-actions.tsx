import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { type AdminRegistration, MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useAttendance } from '../api/get-attendance';
import { useSetRegistrationStatus } from '../api/set-registration-status';

const DONE: Record<RegistrationStatus, string> = {
  confirmed: 'confirmed (their ticket is on its way)',
  waitlisted: 'moved to the waitlist',
  cancelled: 'cancelled (they have been told by email)',
};

/** Confirm, move to the waitlist, cancel: each after a confirmation, with a warning beyond the capacity. */
export function RegistrationStatusActions({ registration }: { registration: AdminRegistration }) {
  const setStatus = useSetRegistrationStatus();
  const attendance = useAttendance(registration.eventId).data;
  const [asked, setAsked] = useState<RegistrationStatus | null>(null);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const { status, fullName, guestCount, email } = registration;
  const capacity = attendance?.capacity ?? null;
  const overCapacity =
    capacity !== null && attendance !== undefined && attendance.confirmedPeople + guestCount > capacity;

  const close = () => {
    setAsked(null);
    setMessage('');
  };
  const apply = (next: RegistrationStatus) =>
    setStatus.mutate(
      {
        id: registration.id,
        eventId: registration.eventId,
        status: next,
        ...(next === 'cancelled' && message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Registration Updated',
            description: `${fullName}: ${next === 'cancelled' && email === null ? 'cancelled' : DONE[next]}.`,
          });
          close();
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
      description:
        `The registration of ${fullName} is cancelled (kept in the list); its places go to the waitlist.` +
        (email === null ? '' : ` ${fullName} is told by email that their ticket no longer admits anyone.`),
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
        onClose={close}
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
      >
        {asked === 'cancelled' && email !== null ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={messageId}>Message to {fullName} (optional)</Label>
            <Textarea
              id={messageId}
              value={message}
              maxLength={MAX_CANCEL_MESSAGE_LENGTH}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Why it is cancelled, or anything else they should know"
              disabled={setStatus.isPending}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

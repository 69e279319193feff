import type { EventDialogProps } from '@client/components/event-dialog-props';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast';
import { ApiRequestError, limitMessageOf } from '@client/lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useCancelRegistration } from '../api/cancel-registration';
import { useCreateRegistration } from '../api/create-registration';
import { useManagedRegistration } from '../api/get-managed-registration';
import { useUpdateRegistration } from '../api/update-registration';
import {
  clearStoredRegistration,
  forgetRegistration,
  readRegistrationFor,
  readStoredRegistration,
  rememberRegistrationFor,
  type StoredRegistration,
  saveStoredRegistration,
} from '../stored-registration';
import { CancelRegistrationConfirm, RegistrationCancelled } from './cancel-registration-views';
import { ManageLinkRequest } from './manage-link-request';
import { ManageRegistrationPanel } from './manage-registration-panel';
import { RegistrationDuplicate } from './registration-duplicate';
import {
  emptyRegistrationForm,
  RegistrationForm,
  type RegistrationFormOutput,
  registrationFormValues,
} from './registration-form';
import { RegistrationSuccess } from './registration-success';
import type { RegistrationSummary } from './registration-summary';
import { RegistrationWaitlisted } from './registration-waitlisted';
import { TicketScreen } from './ticket-screen';

export type RegistrationDialogProps = EventDialogProps & {
  /** Add to calendar, shown on the ticket (the page composes it). */
  calendar?: ReactNode;
  /** Whether the site's mail reaches people: the success views promise an email only then. */
  mailEnabled?: boolean;
  /** Open at "Cancel your registration?" (a reminder's "I can't make it" link); nothing is cancelled until confirmed. */
  askToCancel?: boolean;
};

export const LINK_INVALID_MESSAGE =
  'This link to your registration is no longer valid: a newer one may have replaced it. We can email you a new one.';

type View = 'form' | 'success' | 'duplicate' | 'confirm-cancel' | 'cancelled' | 'link-invalid';

type Summary = RegistrationSummary & {
  status?: 'confirmed' | 'waitlisted' | 'cancelled';
  waitlistPosition?: number | null;
};

/** The server's own message of a failed request (e.g. how many places are left), else the fallback. */
const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.status < 500 && error.serverMessage) || fallback;

/**
 * The registration dialog: form → success, or form → duplicate (a 409) → form in update mode. When this
 * browser holds a registration for the event (from its create, or an emailed link) the form loads it and
 * submitting updates it.
 */
export function RegistrationDialog({
  event,
  open,
  onOpenChange,
  calendar,
  mailEnabled = true,
  askToCancel = false,
}: RegistrationDialogProps) {
  const [view, setView] = useState<View>('form');
  const [held, setHeld] = useState<StoredRegistration | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [attemptedEmail, setAttemptedEmail] = useState('');
  const [ticketOpen, setTicketOpen] = useState(false);
  const queryClient = useQueryClient();
  const create = useCreateRegistration();
  const update = useUpdateRegistration();
  const cancel = useCancelRegistration();
  const managed = useManagedRegistration(open ? held : null);

  // Every opening starts at the form (or the cancellation's confirmation, when asked), with whatever
  // registration this browser holds for the event.
  useEffect(() => {
    if (!open) return;
    const stored = readStoredRegistration(event.id);
    setView(askToCancel && stored ? 'confirm-cancel' : 'form');
    setHeld(stored);
  }, [open, event.id, askToCancel]);

  // A token that no longer works (replaced by a newer emailed link, or the registration was removed): forget it,
  // and say so, offering a new link, rather than showing an empty form.
  const managedError = managed.error;
  const heldId = held?.registrationId;
  useEffect(() => {
    if (
      managedError instanceof ApiRequestError &&
      (managedError.status === 403 || managedError.status === 404)
    ) {
      clearStoredRegistration(event.id);
      if (heldId) forgetRegistration(event.id, heldId);
      setHeld(null);
      setView('link-invalid');
    }
  }, [managedError, event.id, heldId]);

  // Each registration this browser opens is kept under its email, for "Update Registration" on a shared device.
  const loadedEmail = managed.data?.email;
  useEffect(() => {
    if (held && loadedEmail) rememberRegistrationFor(event.id, loadedEmail, held);
  }, [held, loadedEmail, event.id]);

  // A cancelled registration is not updated any more: this browser may register anew.
  const managedStatus = managed.data?.status;
  useEffect(() => {
    if (managedStatus === 'cancelled') {
      clearStoredRegistration(event.id);
      setHeld(null);
    }
  }, [managedStatus, event.id]);

  const confirmCancel = () => {
    if (!held) return;
    cancel.mutate(held, {
      onSuccess: () => {
        clearStoredRegistration(event.id);
        setView('cancelled');
        setHeld(null);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Cancellation Failed',
          description: messageOf(error, 'Failed to cancel your registration. Please try again.'),
        }),
    });
  };

  const submit = (values: RegistrationFormOutput) => {
    const input = { ...values, eventId: event.id };
    // Update only a registration that actually loaded; otherwise this is a new registration.
    if (held && managed.data) {
      update.mutate(
        { ...held, input },
        {
          onSuccess: (registration) => {
            setSummary(registration);
            setView('success');
            toast({
              title: 'Registration Updated',
              description: 'Your registration has been updated successfully.',
            });
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Update Failed',
              description: messageOf(error, 'Failed to update registration. Please try again.'),
            }),
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (registration) => {
        const stored = { registrationId: registration.id, manageToken: registration.manageToken };
        saveStoredRegistration(event.id, stored);
        rememberRegistrationFor(event.id, registration.email, stored);
        setHeld(stored);
        setSummary(registration);
        setView('success');
        // The event's places left changed.
        void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      },
      onError: (error) => {
        // A conflict (the message contains 409) means this person is already registered.
        if (error instanceof Error && error.message.includes('409')) {
          setAttemptedEmail(values.email);
          setView('duplicate');
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Registration Failed',
          // A limit hit says which, and when to try again, in the server's words.
          description: limitMessageOf(error) ?? 'Failed to register for the event. Please try again.',
        });
      },
    });
  };

  const close = () => onOpenChange(false);
  const loaded = managed.data;
  const loadingHeld = held !== null && !loaded && managed.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {view === 'success' && summary?.status === 'waitlisted' ? (
          <RegistrationWaitlisted
            mailEnabled={mailEnabled}
            eventTitle={event.title}
            registration={{ ...summary, waitlistPosition: summary.waitlistPosition ?? null }}
            onClose={close}
          />
        ) : view === 'success' && summary ? (
          <RegistrationSuccess
            eventTitle={event.title}
            registration={summary}
            onClose={close}
            mailEnabled={mailEnabled}
          />
        ) : view === 'confirm-cancel' ? (
          <CancelRegistrationConfirm
            eventTitle={event.title}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onBack={() => setView('form')}
          />
        ) : view === 'cancelled' ? (
          <RegistrationCancelled eventTitle={event.title} onClose={close} />
        ) : view === 'link-invalid' ? (
          <>
            <DialogHeading title="Link No Longer Valid" description={LINK_INVALID_MESSAGE} />
            <ManageLinkRequest
              eventId={event.id}
              email=""
              intro="Enter the email address you registered with and we will send you a new link."
            />
            <Button variant="link" className="justify-self-center" onClick={() => setView('form')}>
              Register Instead
            </Button>
          </>
        ) : view === 'duplicate' ? (
          <RegistrationDuplicate
            eventId={event.id}
            email={attemptedEmail}
            hasToken={readRegistrationFor(event.id, attemptedEmail) !== null}
            onUpdate={() => {
              // The registration made or opened here for this email, not whichever was last.
              const stored = readRegistrationFor(event.id, attemptedEmail);
              if (stored) saveStoredRegistration(event.id, stored);
              setHeld(stored);
              setView('form');
            }}
            onClose={close}
          />
        ) : (
          <>
            <DialogHeading
              title={held ? 'Update Your Registration' : 'Register for Event'}
              description={event.title}
            />
            {held && loaded && loaded.status !== 'cancelled' ? (
              <ManageRegistrationPanel
                registration={loaded}
                onShowTicket={() => setTicketOpen(true)}
                onCancel={() => setView('confirm-cancel')}
              />
            ) : null}
            {loadingHeld ? (
              <p className="text-muted-foreground text-sm" role="status">
                Loading your registration...
              </p>
            ) : (
              <RegistrationForm
                key={loaded && held ? `${loaded.id}-${loaded.updatedAt}` : 'new'}
                event={event}
                defaultValues={loaded && held ? registrationFormValues(loaded) : emptyRegistrationForm}
                holdsRegistration={held !== null && Boolean(loaded)}
                pending={create.isPending || update.isPending}
                onSubmit={submit}
              />
            )}
            {held && loaded ? (
              // One device may register several people: this starts a new registration instead.
              <Button variant="link" className="justify-self-center" onClick={() => setHeld(null)}>
                Register Someone Else
              </Button>
            ) : null}
          </>
        )}
      </DialogContent>
      {loaded?.ticketCode ? (
        <TicketScreen
          open={ticketOpen}
          onOpenChange={setTicketOpen}
          event={event}
          registration={{ ...loaded, ticketCode: loaded.ticketCode }}
          calendar={calendar}
        />
      ) : null}
    </Dialog>
  );
}

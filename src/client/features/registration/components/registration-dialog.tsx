import type { EventDialogProps } from '@client/components/event-dialog-props';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast';
import { ApiRequestError, limitMessageOf } from '@client/lib/api-client';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { newIdempotencyKey } from '@client/lib/idempotency-key';
import { useActionOnce } from '@client/lib/use-submit-once';
import type { CreatedRegistration, Registration, RegistrationInput } from '@shared/schemas/registrations';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCancelRegistration } from '../api/cancel-registration';
import { useCreateRegistration } from '../api/create-registration';
import { useManagedRegistration } from '../api/get-managed-registration';
import { useUpdateRegistration } from '../api/update-registration';
import type { SignUpSource } from '../sign-up-source';
import {
  forgetRegistration,
  type RememberedRegistration,
  readRegistrationFor,
  rememberedRegistrations,
  rememberRegistrationFor,
  type StoredRegistration,
} from '../stored-registration';
import { CancelRegistrationConfirm, RegistrationCancelled } from './cancel-registration-views';
import { ManageLinkRequest } from './manage-link-request';
import { OpenRegistrationByEmail, RememberedRegistrations } from './manage-registration-choice';
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
  /** The registration an emailed manage link opened: the dialog opens on it. Otherwise it opens an empty form. */
  manage?: StoredRegistration;
  /** Open at "Cancel your registration?" (a reminder's "I can't make it" link); nothing is cancelled until confirmed. */
  askToCancel?: boolean;
  /** Where the visitor came from, sent with a new registration (the event page reads it). */
  readSignUpSource?: () => SignUpSource;
};

type View = 'form' | 'manage' | 'success' | 'duplicate' | 'confirm-cancel' | 'cancelled' | 'link-invalid';

type Summary = RegistrationSummary & {
  status?: 'confirmed' | 'waitlisted' | 'cancelled';
  waitlistPosition?: number | null;
};

/** The server's own message of a failed request (e.g. how many places are left), else the fallback. */
/** The server's refusal in the page's language, or `fallback` when it gave none (or failed). */
const messageOf = (error: unknown, fallback: string, t: Translate) => {
  const refusal = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : undefined;
  return refusal ? translateSchemaMessage(refusal, t) : fallback;
};

/**
 * The registration dialog: form → success, or form → duplicate (a 409) → form in update mode. It always opens on
 * an empty form for a new registration, except from an emailed manage link. Updating is a choice of its own that
 * needs the person's email address: "Update Registration" after a 409 (the address just typed), or "Manage That
 * Registration" (the address asked for); either opens only the registration this browser holds for that address.
 */
export function RegistrationDialog({
  event,
  open,
  onOpenChange,
  calendar,
  mailEnabled = true,
  manage,
  askToCancel = false,
  readSignUpSource,
}: RegistrationDialogProps) {
  const [view, setView] = useState<View>('form');
  const [held, setHeld] = useState<StoredRegistration | null>(null);
  const [remembered, setRemembered] = useState<RememberedRegistration[]>([]);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [attemptedEmail, setAttemptedEmail] = useState('');
  const [ticketOpen, setTicketOpen] = useState(false);
  const queryClient = useQueryClient();
  const t = useT();
  const create = useCreateRegistration();
  const update = useUpdateRegistration();
  const cancel = useCancelRegistration();
  const managed = useManagedRegistration(open ? held : null);
  // One Idempotency-Key per attempt: the same while the same details are sent again (a retry after a lost
  // answer gets the first answer), a new one once they change or the dialog opens again.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (input: RegistrationInput) => {
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  // Every opening starts at an empty form, or on the emailed link's registration (at the cancellation's
  // confirmation, when asked); never on the last registration made on this device, which may be someone else's.
  useEffect(() => {
    if (!open) return;
    setView(askToCancel && manage ? 'confirm-cancel' : 'form');
    setHeld(manage ?? null);
    setRemembered(rememberedRegistrations(event.id));
    attempt.current = null;
  }, [open, event.id, manage, askToCancel]);

  // A token that no longer works (replaced by a newer emailed link, or the registration was removed): forget it,
  // and say so, offering a new link, rather than showing an empty form.
  const managedError = managed.error;
  const heldId = held?.registrationId;
  useEffect(() => {
    if (
      managedError instanceof ApiRequestError &&
      (managedError.status === 403 || managedError.status === 404)
    ) {
      if (heldId) forgetRegistration(event.id, heldId);
      setHeld(null);
      setView('link-invalid');
    }
  }, [managedError, event.id, heldId]);

  // Each registration this browser opens is kept under its email, to offer it for managing on a shared device.
  const loaded = managed.data;
  useEffect(() => {
    if (held && loaded && loaded.status !== 'cancelled' && loaded.email)
      rememberRegistrationFor(event.id, loaded.email, { ...held, fullName: loaded.fullName });
  }, [held, loaded, event.id]);

  // A cancelled registration is not updated any more: this browser may register anew.
  const managedStatus = loaded?.status;
  useEffect(() => {
    if (managedStatus === 'cancelled' && heldId) {
      forgetRegistration(event.id, heldId);
      setHeld(null);
    }
  }, [managedStatus, heldId, event.id]);

  const cancelOnce = useActionOnce(async () => {
    if (!held) return;
    await cancel.mutateAsync(held).then(
      () => {
        forgetRegistration(event.id, held.registrationId);
        setView('cancelled');
        setHeld(null);
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('registration.toast.cancelFailed'),
          description: messageOf(error, t('registration.toast.cancelFailedText'), t),
        }),
    );
  });

  const onUpdated = (registration: Registration) => {
    setSummary(registration);
    setView('success');
    toast({
      title: t('registration.toast.updated'),
      description: t('registration.toast.updatedText'),
    });
  };
  const onCreated = (registration: CreatedRegistration) => {
    rememberRegistrationFor(event.id, registration.email, {
      registrationId: registration.id,
      manageToken: registration.manageToken,
      fullName: registration.fullName,
    });
    attempt.current = null;
    setSummary(registration);
    setView('success');
    // The event's places left changed.
    void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
  };

  /** Settles when the request does, so the form submits once at a time. */
  const submit = async (values: RegistrationFormOutput) => {
    const input = { ...values, eventId: event.id };
    // Update only a registration that actually loaded; otherwise this is a new registration.
    if (held && loaded) {
      await update.mutateAsync({ ...held, input }).then(onUpdated, (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('registration.toast.updateFailed'),
          description: messageOf(error, t('registration.toast.updateFailedText'), t),
        }),
      );
      return;
    }
    const created = { ...input, ...readSignUpSource?.() };
    await create
      .mutateAsync({ input: created, idempotencyKey: keyFor(created) })
      .then(onCreated, (error: unknown) => {
        // A conflict (the message contains 409) means this person is already registered.
        if (error instanceof Error && error.message.includes('409')) {
          setAttemptedEmail(values.email);
          setView('duplicate');
          return;
        }
        const limit = limitMessageOf(error);
        toast({
          variant: 'destructive',
          title: t('registration.toast.failed'),
          // A limit hit says which, and when to try again, in the server's words.
          description: limit ? translateSchemaMessage(limit, t) : t('registration.toast.failedText'),
        });
      });
  };

  const close = () => onOpenChange(false);
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
            ticketTypes={event.ticketTypes}
          />
        ) : view === 'success' && summary ? (
          <RegistrationSuccess
            eventTitle={event.title}
            registration={summary}
            onClose={close}
            ticketTypes={event.ticketTypes}
            mailEnabled={mailEnabled}
          />
        ) : view === 'confirm-cancel' ? (
          <CancelRegistrationConfirm
            eventTitle={event.title}
            pending={cancel.isPending || cancelOnce.running}
            onConfirm={cancelOnce.run}
            onBack={() => setView('form')}
          />
        ) : view === 'cancelled' ? (
          <RegistrationCancelled eventTitle={event.title} onClose={close} />
        ) : view === 'link-invalid' ? (
          <>
            <DialogHeading
              title={t('registration.linkInvalid.title')}
              description={t('registration.linkInvalid.text')}
            />
            <ManageLinkRequest eventId={event.id} email="" intro={t('registration.linkInvalid.intro')} />
            <Button variant="link" className="justify-self-center" onClick={() => setView('form')}>
              {t('registration.registerInstead')}
            </Button>
          </>
        ) : view === 'manage' ? (
          <>
            <DialogHeading title={t('registration.manage.title')} description={event.title} />
            <OpenRegistrationByEmail
              eventId={event.id}
              onOpen={(stored) => {
                setHeld(stored);
                setView('form');
              }}
            />
            <Button variant="link" className="justify-self-center" onClick={() => setView('form')}>
              {t('registration.registerInstead')}
            </Button>
          </>
        ) : view === 'duplicate' ? (
          <RegistrationDuplicate
            eventId={event.id}
            email={attemptedEmail}
            hasToken={readRegistrationFor(event.id, attemptedEmail) !== null}
            onUpdate={() => {
              // The registration made or opened here for this email, not whichever was last.
              setHeld(readRegistrationFor(event.id, attemptedEmail));
              setView('form');
            }}
            onClose={close}
          />
        ) : (
          <>
            <DialogHeading
              title={held ? t('registration.updateTitle') : t('registration.title')}
              description={event.title}
            />
            {!held && remembered.length > 0 ? (
              <RememberedRegistrations remembered={remembered} onManage={() => setView('manage')} />
            ) : null}
            {held && loaded && loaded.status !== 'cancelled' ? (
              <ManageRegistrationPanel
                registration={loaded}
                onShowTicket={() => setTicketOpen(true)}
                onCancel={() => setView('confirm-cancel')}
              />
            ) : null}
            {loadingHeld ? (
              <p className="text-muted-foreground text-sm" role="status">
                {t('registration.loading')}
              </p>
            ) : (
              <RegistrationForm
                key={loaded && held ? `${loaded.id}-${loaded.updatedAt}` : 'new'}
                event={event}
                defaultValues={loaded && held ? registrationFormValues(loaded) : emptyRegistrationForm}
                holdsRegistration={held !== null && Boolean(loaded)}
                emailFixed={held !== null && Boolean(loaded)}
                pending={create.isPending || update.isPending}
                onSubmit={submit}
              />
            )}
            {held && loaded ? (
              // One device may register several people: this starts a new registration instead.
              <Button variant="link" className="justify-self-center" onClick={() => setHeld(null)}>
                {t('registration.someoneElse')}
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

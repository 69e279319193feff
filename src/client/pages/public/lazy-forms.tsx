import type { EventDialogProps } from '@client/components/event-dialog-props';
import type { Event } from '@shared/schemas/events';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SignUpSource } from '../../features/registration/sign-up-source';
import type { StoredRegistration } from '../../features/registration/stored-registration';
import { useMailEnabled } from '../../features/site/use-mail-enabled';

// The dialogs' forms (and their validation library) load when a visitor opens one, not with the page.
const RegistrationDialog = lazy(() =>
  import('@client/features/registration/components/registration-dialog').then((m) => ({
    default: m.RegistrationDialog,
  })),
);
const StallApplicationDialog = lazy(() =>
  import('@client/features/stalls/components/stall-application-dialog').then((m) => ({
    default: m.StallApplicationDialog,
  })),
);
/** The page renders its dialogs before its event has loaded. */
type DialogProps = Omit<EventDialogProps, 'event'> & { event: Event | null };

/** Renders the dialog once it has been opened for the first time, keeping it mounted to animate closing. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function LazyRegistrationDialog({
  event,
  open,
  onOpenChange,
  calendar,
  manage,
  askToCancel,
  readSignUpSource,
}: DialogProps & {
  calendar?: ReactNode;
  manage?: StoredRegistration;
  askToCancel?: boolean;
  readSignUpSource?: () => SignUpSource;
}) {
  const opened = useOpenedOnce(open);
  const mailEnabled = useMailEnabled();
  if (!event || !opened) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationDialog
        event={event}
        open={open}
        onOpenChange={onOpenChange}
        calendar={calendar}
        mailEnabled={mailEnabled}
        manage={manage}
        askToCancel={askToCancel}
        readSignUpSource={readSignUpSource}
      />
    </Suspense>
  );
}

export function LazyStallApplicationDialog({ event, open, onOpenChange }: DialogProps) {
  const opened = useOpenedOnce(open);
  if (!event || !opened) return null;
  return (
    <Suspense fallback={null}>
      <StallApplicationDialog event={event} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import type { MailStatus } from '@shared/schemas/mail';
import { useState } from 'react';
import { RegistrationDetailView } from './registration-detail-view';

/** Opens one registration's page (its detail and actions) from elsewhere in the dashboard, by id. */
export function OpenRegistrationButton({
  id,
  label,
  mailStatus,
  timeZone,
}: {
  id: string;
  /** What the button says, naming the registration for screen readers too ("Open this registration" unless told). */
  label?: string;
  mailStatus: MailStatus | undefined;
  timeZone: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="link" className="h-auto p-0" onClick={() => setOpen(true)}>
        {label ?? t('admin.registrations.open.label')}
      </Button>
      {open ? (
        <RegistrationDetailView
          id={id}
          fullName={t('admin.registrations.open.loadingTitle')}
          mailStatus={mailStatus}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

import { errorAria, FieldError } from '@client/components/field-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { usePageLanguage, useT } from '@client/lib/i18n/i18n-context';
import { emailField } from '@shared/schemas/registrations';
import { useState } from 'react';
import {
  type RememberedRegistration,
  readRegistrationFor,
  type StoredRegistration,
} from '../stored-registration';
import { ManageLinkRequest } from './manage-link-request';

/** "Asha", "Asha and Ravi", "Asha, Ravi and Meera" in the page's language (Intl's list of names). */
const namesOf = (remembered: RememberedRegistration[], intl: string) => {
  const names = remembered.flatMap((r) => (r.fullName ? [r.fullName] : []));
  if (names.length < remembered.length || names.length === 0) return null;
  return new Intl.ListFormat(intl, { style: 'long', type: 'conjunction' })
    .format(names)
    .replace(/, and (?=[^,]*$)/, ' and ');
};

const rememberedText = (names: string | null, t: Translate) =>
  names ? t('registration.remembered.names', { names }) : t('registration.remembered.some');

/**
 * Above an empty registration form, when this browser made registrations for the event: says whose, and offers
 * to manage one, as a choice of its own (the form never loads someone's registration by itself).
 */
export function RememberedRegistrations({
  remembered,
  onManage,
}: {
  remembered: RememberedRegistration[];
  onManage: () => void;
}) {
  const { t, intl } = usePageLanguage();
  const names = namesOf(remembered, intl);
  return (
    <div className="grid gap-2 rounded-lg bg-secondary/50 p-4 text-sm" data-testid="remembered-registrations">
      <p>{rememberedText(names, t)}</p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onManage}>
        {remembered.length === 1
          ? t('registration.remembered.manageThat')
          : t('registration.remembered.manageOne')}
      </Button>
    </div>
  );
}

/**
 * Opens a registration this browser holds, by its email address: only the one made (or opened) here for that
 * address. For an address it holds none for, offers to email the manage link.
 */
export function OpenRegistrationByEmail({
  eventId,
  onOpen,
}: {
  eventId: string;
  onOpen: (registration: StoredRegistration) => void;
}) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notHere, setNotHere] = useState<string | null>(null);
  const t = useT();

  if (notHere !== null)
    return <ManageLinkRequest eventId={eventId} email={notHere} intro={t('registration.manage.notHere')} />;

  const open = () => {
    const parsed = emailField.safeParse(address);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const stored = readRegistrationFor(eventId, parsed.data);
    if (stored) onOpen(stored);
    else setNotHere(parsed.data);
  };

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        open();
      }}
    >
      <p className="text-sm">{t('registration.manage.intro')}</p>
      <Label htmlFor="manage-registration-email">{t('form.emailAddress')}</Label>
      <Input
        id="manage-registration-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={address}
        {...errorAria('manage-registration-email', error)}
        onChange={(e) => setAddress(e.target.value)}
      />
      <FieldError id="manage-registration-email-error" message={error} />
      <Button type="submit">{t('registration.manage.open')}</Button>
    </form>
  );
}

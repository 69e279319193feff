import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { useT } from '@client/lib/i18n/i18n-context';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

type WalkUpFormProps = {
  online: boolean;
  busy: boolean;
  /** Registers the party and checks it in; answers an error message, or null when done. */
  onSubmit: (walkUp: {
    fullName: string;
    guestCount: number;
    email: string | null;
  }) => Promise<string | null>;
};

const PARTY_SIZES = Array.from({ length: 20 }, (_, i) => i + 1);

/** A party without a registration, registered and admitted at the door (needs the connection: places count). */
export function WalkUpForm({ online, busy, onSubmit }: WalkUpFormProps) {
  const id = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [guestCount, setGuestCount] = useState(1);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (fullName.trim().length < 2) return setError(t('admin.checkIn.walkUp.nameTooShort'));
    const failed = await onSubmit({ fullName: fullName.trim(), guestCount, email: email.trim() || null });
    setError(failed ?? undefined);
    if (!failed) {
      setFullName('');
      setGuestCount(1);
      setEmail('');
      setOpen(false);
    }
  };

  if (!open)
    return (
      <Button variant="outline" size="lg" onClick={() => setOpen(true)} aria-expanded="false">
        <UserPlus aria-hidden="true" /> {t('admin.checkIn.walkUp.title')}
      </Button>
    );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="font-bold text-lg">
        {t('admin.checkIn.walkUp.title')}
      </h2>
      <Field id={`${id}-name`} label={t('admin.checkIn.walkUp.name')} error={error}>
        <Input
          {...fieldAria(`${id}-name`, error)}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          autoComplete="off"
          required
        />
      </Field>
      <Field id={`${id}-size`} label={t('admin.checkIn.walkUp.partySize')}>
        <NativeSelect
          id={`${id}-size`}
          value={guestCount}
          onChange={(e) => setGuestCount(Number(e.target.value))}
        >
          {PARTY_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={`${id}-email`}
        label={t('admin.checkIn.walkUp.email')}
        hint={t('admin.checkIn.walkUp.emailHint')}
      >
        <Input
          {...fieldAria(`${id}-email`, undefined, t('admin.checkIn.walkUp.emailHint'))}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
        />
      </Field>
      {online ? null : <p className="text-sm">{t('admin.checkIn.walkUp.needsConnection')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" className="flex-1" disabled={!online || busy}>
          {t('admin.checkIn.walkUp.submit')}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => setOpen(false)}>
          {t('admin.checkIn.walkUp.cancel')}
        </Button>
      </div>
    </form>
  );
}

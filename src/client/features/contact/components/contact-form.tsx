import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { SUBJECT_LABELS } from '@client/lib/contact-subject-labels';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { loadOnce } from '@client/lib/load-once';
import { useHydrated } from '@client/lib/use-hydrated';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { CONTACT_SENT_MS } from '@shared/constants';
import { CONTACT_SUBJECTS, MAX_MESSAGE_LENGTH } from '@shared/contact-subjects';
import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_FIELDS, type ContactField } from '../lib/contact-fields';
import type { ContactValidation } from '../lib/validate-contact-message';

type Errors = Partial<Record<ContactField, string>>;

// The validation code (the shared zod schema) loads when a visitor first reaches into the form, not with the page:
// most visits to the page never send anything, and a public page's JavaScript is held under 100 KB.
const loadValidator = loadOnce(() => import('../lib/validate-contact-message'));

const HONEYPOT = 'website';
const valuesOf = (form: HTMLFormElement): Record<string, string> => {
  const data = new FormData(form);
  return Object.fromEntries(
    [...CONTACT_FIELDS, HONEYPOT].map((name) => [name, String(data.get(name) ?? '')]),
  );
};
const idOf = (field: ContactField) => `contact-${field}`;

const sendFailed = (t: Translate) =>
  ({
    variant: 'destructive',
    title: t('contact.error.title'),
    description: t('contact.error.sendFailed'),
  }) as const;

/**
 * The contact form's state. Validated on submit, then again as each field changes, with the messages the API
 * answers; the first invalid field gets the focus. After a send, `sent` is true for 5 seconds.
 */
function useContactForm() {
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [subject, setSubject] = useState('');
  const send = useSendContactMessage();
  const t = useT();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // Settles when the request does: the form submits once at a time (a double click sends one message).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const values = valuesOf(event.currentTarget);
    setSubmitted(true);
    let validation: ContactValidation;
    try {
      validation = (await loadValidator()).validateContactMessage(values, t);
    } catch {
      toast(sendFailed(t));
      return;
    }
    if (!validation.ok) {
      const fieldErrors = validation.errors;
      setErrors(fieldErrors);
      const first = CONTACT_FIELDS.find((field) => fieldErrors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    await send.mutateAsync(validation.data).then(
      () => {
        toast({ title: t('contact.sent.title'), description: t('contact.sent.text') });
        setSubmitted(false);
        setSubject('');
        setSent(true);
      },
      () => toast(sendFailed(t)),
    );
  };
  const { onSubmit, submitting } = useSubmitOnce(submit);

  // After a first attempt, a field's message follows what is typed into it.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target.name as ContactField;
    if (!submitted || !CONTACT_FIELDS.includes(field)) return;
    const form = event.currentTarget;
    void loadValidator()
      .then(({ validateContactMessage }) => {
        const result = validateContactMessage(valuesOf(form), t);
        setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
      })
      .catch(() => undefined);
  };

  return { sent, errors, subject, setSubject, pending: send.isPending || submitting, onSubmit, onChange };
}

/** The contact form, or for 5 seconds after a send, a 'Message Sent!' card. */
export function ContactForm() {
  const form = useContactForm();
  const hydrated = useHydrated();
  const t = useT();
  if (form.sent) return <MessageSent />;

  const { errors } = form;
  const fieldProps = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    ...(errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {}),
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={() => void loadValidator().catch(() => undefined)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFieldRow field="firstName" label={t('contact.firstName')} error={errors.firstName}>
          <Input autoComplete="given-name" maxLength={100} {...fieldProps('firstName')} />
        </ContactFieldRow>
        <ContactFieldRow field="lastName" label={t('contact.lastName')} error={errors.lastName}>
          <Input autoComplete="family-name" maxLength={100} {...fieldProps('lastName')} />
        </ContactFieldRow>
      </div>
      <ContactFieldRow field="email" label={t('contact.emailAddress')} error={errors.email}>
        <Input type="email" autoComplete="email" maxLength={254} {...fieldProps('email')} />
      </ContactFieldRow>
      <ContactFieldRow field="subject" label={t('contact.subject')} error={errors.subject}>
        <SubjectSelect value={form.subject} onChange={form.setSubject} {...fieldProps('subject')} />
      </ContactFieldRow>
      <ContactFieldRow field="message" label={t('contact.message')} error={errors.message}>
        <Textarea rows={6} maxLength={MAX_MESSAGE_LENGTH} {...fieldProps('message')} />
      </ContactFieldRow>
      <HoneypotField id="contact-website" registration={{ name: HONEYPOT }} />
      <Button type="submit" size="lg" disabled={form.pending || !hydrated}>
        {form.pending ? t('contact.sending') : t('contact.sendButton')}
      </Button>
    </form>
  );
}

function MessageSent() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" role="status">
      <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
      <p className="font-semibold text-2xl">{t('contact.sent.title')}</p>
      <p className="text-muted-foreground">{t('contact.sent.text')}</p>
    </div>
  );
}

type ContactFieldRowProps = {
  field: ContactField;
  label: string;
  error: string | undefined;
  children: ReactNode;
};

/** A field's label, its control and its message. */
function ContactFieldRow({ field, label, error, children }: ContactFieldRowProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={idOf(field)}>{label}</Label>
      {children}
      <FieldError id={`${idOf(field)}-error`} message={error} />
    </div>
  );
}

type SubjectSelectProps = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The subject list, showing 'Select a subject' until one is chosen. */
function SubjectSelect({ value, onChange, ...props }: SubjectSelectProps) {
  const t = useT();
  return (
    <NativeSelect
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-placeholder={value === '' ? '' : undefined}
      {...props}
    >
      <option value="" disabled hidden>
        {t('contact.selectSubject')}
      </option>
      {CONTACT_SUBJECTS.map((s) => (
        <option key={s.value} value={s.value}>
          {t(SUBJECT_LABELS[s.value])}
        </option>
      ))}
    </NativeSelect>
  );
}

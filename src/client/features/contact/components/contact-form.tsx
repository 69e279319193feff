import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { loadOnce } from '@client/lib/load-once';
import { useHydrated } from '@client/lib/use-hydrated';
import { CONTACT_SENT_MS } from '@shared/constants';
import { CONTACT_SUBJECTS, MAX_MESSAGE_LENGTH } from '@shared/contact-subjects';
import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
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

const SEND_FAILED = {
  variant: 'destructive',
  title: 'Error',
  description: 'Failed to send message. Please try again.',
} as const;

/**
 * The contact form. Validated on submit, then again as each field changes, with the messages the API answers; the
 * first invalid field gets the focus. After a send, a 'Message Sent!' card for 5 seconds, then the form again.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [subject, setSubject] = useState('');
  const send = useSendContactMessage();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    setSubmitted(true);
    let validation: ContactValidation;
    try {
      validation = (await loadValidator()).validateContactMessage(values);
    } catch {
      toast(SEND_FAILED);
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
    send.mutate(validation.data, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: "Thank you for reaching out. We'll get back to you soon.",
        });
        setSubmitted(false);
        setSubject('');
        setSent(true);
      },
      onError: () => toast(SEND_FAILED),
    });
  };

  // After a first attempt, a field's message follows what is typed into it.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target.name as ContactField;
    if (!submitted || !CONTACT_FIELDS.includes(field)) return;
    const form = event.currentTarget;
    void loadValidator()
      .then(({ validateContactMessage }) => {
        const result = validateContactMessage(valuesOf(form));
        setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
      })
      .catch(() => undefined);
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="status">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <p className="font-semibold text-2xl">Message Sent!</p>
        <p className="text-muted-foreground">Thank you for reaching out. We'll get back to you soon.</p>
      </div>
    );
  }

  const fieldProps = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    ...(errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {}),
  });
  const pending = send.isPending;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      onFocus={() => void loadValidator().catch(() => undefined)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={idOf('firstName')}>First Name</Label>
          <Input autoComplete="given-name" maxLength={100} {...fieldProps('firstName')} />
          <FieldError id={`${idOf('firstName')}-error`} message={errors.firstName} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={idOf('lastName')}>Last Name</Label>
          <Input autoComplete="family-name" maxLength={100} {...fieldProps('lastName')} />
          <FieldError id={`${idOf('lastName')}-error`} message={errors.lastName} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('email')}>Email Address</Label>
        <Input type="email" autoComplete="email" maxLength={254} {...fieldProps('email')} />
        <FieldError id={`${idOf('email')}-error`} message={errors.email} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('subject')}>Subject</Label>
        <NativeSelect
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          data-placeholder={subject === '' ? '' : undefined}
          {...fieldProps('subject')}
        >
          <option value="" disabled hidden>
            Select a subject
          </option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${idOf('subject')}-error`} message={errors.subject} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={idOf('message')}>Message</Label>
        <Textarea rows={6} maxLength={MAX_MESSAGE_LENGTH} {...fieldProps('message')} />
        <FieldError id={`${idOf('message')}-error`} message={errors.message} />
      </div>
      <HoneypotField id="contact-website" registration={{ name: HONEYPOT }} />
      <Button type="submit" size="lg" disabled={pending || !hydrated}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

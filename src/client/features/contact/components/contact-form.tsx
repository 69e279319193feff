import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toast';
import { useHydrated } from '@client/lib/use-hydrated';
import { zodResolver } from '@client/lib/zod-resolver';
import { CONTACT_SENT_MS } from '@shared/constants';
import { CONTACT_SUBJECTS, contactMessageInputSchema, MAX_MESSAGE_LENGTH } from '@shared/schemas/contact';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendContactMessage } from '../api/send-contact-message';

type FormInput = z.input<typeof contactMessageInputSchema>;
type FormOutput = z.output<typeof contactMessageInputSchema>;

// An empty subject is what the select shows before a choice; the schema answers 'Please select a subject'.
const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  website: '',
} as unknown as FormInput;

/** SPEC §2 contact form: after a send, a 'Message Sent!' card for 5 seconds, then the form again (SPEC §4). */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const send = useSendContactMessage();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = (values: FormOutput) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: "Thank you for reaching out. We'll get back to you soon.",
        });
        form.reset(EMPTY);
        setSent(true);
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to send message. Please try again.',
        }),
    });

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="status">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <p className="font-semibold text-2xl">Message Sent!</p>
        <p className="text-muted-foreground">Thank you for reaching out. We'll get back to you soon.</p>
      </div>
    );
  }

  const ariaFor = (name: keyof FormInput) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {};
  const pending = send.isPending;

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="contact-firstName">First Name</Label>
          <Input
            id="contact-firstName"
            autoComplete="given-name"
            maxLength={100}
            {...ariaFor('firstName')}
            {...form.register('firstName')}
          />
          <FieldError id="contact-firstName-error" message={errors.firstName?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-lastName">Last Name</Label>
          <Input
            id="contact-lastName"
            autoComplete="family-name"
            maxLength={100}
            {...ariaFor('lastName')}
            {...form.register('lastName')}
          />
          <FieldError id="contact-lastName-error" message={errors.lastName?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-email">Email Address</Label>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          maxLength={254}
          {...ariaFor('email')}
          {...form.register('email')}
        />
        <FieldError id="contact-email-error" message={errors.email?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Controller
          control={form.control}
          name="subject"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger id="contact-subject" onBlur={field.onBlur} {...ariaFor('subject')}>
                <SelectValue placeholder="Select a subject" />
              </SelectTrigger>
              <SelectContent>
                {CONTACT_SUBJECTS.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id="contact-subject-error" message={errors.subject?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          {...ariaFor('message')}
          {...form.register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <HoneypotField id="contact-website" registration={form.register('website')} />
      <Button type="submit" size="lg" disabled={pending || !hydrated}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

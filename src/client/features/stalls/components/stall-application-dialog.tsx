import type { EventDialogProps } from '@client/components/event-dialog-props';
import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toast';
import { ApiRequestError } from '@client/lib/api-client';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  LIST_PUBLICLY_LABEL,
  STALLS_FULL_MESSAGE,
  STALLS_WAITLIST_NOTE,
  stallApplicationFormSchema,
} from '@shared/schemas/stalls';
import { type ComponentProps, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateStallApplication } from '../api/create-stall-application';

export type StallApplicationDialogProps = EventDialogProps;

type FormInput = z.input<typeof stallApplicationFormSchema>;
type FormOutput = z.output<typeof stallApplicationFormSchema>;

const EMPTY: FormInput = {
  businessName: '',
  contactPerson: '',
  email: '',
  phone: '',
  businessType: '',
  productsServices: '',
  specialRequirements: '',
  listPublicly: false,
  website: '',
};

type TextField = Exclude<FieldPath<FormInput>, 'website' | 'listPublicly'>;
const FIELDS: {
  name: TextField;
  label: string;
  multiline?: boolean;
  input?: ComponentProps<'input'>;
  placeholder?: string;
}[] = [
  { name: 'businessName', label: 'Business Name', input: { autoComplete: 'organization', maxLength: 100 } },
  { name: 'contactPerson', label: 'Contact Person', input: { autoComplete: 'name', maxLength: 100 } },
  { name: 'email', label: 'Email Address', input: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { name: 'phone', label: 'Phone Number', input: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
  {
    name: 'businessType',
    label: 'Business Type',
    placeholder: 'e.g. Food, Jewelry, Clothing',
    input: { maxLength: 100 },
  },
  {
    name: 'productsServices',
    label: 'Products/Services',
    multiline: true,
    placeholder: 'Describe what you will sell or offer',
  },
  {
    name: 'specialRequirements',
    label: 'Special Requirements (Optional)',
    multiline: true,
    placeholder: 'Power, space, tables…',
  },
];

/** The stall application dialog: on success a toast, the form resets and the dialog closes. */
export function StallApplicationDialog({ event, open, onOpenChange }: StallApplicationDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stallApplicationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const create = useCreateStallApplication();
  // A refusal the vendor must read before trying again (a repeat application, all stalls taken) stays in the form.
  const [refusal, setRefusal] = useState<string | null>(null);

  // Settles when the request does: the form submits once at a time (a double click sends one application).
  const submit = async (values: FormOutput) => {
    setRefusal(null);
    await create.mutateAsync({ ...values, eventId: event.id }).then(
      () => {
        toast({
          title: 'Application Submitted',
          description: "Your stall application has been received. We'll contact you soon!",
        });
        form.reset(EMPTY);
        onOpenChange(false);
      },
      (error: unknown) => {
        const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
        if (
          error instanceof ApiRequestError &&
          (error.status === 403 || error.status === 409) &&
          serverMessage
        ) {
          setRefusal(serverMessage);
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Submission Failed',
          description: serverMessage ?? 'Failed to submit application. Please try again.',
        });
      },
    );
  };
  const once = useSubmitOnce(form.handleSubmit(submit));

  const pending = create.isPending || once.submitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeading title="Apply for a Stall" description={event.title} />
        {event.stallApplicationsOpen ? null : (
          // Said before anything is filled in: the stalls are taken and no waitlist is kept.
          <>
            <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
              {STALLS_FULL_MESSAGE}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
        {event.stallApplicationsOpen && event.stallsFull ? (
          <p className="rounded-md border p-3 text-sm">{STALLS_WAITLIST_NOTE}</p>
        ) : null}
        {event.stallApplicationsOpen ? (
          <form className="grid gap-4" noValidate onSubmit={once.onSubmit}>
            {FIELDS.map((field) => {
              const id = `stall-${field.name}`;
              const message = errors[field.name]?.message;
              const common = {
                id,
                placeholder: field.placeholder,
                disabled: pending,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? `${id}-error` : undefined,
                ...form.register(field.name),
              };
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={id}>{field.label}</Label>
                  {field.multiline ? (
                    <Textarea rows={3} maxLength={2000} {...common} />
                  ) : (
                    <Input {...field.input} {...common} />
                  )}
                  <FieldError id={`${id}-error`} message={message} />
                </div>
              );
            })}
            <div className="flex items-center gap-2">
              <input
                id="stall-listPublicly"
                type="checkbox"
                className="size-4 accent-primary"
                disabled={pending}
                {...form.register('listPublicly')}
              />
              <Label htmlFor="stall-listPublicly">{LIST_PUBLICLY_LABEL}</Label>
            </div>
            <HoneypotField id="stall-website" registration={form.register('website')} />
            {refusal ? (
              <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
                {refusal}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Submitting...' : 'Submit Application'}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

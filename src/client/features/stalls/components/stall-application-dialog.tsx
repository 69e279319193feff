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
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { zodResolver } from '@client/lib/zod-resolver';
import { stallApplicationFormSchema } from '@shared/schemas/stalls';
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
  label: MessageKey;
  multiline?: boolean;
  input?: ComponentProps<'input'>;
  placeholder?: MessageKey;
}[] = [
  {
    name: 'businessName',
    label: 'stall.businessName',
    input: { autoComplete: 'organization', maxLength: 100 },
  },
  { name: 'contactPerson', label: 'stall.contactPerson', input: { autoComplete: 'name', maxLength: 100 } },
  {
    name: 'email',
    label: 'form.emailAddress',
    input: { type: 'email', autoComplete: 'email', maxLength: 254 },
  },
  { name: 'phone', label: 'stall.phone', input: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
  {
    name: 'businessType',
    label: 'stall.businessType',
    placeholder: 'stall.businessTypePlaceholder',
    input: { maxLength: 100 },
  },
  {
    name: 'productsServices',
    label: 'stall.products',
    multiline: true,
    placeholder: 'stall.productsPlaceholder',
  },
  {
    name: 'specialRequirements',
    label: 'stall.requirements',
    multiline: true,
    placeholder: 'stall.requirementsPlaceholder',
  },
];

/** The stall application dialog: on success a toast, the form resets and the dialog closes. */
export function StallApplicationDialog({ event, open, onOpenChange }: StallApplicationDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stallApplicationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const t = useT();
  const create = useCreateStallApplication();
  // A refusal the vendor must read before trying again (a repeat application, all stalls taken) stays in the form.
  const [refusal, setRefusal] = useState<string | null>(null);

  // Settles when the request does: the form submits once at a time (a double click sends one application).
  const submit = async (values: FormOutput) => {
    setRefusal(null);
    await create.mutateAsync({ ...values, eventId: event.id }).then(
      () => {
        toast({
          title: t('stall.toast.submitted'),
          description: t('stall.toast.submittedText'),
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
          setRefusal(translateSchemaMessage(serverMessage, t));
          return;
        }
        toast({
          variant: 'destructive',
          title: t('stall.toast.failed'),
          description: serverMessage ? translateSchemaMessage(serverMessage, t) : t('stall.toast.failedText'),
        });
      },
    );
  };
  const once = useSubmitOnce(form.handleSubmit(submit));

  const pending = create.isPending || once.submitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeading title={t('event.applyForAStall')} description={event.title} />
        {event.stallApplicationsOpen ? null : (
          // Said before anything is filled in: the stalls are taken and no waitlist is kept.
          <>
            <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
              {t('stall.full')}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.close')}
              </Button>
            </DialogFooter>
          </>
        )}
        {event.stallApplicationsOpen && event.stallsFull ? (
          <p className="rounded-md border p-3 text-sm">{t('stall.waitlistNote')}</p>
        ) : null}
        {event.stallApplicationsOpen ? (
          <form className="grid gap-4" noValidate onSubmit={once.onSubmit}>
            {FIELDS.map((field) => {
              const id = `stall-${field.name}`;
              const message = errors[field.name]?.message;
              const common = {
                id,
                placeholder: field.placeholder ? t(field.placeholder) : undefined,
                disabled: pending,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? `${id}-error` : undefined,
                ...form.register(field.name),
              };
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={id}>{t(field.label)}</Label>
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
              <Label htmlFor="stall-listPublicly">{t('stall.listPublicly')}</Label>
            </div>
            <HoneypotField id="stall-website" registration={form.register('website')} />
            {refusal ? (
              <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
                {refusal}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? t('stall.submitting') : t('stall.submit')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

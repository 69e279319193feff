import { Field, fieldAria } from '@client/components/admin/field';
import { InputField, type InputFieldSpec } from '@client/components/admin/input-field';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { slugify } from '@shared/schemas/event-payload';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { translateFormMessage } from '../lib/form-messages';

/** An input of the list below, its words by message id. */
type TextFieldSpec = Omit<InputFieldSpec, 'label' | 'placeholder'> & {
  name: keyof EventFormValues;
  label: MessageKey;
  placeholder?: MessageKey;
};

const TEXT_FIELDS = [
  { name: 'title', label: 'admin.events.field.title' },
  { name: 'date', label: 'admin.events.field.date', type: 'date' },
  { name: 'startTime', label: 'admin.events.field.startTime', type: 'time' },
  { name: 'endTime', label: 'admin.events.field.endTime', type: 'time' },
  { name: 'venue', label: 'admin.events.field.venue' },
  {
    name: 'capacity',
    label: 'admin.events.field.capacity',
    type: 'number',
    placeholder: 'admin.events.field.capacityPlaceholder',
  },
  {
    name: 'reminderHoursBefore',
    label: 'admin.events.field.reminder',
    type: 'number',
    placeholder: 'admin.events.field.reminderPlaceholder',
  },
  { name: 'address', label: 'admin.events.field.address', wide: true },
] as const satisfies readonly TextFieldSpec[];

/** A field across both columns. */
const WIDE = 'flex flex-col gap-1.5 sm:col-span-2';

/** Lists typed as one line, separated by commas. */
const LIST_FIELDS = [
  {
    name: 'highlights',
    id: 'event-highlights',
    label: 'admin.events.field.highlights',
    hint: 'admin.events.field.highlightsHint',
  },
  {
    name: 'whatToBring',
    id: 'event-what-to-bring',
    label: 'admin.events.field.whatToBring',
    hint: 'admin.events.field.whatToBringHint',
  },
] as const satisfies readonly {
  name: keyof EventFormValues;
  id: string;
  label: MessageKey;
  hint: MessageKey;
}[];

/**
 * The page's address (the slug), with the URL it gives: empty makes it from the title; a changed one leaves the old
 * address leading to the new (docs/product-rules.md, "Events").
 */
function EventSlugField({ origin }: { origin: string }) {
  const t = useT();
  const { register, formState, control } = useFormContext<EventFormValues>();
  const pageUrl = (slug: string) => `${origin}/events/${encodeURIComponent(slug)}`;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  const id = 'event-slug';
  const error = translateFormMessage(formState.errors.slug?.message, t);
  const current = formState.defaultValues?.slug ?? '';
  const resulting = slug.trim() || slugify(title);
  const hint = [
    t('admin.events.slug.page', { url: pageUrl(resulting) }),
    slug.trim() ? null : t('admin.events.slug.fromTitle'),
    current && resulting !== current ? t('admin.events.slug.oldLeads', { url: pageUrl(current) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label={t('admin.events.slug.label')} hint={hint} error={error} className={WIDE}>
      <Input
        {...fieldAria(id, error, hint)}
        placeholder={slugify(title)}
        autoCapitalize="none"
        spellCheck={false}
        {...register('slug')}
      />
    </Field>
  );
}

export function EventBasicFields({ origin }: { origin: string }) {
  const t = useT();
  const { register, formState } = useFormContext<EventFormValues>();
  const e = formState.errors;
  const textField = (f: (typeof TEXT_FIELDS)[number]) => (
    <InputField
      key={f.name}
      id={`event-${f.name}`}
      spec={{
        ...f,
        label: t(f.label),
        placeholder: 'placeholder' in f ? t(f.placeholder) : undefined,
      }}
      error={translateFormMessage(e[f.name]?.message, t)}
      registration={register(f.name)}
    />
  );
  const [title, ...rest] = TEXT_FIELDS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textField(title)}
      <EventSlugField origin={origin} />
      {rest.map(textField)}
      <Field id="event-description" label={t('admin.events.field.description')} className={WIDE}>
        <Textarea id="event-description" rows={4} {...register('description')} />
      </Field>
      {LIST_FIELDS.map((f) => (
        <Field key={f.name} id={f.id} label={t(f.label)} hint={t(f.hint)} className={WIDE}>
          <Input {...fieldAria(f.id, undefined, t(f.hint))} {...register(f.name)} />
        </Field>
      ))}
    </div>
  );
}

const SWITCHES = [
  { name: 'published', label: 'admin.events.switch.published' },
  { name: 'registrationOpen', label: 'admin.events.switch.registrationOpen' },
  { name: 'acceptStallApplications', label: 'admin.events.switch.acceptStalls' },
] as const satisfies readonly { name: keyof EventFormValues; label: MessageKey }[];

export function EventSwitches() {
  const t = useT();
  const { control } = useFormContext<EventFormValues>();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
      {SWITCHES.map((s) => (
        <Controller
          key={s.name}
          control={control}
          name={s.name}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`event-${s.name}`} checked={field.value} onCheckedChange={field.onChange} />
              <label htmlFor={`event-${s.name}`} className="font-medium text-sm">
                {t(s.label)}
              </label>
            </div>
          )}
        />
      ))}
    </div>
  );
}

/** How many stalls can be approved, and whether applications are still taken (waitlisted) once they are. */
export function EventStallFields() {
  const t = useT();
  const { register, control, formState, watch } = useFormContext<EventFormValues>();
  if (!watch('acceptStallApplications')) return null;
  const error = translateFormMessage(formState.errors.stallCapacity?.message, t);
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <Field
        id="event-stallCapacity"
        label={t('admin.events.stalls.capacity')}
        hint={t('admin.events.stalls.capacityHint')}
        error={error}
        className="flex flex-col gap-1.5"
      >
        <Input
          {...fieldAria('event-stallCapacity', error, 'x')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...register('stallCapacity')}
        />
      </Field>
      <Controller
        control={control}
        name="stallWaitlist"
        render={({ field }) => (
          <div className="flex items-center gap-3 pb-6">
            <Switch id="event-stallWaitlist" checked={field.value} onCheckedChange={field.onChange} />
            <label htmlFor="event-stallWaitlist" className="font-medium text-sm">
              {t('admin.events.stalls.waitlist')}
            </label>
          </div>
        )}
      />
    </div>
  );
}

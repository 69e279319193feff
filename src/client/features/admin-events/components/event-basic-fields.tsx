import { Field, fieldAria } from '@client/components/admin/field';
import { InputField, type InputFieldSpec } from '@client/components/admin/input-field';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { slugify } from '@shared/schemas/event-payload';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';

const TEXT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'startTime', label: 'Start time (optional)', type: 'time' },
  { name: 'endTime', label: 'End time (optional)', type: 'time' },
  { name: 'venue', label: 'Venue' },
  {
    name: 'capacity',
    label: 'Capacity (people, guests included)',
    type: 'number',
    placeholder: 'Empty for no limit',
  },
  {
    name: 'reminderHoursBefore',
    label: 'Reminder (hours before the start)',
    type: 'number',
    placeholder: 'Empty for no reminder',
  },
  { name: 'address', label: 'Address', wide: true },
] as const satisfies readonly (InputFieldSpec & { name: keyof EventFormValues })[];

/** A field across both columns. */
const WIDE = 'flex flex-col gap-1.5 sm:col-span-2';

/** Lists typed as one line, separated by commas. */
const LIST_FIELDS = [
  {
    name: 'highlights',
    id: 'event-highlights',
    label: 'Highlights',
    hint: 'Separate with commas, e.g. Food, Music, Fireworks',
  },
  { name: 'whatToBring', id: 'event-what-to-bring', label: 'What to Bring', hint: 'Separate with commas' },
] as const;

/**
 * The page's address (the slug), with the URL it gives: empty makes it from the title; a changed one leaves the old
 * address leading to the new (docs/product-rules.md, "Events").
 */
function EventSlugField({ origin }: { origin: string }) {
  const { register, formState, control } = useFormContext<EventFormValues>();
  const pageUrl = (slug: string) => `${origin}/events/${encodeURIComponent(slug)}`;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  const id = 'event-slug';
  const error = formState.errors.slug?.message;
  const current = formState.defaultValues?.slug ?? '';
  const resulting = slug.trim() || slugify(title);
  const hint = [
    `The event's page: ${pageUrl(resulting)}`,
    slug.trim() ? null : 'Leave empty to make it from the title.',
    current && resulting !== current ? `${pageUrl(current)} will lead there.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label="Page URL" hint={hint} error={error} className={WIDE}>
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
  const { register, formState } = useFormContext<EventFormValues>();
  const e = formState.errors;
  const textField = (f: (typeof TEXT_FIELDS)[number]) => (
    <InputField
      key={f.name}
      id={`event-${f.name}`}
      spec={f}
      error={e[f.name]?.message}
      registration={register(f.name)}
    />
  );
  const [title, ...rest] = TEXT_FIELDS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textField(title)}
      <EventSlugField origin={origin} />
      {rest.map(textField)}
      <Field id="event-description" label="Description" className={WIDE}>
        <Textarea id="event-description" rows={4} {...register('description')} />
      </Field>
      {LIST_FIELDS.map((f) => (
        <Field key={f.name} id={f.id} label={f.label} hint={f.hint} className={WIDE}>
          <Input {...fieldAria(f.id, undefined, f.hint)} {...register(f.name)} />
        </Field>
      ))}
    </div>
  );
}

export function EventSwitches() {
  const { control } = useFormContext<EventFormValues>();
  const switches = [
    { name: 'published', label: 'Published' },
    { name: 'registrationOpen', label: 'Registration Open' },
    { name: 'acceptStallApplications', label: 'Accept Stall Applications' },
  ] as const;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
      {switches.map((s) => (
        <Controller
          key={s.name}
          control={control}
          name={s.name}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`event-${s.name}`} checked={field.value} onCheckedChange={field.onChange} />
              <label htmlFor={`event-${s.name}`} className="font-medium text-sm">
                {s.label}
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
  const { register, control, formState, watch } = useFormContext<EventFormValues>();
  if (!watch('acceptStallApplications')) return null;
  const error = formState.errors.stallCapacity?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <Field
        id="event-stallCapacity"
        label="Stall Capacity"
        hint="Leave empty for no limit"
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
              Take waitlist applications when all stalls are taken
            </label>
          </div>
        )}
      />
    </div>
  );
}

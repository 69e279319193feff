import { Field } from '@client/components/admin/field';
import { InputField, type InputFieldSpec } from '@client/components/admin/input-field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { type SeriesPayload, seriesPayloadSchema, WEEKDAYS } from '@shared/schemas/series';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateSeries } from '../api/create-series';
import { DAY_LABELS, schemaMessage } from './series-words';

type Values = {
  title: string;
  description: string;
  venue: string;
  address: string;
  date: string;
  startTime: string;
  durationMinutes: string;
  byWeekday: string[];
  until: string;
  capacity: string;
  exceptions: string;
};

const empty: Values = {
  title: '',
  description: '',
  venue: '',
  address: '',
  date: '',
  startTime: '18:00',
  durationMinutes: '90',
  byWeekday: [],
  until: '',
  capacity: '',
  exceptions: '',
};

/** The form's plain inputs; their words are message ids. */
type TextFieldSpec = Omit<InputFieldSpec, 'label' | 'placeholder' | 'hint'> & {
  name: keyof Values;
  label: MessageKey;
  placeholder?: MessageKey;
  hint?: MessageKey;
};

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'title', label: 'admin.series.field.title' },
  { name: 'venue', label: 'admin.series.field.venue' },
  { name: 'address', label: 'admin.series.field.address', wide: true },
  { name: 'date', label: 'admin.series.field.date', type: 'date' },
  { name: 'until', label: 'admin.series.field.until', type: 'date' },
  { name: 'startTime', label: 'admin.series.field.startTime', type: 'time' },
  { name: 'durationMinutes', label: 'admin.series.field.duration', type: 'number' },
  {
    name: 'capacity',
    label: 'admin.series.field.capacity',
    type: 'number',
    placeholder: 'admin.series.field.capacityPlaceholder',
  },
  { name: 'exceptions', label: 'admin.series.field.exceptions', hint: 'admin.series.field.exceptionsHint' },
];

const toPayload = (v: Values): SeriesPayload => ({
  title: v.title,
  description: v.description,
  venue: v.venue,
  address: v.address,
  date: v.date,
  startTime: v.startTime,
  durationMinutes: Number(v.durationMinutes),
  capacity: v.capacity.trim() ? Number(v.capacity) : null,
  recurrence: {
    freq: 'weekly',
    interval: 1,
    byWeekday: v.byWeekday as SeriesPayload['recurrence']['byWeekday'],
    ...(v.until ? { until: v.until } : {}),
  },
  exceptions: v.exceptions
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean),
});

/** "New Weekly Class": a series of weekly dates, each an event with its own places, made in one go. */
export function NewSeriesButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ defaultValues: empty });
  const create = useCreateSeries();
  const errors = form.formState.errors;

  const submit = (values: Values) => {
    // The server's own schema, so the form says what the API would.
    const parsed = seriesPayloadSchema.safeParse(toPayload(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const name = first === 'recurrence' ? (second === 'byWeekday' ? 'byWeekday' : 'until') : first;
        if (typeof name === 'string' && name in empty)
          form.setError(name as keyof Values, { message: schemaMessage(issue.message, t) });
      }
      return;
    }
    create.mutate(toPayload(values), {
      onSuccess: (series) => {
        toast({
          title: t('admin.series.created'),
          description: t('admin.series.createdText', { count: series.dates.length, title: series.title }),
        });
        setOpen(false);
        form.reset(empty);
      },
    });
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Repeat aria-hidden="true" />
        {t('admin.series.new')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent width="3xl">
          <DialogHeading title={t('admin.series.new')} description={t('admin.series.description')} />
          <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(submit)}>
            <div className="grid gap-4 sm:grid-cols-2">
              {TEXT_FIELDS.map((f) => (
                <InputField
                  key={f.name}
                  id={`series-${f.name}`}
                  spec={{
                    ...f,
                    label: t(f.label),
                    placeholder: f.placeholder && t(f.placeholder),
                    hint: f.hint && t(f.hint),
                  }}
                  error={errors[f.name]?.message}
                  registration={form.register(f.name)}
                />
              ))}
              <fieldset
                className="flex flex-col gap-1.5 sm:col-span-2"
                aria-describedby={errors.byWeekday ? 'series-days-error' : undefined}
              >
                <legend className="mb-1.5 font-medium text-sm">{t('admin.series.days')}</legend>
                <div className="flex flex-wrap gap-2">
                  {WEEKDAYS.map((day) => (
                    <label
                      key={day}
                      className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                    >
                      <input
                        type="checkbox"
                        value={day}
                        className="size-4 accent-primary"
                        {...form.register('byWeekday')}
                      />
                      {t(DAY_LABELS[day])}
                    </label>
                  ))}
                </div>
                {errors.byWeekday ? (
                  <p id="series-days-error" role="alert" className="text-destructive text-sm">
                    {errors.byWeekday.message}
                  </p>
                ) : null}
              </fieldset>
              <Field
                id="series-description"
                label={t('admin.series.field.description')}
                className="flex flex-col gap-1.5 sm:col-span-2"
              >
                <Textarea id="series-description" rows={3} {...form.register('description')} />
              </Field>
            </div>
            {create.isError ? (
              <p role="alert" className="text-destructive">
                {getErrorMessage(create.error)}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('admin.common.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('admin.series.creating') : t('admin.series.create')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

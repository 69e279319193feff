import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { calendarDateIn, zonedTimeToUtc } from '@shared/dates';
import { clockInputValue } from '@shared/event-time';
import { type RosterShift, shiftInputSchema } from '@shared/schemas/volunteers';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { useSaveShift } from '../api/roster';
import { schemaMessage } from './shift-words';

type Values = { role: string; description: string; date: string; start: string; end: string; needed: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The instant of a date (2027-01-16) and a time (18:00) on the site's wall clock. */
function instantOf(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if (!year || !month || !day || hour === undefined || minute === undefined || Number.isNaN(hour)) return '';
  return zonedTimeToUtc({ year, month, day, hour, minute }, timeZone).toISOString();
}

const valuesOf = (shift: RosterShift | null, defaultDate: string, timeZone: string): Values =>
  shift
    ? {
        role: shift.role,
        description: shift.description ?? '',
        date: calendarDateIn(new Date(shift.startsAt), timeZone),
        start: clockInputValue(new Date(shift.startsAt), timeZone),
        end: clockInputValue(new Date(shift.endsAt), timeZone),
        needed: String(shift.needed),
      }
    : { role: '', description: '', date: defaultDate, start: '', end: '', needed: '4' };

type ShiftFormDialogProps = {
  eventId: string;
  /** The shift to edit, or null to add one; the dialog is open while `open`. */
  shift: RosterShift | null;
  open: boolean;
  onClose: () => void;
  /** The event's day, for a new shift. */
  defaultDate: string;
  timeZone: string;
};

/** Adds or edits a shift: role, what it involves, the day and hours (the site's time zone), people needed. */
export function ShiftFormDialog({
  eventId,
  shift,
  open,
  onClose,
  defaultDate,
  timeZone,
}: ShiftFormDialogProps) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => valuesOf(shift, defaultDate, timeZone));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveShift(eventId);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  /** A one-line field of the form, its id `shift-<name>`. */
  const input = (name: keyof Values, label: string, props: ComponentProps<'input'>, hint?: string) => {
    const id = `shift-${name}`;
    return (
      <Field id={id} label={label} error={errors[name]} hint={hint}>
        <Input {...fieldAria(id, errors[name], hint)} {...props} value={values[name]} onChange={set(name)} />
      </Field>
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An end earlier in the day than the start is the next morning (a night shift).
    const startsAt = instantOf(values.date, values.start, timeZone);
    let endsAt = instantOf(values.date, values.end, timeZone);
    if (startsAt && endsAt && endsAt <= startsAt && values.end < values.start)
      endsAt = new Date(Date.parse(endsAt) + 86_400_000).toISOString();
    const parsed = shiftInputSchema.safeParse({
      role: values.role,
      description: values.description,
      startsAt,
      endsAt,
      needed: Number(values.needed),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path[0];
        const key: keyof Values | null =
          path === 'startsAt'
            ? 'start'
            : path === 'endsAt'
              ? 'end'
              : path === 'role' || path === 'needed' || path === 'description'
                ? path
                : null;
        if (key && !found[key]) found[key] = schemaMessage(issue.message, t);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { shiftId: shift?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({
            title: shift ? t('admin.volunteers.shiftUpdated') : t('admin.volunteers.shiftAdded'),
            description:
              shift &&
              shift.volunteers.length > 0 &&
              (saved.startsAt !== shift.startsAt || saved.endsAt !== shift.endsAt)
                ? t('admin.volunteers.emailedNewTime', { count: shift.volunteers.length })
                : t('admin.volunteers.needs', { role: saved.role, needed: saved.needed }),
          });
          onClose();
        },
        onError: (err) =>
          toast({
            title: t('admin.volunteers.notSaved'),
            description: getErrorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width="lg">
        <DialogHeading
          title={
            shift ? t('admin.volunteers.editShift', { role: shift.role }) : t('admin.volunteers.addAShift')
          }
          description={t('admin.volunteers.formDescription')}
        />
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {input('role', t('admin.volunteers.role'), { maxLength: 80 }, t('admin.volunteers.roleHint'))}
          <Field id="shift-description" label={t('admin.volunteers.involves')} error={errors.description}>
            <Textarea
              {...fieldAria('shift-description', errors.description)}
              rows={2}
              maxLength={500}
              value={values.description}
              onChange={set('description')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            {input('date', t('admin.volunteers.day'), { type: 'date' })}
            {input('start', t('admin.volunteers.starts'), { type: 'time' })}
            {input('end', t('admin.volunteers.ends'), { type: 'time' })}
          </div>
          {input('needed', t('admin.volunteers.needed'), {
            type: 'number',
            inputMode: 'numeric',
            min: 1,
            max: 500,
          })}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending
                ? t('admin.volunteers.saving')
                : shift
                  ? t('admin.volunteers.saveShift')
                  : t('admin.volunteers.addShift')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

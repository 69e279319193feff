import { LanguageTabs } from '@client/components/admin/language-tabs';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { zodResolver } from '@client/lib/zod-resolver';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { isTranslatedLocale } from '@shared/schemas/content-translations';
import type { EventPayload } from '@shared/schemas/event-payload';
import type { AdminEvent } from '@shared/schemas/events';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { getActivityChoices } from '../api/get-activity-choices';
import { useSaveEvent } from '../api/save-event';
import {
  type EventFormValues,
  emptyEventForm,
  eventFormSchema,
  eventToForm,
  formToPayload,
} from '../lib/event-form-schema';
import { movesTimeOrPlace, removedOptionIds } from '../lib/save-checks';
import { ActivitiesFields } from './activities-fields';
import { EventBasicFields, EventStallFields, EventSwitches } from './event-basic-fields';
import { EventTranslationFields } from './event-translation-fields';
import { FeaturedImageField } from './featured-image-field';
import { QuestionsFields } from './questions-fields';
import { SaveEventConfirmDialog, type SaveWarnings } from './save-event-confirm-dialog';
import { ScheduleFields } from './schedule-fields';
import { SponsorsFields } from './sponsors-fields';
import { GuestNamesField, TicketTypesFields } from './ticket-types-fields';

type EventFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being edited (with its registration count); none to create one. */
  event: AdminEvent | null;
  timeZone: string;
  /** The site's address, to show the event page's. */
  origin: string;
  /** The event's volunteer shifts, shown when editing one (the page supplies them: features do not import each other). */
  renderShifts?: (event: AdminEvent) => ReactNode;
};

export function EventFormDialog({
  open,
  onOpenChange,
  event,
  timeZone,
  origin,
  renderShifts,
}: EventFormDialogProps) {
  const t = useT();
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: emptyEventForm(),
  });
  const save = useSaveEvent();
  const editing = event !== null;

  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => {
    if (open) {
      form.reset(event ? eventToForm(event, timeZone) : emptyEventForm());
      setLanguage(DEFAULT_LOCALE);
    }
  }, [open, event, timeZone, form]);

  const [confirming, setConfirming] = useState<{ payload: EventPayload; warnings: SaveWarnings } | null>(
    null,
  );
  const [checking, setChecking] = useState(false);

  const submit = (payload: EventPayload) => {
    save.mutate(
      { id: event?.id, payload },
      {
        onSuccess: () => {
          toast({
            title: editing ? t('admin.events.form.updated') : t('admin.events.form.created'),
            description: editing ? t('admin.events.form.updatedText') : t('admin.events.form.createdText'),
          });
          setConfirming(null);
          onOpenChange(false);
        },
        onError: (error) => {
          // An address refused (malformed, or another event's): said at the field, to choose another.
          const slugMessage = error instanceof ApiRequestError ? error.fieldMessage('slug') : undefined;
          if (slugMessage) {
            setConfirming(null);
            form.setError('slug', { message: slugMessage }, { shouldFocus: true });
            return;
          }
          toast({
            title: t('admin.events.toast.error'),
            description: editing ? t('admin.events.form.updateFailed') : t('admin.events.form.createFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  // An edit that affects people who registered is confirmed first (docs/product-rules.md, "Events").
  // A rule broken in the English fields is shown there, whichever language tab is open.
  const showEnglishErrors = () => setLanguage(DEFAULT_LOCALE);
  const onSubmit = form.handleSubmit(async (values) => {
    const payload = formToPayload(values);
    if (!event) return submit(payload);
    const removed = removedOptionIds(event, payload);
    let choosingRemoved = 0;
    if (removed.length > 0) {
      setChecking(true);
      try {
        choosingRemoved = (await getActivityChoices(event.id, removed)).registrationsChoosingRemoved;
      } catch {
        toast({
          title: t('admin.events.toast.error'),
          description: t('admin.events.form.checkFailed'),
          variant: 'destructive',
        });
        return;
      } finally {
        setChecking(false);
      }
    }
    const toTell = movesTimeOrPlace(eventToForm(event, timeZone), values) ? event.registrationCount : 0;
    if (choosingRemoved > 0 || toTell > 0) setConfirming({ payload, warnings: { choosingRemoved, toTell } });
    else submit(payload);
  }, showEnglishErrors);

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent width="3xl">
        <DialogHeading
          title={editing ? t('admin.events.form.editTitle') : t('admin.events.form.createTitle')}
          description={t('admin.events.form.description')}
        />
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <LanguageTabs value={language} onChange={setLanguage}>
              {(locale) =>
                isTranslatedLocale(locale) ? (
                  <EventTranslationFields locale={locale} />
                ) : (
                  <>
                    <EventBasicFields origin={origin} />
                    <ScheduleFields />
                    <SponsorsFields />
                    <ActivitiesFields />
                    <TicketTypesFields />
                    <GuestNamesField />
                    <QuestionsFields />
                    {event && renderShifts ? renderShifts(event) : null}
                    <FeaturedImageField />
                    <EventSwitches />
                    <EventStallFields />
                  </>
                )
              }
            </LanguageTabs>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                {t('admin.events.form.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending || checking}>
                {save.isPending
                  ? t('admin.events.saving')
                  : editing
                    ? t('admin.events.form.update')
                    : t('admin.events.form.create')}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
        <SaveEventConfirmDialog
          warnings={confirming?.warnings ?? null}
          pending={save.isPending}
          onConfirm={(notifyRegistrants) =>
            confirming &&
            submit(notifyRegistrants ? { ...confirming.payload, notifyRegistrants } : confirming.payload)
          }
          onBack={() => setConfirming(null)}
        />
      </DialogContent>
    </Dialog>
  );
}

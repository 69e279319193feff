import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Field, fieldAria } from '@client/components/admin/field';
import { LanguageTabs } from '@client/components/admin/language-tabs';
import { PanelSection } from '@client/components/admin/panel-section';
import { LinkifiedText } from '@client/components/linkified-text';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { TranslatedLocale } from '@shared/schemas/content-translations';
import {
  EVENT_MESSAGE_AUDIENCES,
  type EventMessageAudience,
  eventMessageInputSchema,
  isVolunteerAudience,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '@shared/schemas/event-messages';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useMessageRecipients } from '../api/get-event-messages';
import { useSendEventMessage } from '../api/send-event-message';
import { AUDIENCE_NAMES, schemaMessage } from './message-words';

type Errors = Partial<Record<'subject' | 'body', string>>;
type Texts = { subject: string; body: string };

/** The versions written in other languages, trimmed, without the empty ones (their readers get English). */
function writtenTranslations(texts: Partial<Record<TranslatedLocale, Texts>>) {
  const written = Object.entries(texts).flatMap(([code, text]) => {
    const subject = text?.subject.trim() ?? '';
    const body = text?.body.trim() ?? '';
    if (!subject && !body) return [];
    return [[code, { ...(subject ? { subject } : {}), ...(body ? { body } : {}) }] as const];
  });
  return written.length > 0 ? Object.fromEntries(written) : undefined;
}

/** The audiences among an event's registrants (the volunteers' are offered where the roster is). */
// The registrations chosen in the console's list are written to from there.
const REGISTRANT_AUDIENCES = EVENT_MESSAGE_AUDIENCES.filter(
  (a) => !isVolunteerAudience(a) && a !== 'selected',
);

type ComposeMessageProps = {
  eventId: string;
  eventTitle: string;
  /** Whom the message may go to; the registrants' audiences unless told. */
  audiences?: readonly EventMessageAudience[];
  /** The shifts to choose from for the audience shift-volunteers, each with its label. */
  shifts?: readonly { id: string; label: string }[];
};

/**
 * Writes a message to an event's registrants: the audience with how many it reaches, subject and text (checked
 * by the shared schema), a preview as the mail will show it, and a confirmation naming the count before sending.
 */
export function ComposeMessage({
  eventId,
  eventTitle,
  audiences = REGISTRANT_AUDIENCES,
  shifts = [],
}: ComposeMessageProps) {
  const t = useT();
  const [audience, setAudience] = useState<EventMessageAudience>(audiences[0] ?? 'confirmed');
  const [chosenShift, setChosenShift] = useState('');
  const shiftId = audience === 'shift-volunteers' ? chosenShift || shifts[0]?.id : undefined;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [translated, setTranslated] = useState<Partial<Record<TranslatedLocale, Texts>>>({});
  const translations = writtenTranslations(translated);
  const textsIn = (locale: Locale): Texts =>
    locale === DEFAULT_LOCALE
      ? { subject, body }
      : (translated[locale as TranslatedLocale] ?? { subject: '', body: '' });
  const write = (locale: Locale, texts: Partial<Texts>) => {
    if (locale === DEFAULT_LOCALE) {
      if (texts.subject !== undefined) setSubject(texts.subject);
      if (texts.body !== undefined) setBody(texts.body);
    } else setTranslated((all) => ({ ...all, [locale]: { ...textsIn(locale), ...texts } }));
  };
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const recipients = useMessageRecipients(eventId, audience, shiftId);
  const send = useSendEventMessage(eventId);
  const count = recipients.data?.recipients;

  const review = () => {
    const parsed = eventMessageInputSchema.safeParse({ subject, body, audience, shiftId, translations });
    if (!parsed.success) {
      const found: Errors = {};
      let at: Locale = DEFAULT_LOCALE;
      for (const issue of parsed.error.issues) {
        // translations.hi.subject: the Hindi tab's subject.
        const [first, code, inner] = issue.path;
        const field = first === 'translations' ? inner : first;
        if ((field === 'subject' || field === 'body') && !found[field]) {
          found[field] = schemaMessage(issue.message, t);
          if (first === 'translations' && Object.keys(found).length === 1) at = code as Locale;
        }
      }
      setErrors(found);
      setLanguage(at);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { subject, body, audience, shiftId, translations },
      {
        onSuccess: (sent) => {
          toast({
            title: t('admin.eventMessages.sent'),
            description: t('admin.eventMessages.onItsWay', { count: sent.recipients }),
          });
          setConfirming(false);
          setSubject('');
          setBody('');
          setTranslated({});
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: t('admin.eventMessages.notSent'),
            description: getErrorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <PanelSection id="compose" title={t('admin.eventMessages.new')} className="grid gap-4">
      <Field id="message-audience" label={t('admin.eventMessages.to')}>
        <NativeSelect
          id="message-audience"
          value={audience}
          onChange={(e) => setAudience(e.target.value as EventMessageAudience)}
          aria-describedby="message-recipients"
        >
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(AUDIENCE_NAMES[a])}
            </option>
          ))}
        </NativeSelect>
        <p id="message-recipients" className="text-muted-foreground text-sm" aria-live="polite">
          {count === undefined
            ? recipients.isError
              ? t('admin.eventMessages.countFailed')
              : t('admin.eventMessages.counting')
            : t('admin.eventMessages.reaches', { count })}
        </p>
      </Field>
      {audience === 'shift-volunteers' ? (
        <Field id="message-shift" label={t('admin.eventMessages.shift')}>
          <NativeSelect
            id="message-shift"
            value={shiftId ?? ''}
            onChange={(e) => setChosenShift(e.target.value)}
            aria-describedby="message-recipients"
          >
            {shifts.map((shift) => (
              <option key={shift.id} value={shift.id}>
                {shift.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <LanguageTabs value={language} onChange={setLanguage}>
        {(locale) => {
          const english = locale === DEFAULT_LOCALE;
          // Each language's fields have ids of their own; English keeps the ids it always had.
          const id = (name: string) => (english ? `message-${name}` : `message-${name}-${locale}`);
          const texts = textsIn(locale);
          const error = locale === language ? errors : {};
          return (
            <>
              {english ? null : (
                <p className="text-muted-foreground text-sm">{t('admin.eventMessages.inLanguageHint')}</p>
              )}
              <Field id={id('subject')} label={t('admin.eventMessages.subject')} error={error.subject}>
                <Input
                  {...fieldAria(id('subject'), error.subject)}
                  value={texts.subject}
                  placeholder={english ? undefined : subject}
                  maxLength={MESSAGE_SUBJECT_MAX}
                  onChange={(e) => write(locale, { subject: e.target.value })}
                />
              </Field>
              <Field
                id={id('body')}
                label={t('admin.eventMessages.message')}
                error={error.body}
                hint={t('admin.eventMessages.bodyHint')}
              >
                <Textarea
                  {...fieldAria(id('body'), error.body, 'x')}
                  rows={6}
                  value={texts.body}
                  placeholder={english ? undefined : body}
                  maxLength={MESSAGE_BODY_MAX}
                  onChange={(e) => write(locale, { body: e.target.value })}
                />
              </Field>
              <MessagePreview
                subject={texts.subject.trim() || subject.trim()}
                body={texts.body.trim() || body.trim()}
              />
            </>
          );
        }}
      </LanguageTabs>
      <Button className="justify-self-end" onClick={review} disabled={send.isPending || count === 0}>
        <Send aria-hidden="true" />
        {t('admin.eventMessages.send')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.eventMessages.confirmTitle')}
        description={t('admin.eventMessages.confirmText', {
          subject: subject.trim(),
          count: count ?? 0,
          kind: isVolunteerAudience(audience) ? 'volunteers' : 'registrants',
          event: eventTitle,
          audience: t(AUDIENCE_NAMES[audience]).toLowerCase(),
        })}
        cancelLabel={t('admin.eventMessages.keepEditing')}
        pending={send.isPending}
        actions={[
          {
            label: t('admin.eventMessages.sendTo', { count: count ?? 0 }),
            pendingLabel: t('admin.eventMessages.sending'),
            onClick: confirm,
          },
        ]}
      />
    </PanelSection>
  );
}

/** The message as its mail will show it (a language's version falls back to the English text by text). */
function MessagePreview({ subject, body }: Texts) {
  const t = useT();
  if (!subject && !body) return null;
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4 text-sm" data-testid="message-preview">
      <p className="text-muted-foreground">{t('admin.eventMessages.preview')}</p>
      <p className="mt-1 font-semibold">{subject || t('admin.eventMessages.noSubject')}</p>
      <p className="mt-2">{t('admin.eventMessages.hello')}</p>
      <LinkifiedText text={body} className="mt-2" />
    </div>
  );
}

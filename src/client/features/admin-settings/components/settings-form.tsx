import { Field, fieldAria } from '@client/components/admin/field';
import { LanguageTabs } from '@client/components/admin/language-tabs';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import { zodResolver } from '@client/lib/zod-resolver';
import { DEFAULT_LOCALE, type Locale, localeConfig } from '@shared/i18n/locales';
import { isTranslatedLocale, TRANSLATED_LOCALES } from '@shared/schemas/content-translations';
import type { AdminSiteSettings } from '@shared/schemas/settings';
import { type SettingsPayload, settingsPayloadSchema } from '@shared/schemas/settings-payload';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSettings } from '../api/update-settings';
import { schemaMessage } from './settings-words';

type Values = SettingsPayload;
type Parsed = z.output<typeof settingsPayloadSchema>;

/** Every language's fields, empty where nothing is written (the English text is shown there). */
const translationValues = (settings: AdminSiteSettings) =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      { tagline: '', aboutText: '', announcementText: '', ...settings.translations[locale] },
    ]),
  );

export function SettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const t = useT();
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    // The shared schema: 'Tagline is required', 'Please enter a valid email address'.
    resolver: zodResolver(settingsPayloadSchema),
    defaultValues: { ...settings, translations: translationValues(settings) },
  });
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const save = useUpdateSettings();
  const e = formState.errors;
  const error = (message: string | undefined) => schemaMessage(message, t);

  // A rule broken in the English fields is shown there, whichever language tab is open.
  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () =>
          toast({ title: t('admin.settings.updated'), description: t('admin.settings.updatedText') }),
        onError: () =>
          toast({
            title: t('admin.settings.updateFailed'),
            description: t('admin.settings.updateFailedText'),
            variant: 'destructive',
          }),
      }),
    () => setLanguage(DEFAULT_LOCALE),
  );

  const text = (name: keyof Values, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <Field id={`settings-${name}`} label={label} error={error(e[name]?.message)}>
      <Input {...fieldAria(`settings-${name}`, error(e[name]?.message))} {...props} {...register(name)} />
    </Field>
  );

  const translated = (locale: Locale) => {
    if (!isTranslatedLocale(locale)) return null;
    const language = localeConfig(locale).name;
    const id = (name: string) => `settings-${locale}-${name}`;
    const errors = e.translations?.[locale];
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h3">{language}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{t('admin.settings.writtenIn', { language })}</p>
          <Field
            id={id('tagline')}
            label={t('admin.settings.taglineIn', { language })}
            error={error(errors?.tagline?.message)}
          >
            <Input
              {...fieldAria(id('tagline'), error(errors?.tagline?.message))}
              lang={locale}
              placeholder={settings.tagline}
              {...register(`translations.${locale}.tagline`)}
            />
          </Field>
          <Field
            id={id('aboutText')}
            label={t('admin.settings.aboutTextIn', { language })}
            error={error(errors?.aboutText?.message)}
          >
            <Textarea
              {...fieldAria(id('aboutText'), error(errors?.aboutText?.message))}
              lang={locale}
              rows={6}
              {...register(`translations.${locale}.aboutText`)}
            />
          </Field>
          <Field
            id={id('announcementText')}
            label={t('admin.settings.bannerIn', { language })}
            error={error(errors?.announcementText?.message)}
          >
            <Textarea
              {...fieldAria(id('announcementText'), error(errors?.announcementText?.message))}
              lang={locale}
              rows={2}
              placeholder={settings.announcementText}
              {...register(`translations.${locale}.announcementText`)}
            />
          </Field>
        </CardContent>
      </Card>
    );
  };

  const englishFields = (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.settings.basic')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {text('groupName', t('admin.settings.groupName'))}
          {text('tagline', t('admin.settings.tagline'))}
          <Field
            id="settings-aboutText"
            label={t('admin.settings.aboutText')}
            hint={t('admin.settings.aboutTextHint')}
          >
            <Textarea
              {...fieldAria('settings-aboutText', undefined, 'hint')}
              rows={6}
              {...register('aboutText')}
            />
          </Field>
          {text('contactEmail', t('admin.settings.contactEmail'), { type: 'email' })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.settings.social')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {text('whatsappLink', t('admin.settings.whatsapp'), {
            type: 'url',
            placeholder: 'https://chat.whatsapp.com/...',
          })}
          {text('instagramLink', t('admin.settings.instagram'), {
            type: 'url',
            placeholder: 'https://instagram.com/...',
          })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.settings.announcements')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field
            id="settings-announcementText"
            label={t('admin.settings.banner')}
            error={error(e.announcementText?.message)}
          >
            <Textarea
              {...fieldAria('settings-announcementText', error(e.announcementText?.message))}
              rows={2}
              {...register('announcementText')}
            />
          </Field>
          <Controller
            control={control}
            name="showAnnouncement"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="settings-showAnnouncement"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
                <label htmlFor="settings-showAnnouncement" className="font-medium text-sm">
                  {t('admin.settings.showBanner')}
                </label>
              </div>
            )}
          />
        </CardContent>
      </Card>
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <LanguageTabs value={language} onChange={setLanguage}>
        {(locale) => (isTranslatedLocale(locale) ? translated(locale) : englishFields)}
      </LanguageTabs>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
      </Button>
    </form>
  );
}

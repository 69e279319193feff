import { Field, fieldAria } from '@client/components/admin/field';
import { LanguageTabs } from '@client/components/admin/language-tabs';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { zodResolver } from '@client/lib/zod-resolver';
import { DEFAULT_LOCALE, type Locale, localeConfig } from '@shared/i18n/locales';
import { isTranslatedLocale, TRANSLATED_LOCALES } from '@shared/schemas/content-translations';
import type { AdminSiteSettings } from '@shared/schemas/settings';
import { type SettingsPayload, settingsPayloadSchema } from '@shared/schemas/settings-payload';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSettings } from '../api/update-settings';

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
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    // The shared schema: 'Tagline is required', 'Please enter a valid email address'.
    resolver: zodResolver(settingsPayloadSchema),
    defaultValues: { ...settings, translations: translationValues(settings) },
  });
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const save = useUpdateSettings();
  const e = formState.errors;

  // A rule broken in the English fields is shown there, whichever language tab is open.
  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () =>
          toast({ title: 'Settings Updated', description: 'The website settings have been saved.' }),
        onError: () =>
          toast({
            title: 'Update Failed',
            description: 'Failed to update settings. Please try again.',
            variant: 'destructive',
          }),
      }),
    () => setLanguage(DEFAULT_LOCALE),
  );

  const text = (name: keyof Values, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <Field id={`settings-${name}`} label={label} error={e[name]?.message}>
      <Input {...fieldAria(`settings-${name}`, e[name]?.message)} {...props} {...register(name)} />
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
          <p className="text-muted-foreground text-sm">
            Written in {language}. A field left empty shows the English text on the {language} pages.
          </p>
          <Field id={id('tagline')} label={`Tagline (${language})`} error={errors?.tagline?.message}>
            <Input
              {...fieldAria(id('tagline'), errors?.tagline?.message)}
              lang={locale}
              placeholder={settings.tagline}
              {...register(`translations.${locale}.tagline`)}
            />
          </Field>
          <Field id={id('aboutText')} label={`About Text (${language})`} error={errors?.aboutText?.message}>
            <Textarea
              {...fieldAria(id('aboutText'), errors?.aboutText?.message)}
              lang={locale}
              rows={6}
              {...register(`translations.${locale}.aboutText`)}
            />
          </Field>
          <Field
            id={id('announcementText')}
            label={`Banner Message (${language})`}
            error={errors?.announcementText?.message}
          >
            <Textarea
              {...fieldAria(id('announcementText'), errors?.announcementText?.message)}
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
          <CardTitle as="h3">Basic Information</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {text('groupName', 'Group Name')}
          {text('tagline', 'Tagline')}
          <Field id="settings-aboutText" label="About Text" hint="Separate paragraphs with a blank line.">
            <Textarea
              {...fieldAria('settings-aboutText', undefined, 'hint')}
              rows={6}
              {...register('aboutText')}
            />
          </Field>
          {text('contactEmail', 'Contact Email', { type: 'email' })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Social Media Links</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {text('whatsappLink', 'WhatsApp Group Link', {
            type: 'url',
            placeholder: 'https://chat.whatsapp.com/...',
          })}
          {text('instagramLink', 'Instagram Profile Link', {
            type: 'url',
            placeholder: 'https://instagram.com/...',
          })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Announcements</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field id="settings-announcementText" label="Banner Message" error={e.announcementText?.message}>
            <Textarea
              {...fieldAria('settings-announcementText', e.announcementText?.message)}
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
                  Show Announcement Banner
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
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

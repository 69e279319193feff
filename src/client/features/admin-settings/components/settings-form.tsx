import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { zodResolver } from '@client/lib/zod-resolver';
import type { SiteSettings } from '@shared/schemas/settings';
import { type SettingsPayload, settingsPayloadSchema } from '@shared/schemas/settings-payload';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSettings } from '../api/update-settings';

type Values = SettingsPayload;
type Parsed = z.output<typeof settingsPayloadSchema>;

export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    // The shared schema: 'Tagline is required', 'Please enter a valid email address'.
    resolver: zodResolver(settingsPayloadSchema),
    defaultValues: { ...settings },
  });
  const save = useUpdateSettings();
  const e = formState.errors;

  const onSubmit = handleSubmit((values) =>
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
  );

  const text = (name: keyof Values, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <Field id={`settings-${name}`} label={label} error={e[name]?.message}>
      <Input {...fieldAria(`settings-${name}`, e[name]?.message)} {...props} {...register(name)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

// @vitest-environment happy-dom
// The events tab's card and form rendered for real in the admin's languages: every word through the catalogue
// (no message id left on screen), English word for word as before.

import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { PageLanguageProvider, pageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { AdminEvent } from '@shared/schemas/events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';

afterEach(cleanup);

const languages = {
  en: pageLanguage('en', await adminCatalogue('en')),
  hi: pageLanguage('hi', await adminCatalogue('hi')),
  es: pageLanguage('es', await adminCatalogue('es')),
};

const inLanguage = (locale: Locale, children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PageLanguageProvider value={languages[locale]}>{children}</PageLanguageProvider>
    </QueryClientProvider>,
  );

const event = {
  id: 'evt_1',
  slug: 'diwali',
  title: 'Diwali Mela',
  description: '',
  startsAt: '2030-06-15T19:00:00.000Z',
  endsAt: null,
  timeKnown: false,
  time: null,
  status: 'scheduled',
  published: false,
  registrationOpen: true,
  venue: 'Community Hall',
  address: '1 Main St',
  highlights: ['Food'],
  registrationCount: 1,
  peopleCount: 3,
} as unknown as AdminEvent;

const TIME_ZONE = 'America/Los_Angeles';

describe('the event card', () => {
  it('keeps its English', () => {
    inLanguage('en', <EventCard event={event} timeZone={TIME_ZONE} onAction={() => {}} />);
    expect(screen.getByRole('button', { name: 'Edit: Diwali Mela' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete event: Diwali Mela' }).title).toBe('Delete');
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Registration Open')).toBeTruthy();
    expect(screen.getByText('Saturday, June 15, 2030')).toBeTruthy();
    expect(screen.getByText('1 registration, 3 people')).toBeTruthy();
  });

  it('speaks Hindi, its date included', () => {
    const { container } = inLanguage(
      'hi',
      <EventCard event={event} timeZone={TIME_ZONE} onAction={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'संपादित करें: Diwali Mela' })).toBeTruthy();
    expect(screen.getByText('ड्राफ़्ट')).toBeTruthy();
    expect(screen.getByText('शनिवार, 15 जून 2030')).toBeTruthy();
    expect(container.innerHTML).not.toContain('admin.events.');
  });
});

describe('the event form', () => {
  it.each(['hi', 'es'] as const)(
    'in %s, shows no message id, and the schema messages in the language',
    async (locale) => {
      inLanguage(
        locale,
        <EventFormDialog
          open
          onOpenChange={() => {}}
          event={null}
          timeZone={TIME_ZONE}
          origin="https://x.test"
        />,
      );
      const dialog = await screen.findByRole('dialog');
      expect(dialog.innerHTML).not.toContain('admin.events.');
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      const required = { hi: 'शीर्षक ज़रूरी है', es: 'El título es obligatorio' }[locale];
      await waitFor(() => expect(screen.getByText(required)).toBeTruthy());
    },
  );
});

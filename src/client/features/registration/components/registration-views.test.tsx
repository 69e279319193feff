// @vitest-environment happy-dom
// The registration dialog's views, rendered for real (React, Radix, react-hook-form with the shared zod schema) in
// happy-dom, and driven the way a visitor does: by labels, roles and visible text.
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { TestLanguage } from '@client/lib/i18n/test-language';
import type { Event } from '@shared/schemas/events';
import type { Registration } from '@shared/schemas/registrations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationDuplicate } from './registration-duplicate';
import { emptyRegistrationForm, RegistrationForm, registrationFormValues } from './registration-form';
import type { RegistrationOutcomeProps } from './registration-outcome';
import { RegistrationSuccess } from './registration-success';

afterEach(cleanup);

const event = {
  id: 'evt_1',
  title: 'Diwali Festival of Lights',
  activities: [{ category: 'Performances', options: [{ id: 'opt_1', name: 'Solo dance' }] }],
  ticketTypes: [],
  guestNames: 'off',
  questions: [],
} as unknown as Event;

const registration = {
  id: 'reg_1',
  eventId: 'evt_1',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  guestCount: 3,
  selectedActivities: ['opt_1'],
  activityResponses: [],
  notes: null,
  tickets: [],
  guests: [],
  answers: [],
  updatedAt: '2026-01-02T00:00:00.000Z',
} as unknown as Registration;

/** A view as the dialog shows it: inside an open dialog, with a query client for its mutations. */
function renderInDialog(view: ReactNode, locale: 'en' | 'hi' | 'es' = 'en') {
  return render(inDialog(view, locale));
}

function inDialog(view: ReactNode, locale: 'en' | 'hi' | 'es' = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <TestLanguage locale={locale}>
        <Dialog open>
          <DialogContent>{view}</DialogContent>
        </Dialog>
      </TestLanguage>
    </QueryClientProvider>
  );
}

/** The one-choice question about diet (None or Vegan), optional and asked once unless `overrides` say otherwise. */
const dietQuestion = (overrides: Partial<Event['questions'][number]>): Event['questions'][number] => ({
  id: 'q_diet',
  label: 'Dietary needs',
  type: 'single',
  options: ['None', 'Vegan'],
  required: false,
  perGuest: false,
  showAtDoor: false,
  ...overrides,
});

/** Types the registrant's name and address as a visitor does. */
function fillContact() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
}

type FormProps = Parameters<typeof RegistrationForm>[0];

/** The form as the dialog shows it: new (empty), or for a held registration (its values, updating it). */
const formView = (props: Partial<FormProps> = {}) => (
  <RegistrationForm
    event={event}
    defaultValues={emptyRegistrationForm}
    holdsRegistration={false}
    pending={false}
    onSubmit={async () => {}}
    {...props}
  />
);

describe('registration form view', () => {
  it('speaks the page’s language: its labels and the shared schema’s messages in Hindi and Spanish', async () => {
    renderInDialog(formView(), 'hi');
    fireEvent.click(screen.getByRole('button', { name: `${event.title} के लिए पंजीकरण करें` }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('कृपया सही ईमेल पता लिखें')).toBeTruthy();
    expect(screen.getByLabelText('पूरा नाम').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    renderInDialog(formView(), 'es');
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: `Inscribirme en ${event.title}` }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('asks for a new registration and refuses an empty form with the messages of the shared schema', async () => {
    const onSubmit = vi.fn();
    renderInDialog(formView({ onSubmit }));
    expect(screen.queryByRole('button', { name: 'Update Registration' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Register for ${event.title}` }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits what the visitor typed, parsed by the schema', async () => {
    const onSubmit = vi.fn();
    renderInDialog(formView({ onSubmit }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: '  Asha Rao ' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo dance' }));
    fireEvent.click(screen.getByRole('button', { name: `Register for ${event.title}` }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      guestCount: 1,
      selectedActivities: ['opt_1'],
    });
  });

  it('a party of 11 or more is asked its exact number, which is submitted; beyond 20 is refused', async () => {
    const onSubmit = vi.fn();
    renderInDialog(
      formView({
        holdsRegistration: true,
        defaultValues: registrationFormValues({ ...registration, guestCount: 14 }),
        onSubmit,
      }),
    );
    const exact = screen.getByLabelText('Exact number of people (11 to 20)') as HTMLInputElement;
    expect(exact.value).toBe('14');
    fireEvent.change(exact, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    expect(await screen.findByText('Maximum 20 guests allowed')).toBeTruthy();
    fireEvent.change(exact, { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ guestCount: 17 });
  });

  it('with ticket types, guest names and questions: asks them and submits what the server takes', async () => {
    const onSubmit = vi.fn();
    const shaped = {
      ...event,
      activities: [],
      guestNames: 'required',
      ticketTypes: [
        { id: 'tt_a', name: 'Adult', capacity: null, spotsLeft: null },
        { id: 'tt_c', name: 'Child', description: 'Under 12', capacity: 20, spotsLeft: 4 },
      ],
      questions: [dietQuestion({ required: true, perGuest: true, showAtDoor: true })],
    } as Event;
    renderInDialog(formView({ event: shaped, onSubmit }));
    fillContact();
    expect(screen.getByText('4 left')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Child/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Name of person 2'), { target: { value: 'Anu' } });
    fireEvent.change(screen.getByLabelText('You'), { target: { value: 'Vegan' } });
    fireEvent.click(screen.getByRole('button', { name: `Register for ${event.title}` }));
    expect(await screen.findByText('This question is required (person 2)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Anu'), { target: { value: 'None' } });
    fireEvent.click(screen.getByRole('button', { name: `Register for ${event.title}` }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      guestCount: 2,
      tickets: [
        { ticketTypeId: 'tt_a', quantity: 1 },
        { ticketTypeId: 'tt_c', quantity: 1 },
      ],
      guests: [{ name: 'Anu' }],
      answers: [
        { questionId: 'q_diet', guestIndex: 0, value: 'Vegan' },
        { questionId: 'q_diet', guestIndex: 1, value: 'None' },
      ],
    });
  });

  it('shows an event written in another language by its translated texts, and answers with the English keys', async () => {
    const onSubmit = vi.fn();
    const translated = {
      ...event,
      activities: [
        {
          category: 'Performances',
          categoryLabel: 'प्रस्तुतियाँ',
          instructions: 'Tell us more',
          options: [{ id: 'opt_1', name: 'एकल नृत्य' }],
        },
      ],
      questions: [dietQuestion({ label: 'भोजन', optionLabels: ['कुछ नहीं', 'वीगन'] })],
    } as Event;
    renderInDialog(formView({ event: translated, onSubmit }));
    expect(screen.getByText('प्रस्तुतियाँ')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'वीगन' })).toBeTruthy();
    fillContact();
    fireEvent.change(screen.getByLabelText(/भोजन/), { target: { value: 'Vegan' } });
    fireEvent.change(screen.getByRole('textbox', { name: /प्रस्तुतियाँ/ }), { target: { value: 'Kathak' } });
    fireEvent.click(screen.getByRole('button', { name: `Register for ${event.title}` }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      activityResponses: [{ category: 'Performances', response: 'Kathak' }],
      answers: [{ questionId: 'q_diet', value: 'Vegan' }],
    });
  });

  it('says it is registering while the request runs', () => {
    renderInDialog(formView({ pending: true }));
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeTruthy();
  });
});

describe('manage view (the form for a held registration)', () => {
  it('is filled with the registration and submits the update', async () => {
    const onSubmit = vi.fn();
    renderInDialog(
      formView({ holdsRegistration: true, defaultValues: registrationFormValues(registration), onSubmit }),
    );
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByRole('checkbox', { name: 'Solo dance' }) as HTMLButtonElement).dataset.state).toBe(
      'checked',
    );
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha S. Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ fullName: 'Asha S. Rao', guestCount: 3 });
  });

  it('maps a loaded registration to the form values, with no phone as an empty field and an empty honeypot', () => {
    expect(registrationFormValues(registration)).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '',
      guestCount: 3,
      selectedActivities: ['opt_1'],
      activityResponses: [],
      notes: null,
      website: '',
    });
  });
});

describe('success view', () => {
  const party = { fullName: 'Asha Rao', email: 'asha@example.com', guestCount: 3 };
  const success = (props: Partial<RegistrationOutcomeProps> = {}) => (
    <RegistrationSuccess eventTitle={event.title} registration={party} onClose={() => {}} {...props} />
  );
  /** The view's own Close button (the dialog's corner button is named Close too, by its label). */
  const closeButton = () =>
    screen.getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close') as HTMLElement;

  it('shows the party by ticket type and the guests’ names', () => {
    renderInDialog(
      <RegistrationSuccess
        eventTitle={event.title}
        registration={{
          ...party,
          tickets: [
            { ticketTypeId: 'tt_a', quantity: 2 },
            { ticketTypeId: 'tt_c', quantity: 1 },
          ],
          guests: [{ name: 'Ravi' }, { name: 'Anu' }],
        }}
        ticketTypes={[
          { id: 'tt_a', name: 'Adult' },
          { id: 'tt_c', name: 'Child' },
        ]}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('3 people (2 Adults, 1 Child)')).toBeTruthy();
    expect(screen.getByText('Ravi, Anu')).toBeTruthy();
  });

  it('shows the registration and closes', () => {
    const onClose = vi.fn();
    renderInDialog(success({ onClose }));
    expect(screen.getByRole('heading', { name: 'Registration Successful!' })).toBeTruthy();
    expect(screen.getByText(`Thank you for registering for ${event.title}.`)).toBeTruthy();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('3 people')).toBeTruthy();
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open for the second click of a double click on Register, which lands on its Close button', () => {
    const onClose = vi.fn();
    renderInDialog(success({ onClose }));
    fireEvent.click(closeButton(), { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(closeButton(), { detail: 1 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('promises an email only when the site sends mail; otherwise says the registration is saved', () => {
    const { rerender } = renderInDialog(success({ mailEnabled: true }));
    expect(screen.getByText(/is on its way to your inbox/)).toBeTruthy();
    rerender(inDialog(success({ mailEnabled: false })));
    expect(screen.getByText(/^We've saved your registration\./)).toBeTruthy();
    expect(screen.queryByText(/inbox/)).toBeNull();
  });
});

describe('duplicate view', () => {
  const duplicate = (hasToken: boolean, onUpdate = vi.fn()) =>
    renderInDialog(
      <RegistrationDuplicate
        eventId={event.id}
        email="asha@example.com"
        hasToken={hasToken}
        onUpdate={onUpdate}
        onClose={() => {}}
      />,
    );

  it('with the registration on this device, Update Registration goes back to the form for it', () => {
    const onUpdate = vi.fn();
    duplicate(true, onUpdate);
    expect(screen.getByRole('heading', { name: 'Already Registered' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });

  it('without it, offers to email a link to the address typed, and checks the address first', async () => {
    const onUpdate = vi.fn();
    duplicate(false, onUpdate);
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    expect(onUpdate).not.toHaveBeenCalled();
    const address = screen.getByLabelText('Email Address') as HTMLInputElement;
    expect(address.value).toBe('asha@example.com');
    fireEvent.change(address, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email Me a Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });
});

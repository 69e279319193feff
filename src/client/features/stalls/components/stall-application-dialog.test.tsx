// @vitest-environment happy-dom
// The stall application dialog, rendered for real (React, Radix, react-hook-form) in happy-dom: whether the form
// is offered depends on the event's stall flags, told before the vendor types anything.

import { TestLanguage } from '@client/lib/i18n/test-language';
import type { Event } from '@shared/schemas/events';
import { STALLS_FULL_MESSAGE, STALLS_WAITLIST_NOTE } from '@shared/schemas/stalls';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StallApplicationDialog } from './stall-application-dialog';

afterEach(cleanup);

const eventWith = (flags: Pick<Event, 'stallsFull' | 'stallApplicationsOpen'>) =>
  ({ id: 'evt_1', title: 'Navratri Mela', acceptStallApplications: true, ...flags }) as Event;

const renderDialog = (event: Event) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestLanguage>
        <StallApplicationDialog event={event} open onOpenChange={() => {}} />
      </TestLanguage>
    </QueryClientProvider>,
  );

describe('stall application dialog', () => {
  it('offers the form while stalls are left', () => {
    renderDialog(eventWith({ stallsFull: false, stallApplicationsOpen: true }));
    expect(screen.getByLabelText('Business Name')).toBeTruthy();
    expect(screen.queryByText(STALLS_FULL_MESSAGE)).toBeNull();
    expect(screen.queryByText(STALLS_WAITLIST_NOTE)).toBeNull();
  });

  it('says the stalls are taken, with no form to fill, once they are all approved', () => {
    renderDialog(eventWith({ stallsFull: true, stallApplicationsOpen: false }));
    expect(screen.getByRole('alert').textContent).toBe(STALLS_FULL_MESSAGE);
    expect(screen.queryByLabelText('Business Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('keeps the form, saying applications join the waiting list, when the event keeps a stall waitlist', () => {
    renderDialog(eventWith({ stallsFull: true, stallApplicationsOpen: true }));
    expect(screen.getByText(STALLS_WAITLIST_NOTE)).toBeTruthy();
    expect(screen.getByLabelText('Business Name')).toBeTruthy();
  });
});

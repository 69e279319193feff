import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import { describe, expect, it } from 'vitest';
import { aroundValue } from './around-value';
import { EVENT_FORM_MESSAGE_IDS, translateFormMessage } from './form-messages';

// The admin's screens load the whole catalogue, their own messages with it.
const english = pageLanguage('en', await adminCatalogue('en')).t;
const hindi = pageLanguage('hi', await adminCatalogue('hi')).t;

describe('the event form’s messages', () => {
  it('are the schemas’ English word for word', () => {
    for (const [message, id] of Object.entries(EVENT_FORM_MESSAGE_IDS)) expect(english(id)).toBe(message);
  });

  it('show in the admin’s language, and one the map lacks as it was written', () => {
    expect(translateFormMessage('Title is required', hindi)).toBe('शीर्षक ज़रूरी है');
    expect(translateFormMessage('Something the server said', hindi)).toBe('Something the server said');
    expect(translateFormMessage(undefined, hindi)).toBeUndefined();
  });
});

describe('the events tab’s English', () => {
  it('keeps its counts, apostrophes and quotes', () => {
    expect(english('admin.events.save.removing', { count: 2 })).toBe(
      "2 people chose an option you are removing. Their registrations keep the option's name.",
    );
    expect(english('admin.events.save.askToTell', { count: 1 })).toBe(
      'The time or place changed and 1 registration was made. Email them what changed, with the updated calendar file?',
    );
    expect(english('admin.events.cancel.doneText', { count: 1 })).toBe(
      '1 person who registered will be emailed.',
    );
    expect(english('admin.events.delete.title', { title: 'Diwali' })).toBe('Delete "Diwali"?');
    expect(english('admin.events.slug.page', { url: 'https://x.test/events/a' })).toBe(
      "The event's page: https://x.test/events/a",
    );
  });
});

describe('aroundValue', () => {
  it('splits a message around its value', () => {
    expect(aroundValue((title) => english('admin.events.delete.doneText', { title }))).toEqual([
      '',
      ' has been deleted.',
    ]);
  });
});

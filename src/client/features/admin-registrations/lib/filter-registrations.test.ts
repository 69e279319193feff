import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import { describe, expect, it } from 'vitest';
import { arrivalText, matchesArrival } from './filter-registrations';

describe('arrival filter', () => {
  const none = { checkedIn: 0, guestCount: 4 };
  const some = { checkedIn: 2, guestCount: 4 };
  it('keeps parties with anyone checked in, or with no one yet', () => {
    expect([none, some].filter((r) => matchesArrival(r, 'checked-in'))).toEqual([some]);
    expect([none, some].filter((r) => matchesArrival(r, 'not-checked-in'))).toEqual([none]);
    expect([none, some].filter((r) => matchesArrival(r, 'all'))).toEqual([none, some]);
  });
  it('says how many of the party arrived', async () => {
    const { t } = pageLanguage('en', await adminCatalogue('en'));
    expect(arrivalText(some, t)).toBe('2 of 4');
    expect(arrivalText(none, t)).toBe('–');
  });
});

import type { Translate } from '@client/lib/i18n/i18n-context';

/** "3 registrations", "1 registration": how many registrations, in words. */
export const registrationsCount = (t: Translate, count: number) =>
  t('admin.registrations.count.registrations', { count });

/** "3 people", "1 person": how many people, in words. */
export const peopleCount = (t: Translate, count: number) => t('admin.registrations.count.people', { count });

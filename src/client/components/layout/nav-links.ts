import type { MessageKey } from '@client/lib/i18n/i18n-context';

export type NavLink = { href: string; label: MessageKey; subtle?: boolean };

/** The five links; Admin is visible to everyone but styled less prominently. */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'nav.home' },
  { href: '/events', label: 'nav.events' },
  { href: '/gallery', label: 'nav.gallery' },
  { href: '/contact', label: 'nav.contact' },
  // Absolute (`~`): the admin exists in the default language only.
  { href: '~/admin', label: 'nav.admin', subtle: true },
];

/** Home is active only on exactly "/"; the others on any path starting with theirs. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

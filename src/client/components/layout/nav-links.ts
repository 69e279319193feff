export type NavLink = { href: string; label: string; subtle?: boolean };

/** The five links; Admin is visible to everyone but styled less prominently. */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/events', label: 'Events' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/contact', label: 'Contact' },
  { href: '/admin', label: 'Admin', subtle: true },
];

/** Home is active only on exactly "/"; the others on any path starting with theirs. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const LAYOUTS = {
  /** A fact on lines of its own (the When & Where card, the contact details): the icon beside its first line. */
  block: { item: 'flex gap-3', icon: 'mt-0.5 size-5 shrink-0 text-saffron' },
  /** A fact in a list of short ones (an event card's date, time and venue). */
  inline: { item: 'flex items-center gap-2', icon: 'size-4 shrink-0 text-saffron' },
  /** The same, closer to its icon, in a row that wraps (the event page's header). */
  'inline-tight': { item: 'flex items-center gap-1.5', icon: 'size-4 shrink-0 text-saffron' },
};

/** A fact with its icon in front: the icon is decoration only. */
export function IconListItem({
  icon: Icon,
  layout = 'block',
  children,
}: {
  icon: LucideIcon;
  layout?: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  const { item, icon } = LAYOUTS[layout];
  return (
    <li className={item}>
      <Icon className={icon} aria-hidden="true" />
      {children}
    </li>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A fact with its icon in front (the When & Where card, the contact details): the icon is decoration only. */
export function IconListItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-saffron" aria-hidden="true" />
      {children}
    </li>
  );
}

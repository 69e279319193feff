import type { ReactNode } from 'react';

type PanelSectionProps = {
  /** Makes the heading's id (`{id}-heading`), which names the section. */
  id: string;
  title: string;
  /** The section's layout (its heading is the first item). */
  className: string;
  children: ReactNode;
};

/** A part of an admin panel or dialog (a new message, the sent ones, an event's videos): its heading, then it. */
export function PanelSection({ id, title, className, children }: PanelSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h3 id={`${id}-heading`} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

type AdminTabSectionProps = {
  /** Makes the heading's id (`{id}-heading`), which names the section. */
  id: string;
  title: string;
  /** Controls beside the heading (an add button, a search), laid out with `headerClassName`. */
  actions?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
};

/** One admin tab's content: its heading (with any controls beside it), then the tab's parts. */
export function AdminTabSection({ id, title, actions, headerClassName, children }: AdminTabSectionProps) {
  const heading = (
    <h2 id={`${id}-heading`} className="font-semibold text-2xl">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      {actions ? (
        <div className={headerClassName}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

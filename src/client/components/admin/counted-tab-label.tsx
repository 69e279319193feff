import type { ReactNode } from 'react';

/**
 * A tab's name with a badge counting what waits on it. The badge is hidden from screen readers: the tab's name
 * stays the label alone, and the count is told by `description`, the text of the hidden element `descriptionId`
 * (give the tab aria-describedby={descriptionId}).
 */
export function CountedTabLabel({
  label,
  count,
  countTestId,
  descriptionId,
  description,
}: {
  label: ReactNode;
  count: number;
  countTestId: string;
  descriptionId: string;
  description: ReactNode;
}) {
  return (
    <>
      {label}
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={countTestId}
          className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
        >
          {count}
        </span>
      ) : null}
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}

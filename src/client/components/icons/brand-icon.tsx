import type { ComponentProps } from 'react';

/** A brand's glyph drawn in the lucide style (lucide ships no brand icons): 24-unit box, 2-unit round strokes. */
export function BrandIcon({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

import type { ComponentProps } from 'react';
import { BrandIcon } from './brand-icon';

/** Instagram's glyph. */
export function InstagramIcon(props: ComponentProps<'svg'>) {
  return (
    <BrandIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </BrandIcon>
  );
}

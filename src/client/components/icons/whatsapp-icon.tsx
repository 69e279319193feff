import type { ComponentProps } from 'react';
import { BrandIcon } from './brand-icon';

/** WhatsApp's speech-bubble glyph. */
export function WhatsAppIcon(props: ComponentProps<'svg'>) {
  return (
    <BrandIcon {...props}>
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8c-1-.4-2.4-1.8-2.8-2.8l.8-1-1-2z" />
    </BrandIcon>
  );
}

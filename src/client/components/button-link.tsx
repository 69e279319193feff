import { Button, type ButtonSize, type ButtonVariant } from '@client/components/ui/button';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-site link with a button's look: its icon before the text, or `iconAfter` it (an arrow onwards). */
export function ButtonLink({
  href,
  icon: Icon,
  iconAfter: IconAfter,
  variant,
  size,
  className,
  children,
}: {
  href: string;
  icon?: LucideIcon;
  iconAfter?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
        {IconAfter ? <IconAfter aria-hidden="true" /> : null}
      </Link>
    </Button>
  );
}

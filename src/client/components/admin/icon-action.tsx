import { Button, type ButtonVariant } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import type { LucideIcon } from 'lucide-react';

/**
 * An action shown as an icon: its accessible name says what it does to what ("Cancel Asha Rao"), and a tooltip
 * shows its short name ("Cancel registration") to those who see the icon.
 */
export function IconAction({
  name,
  tip,
  icon: Icon,
  variant = 'ghost',
  onClick,
}: {
  name: string;
  tip: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  onClick: () => void;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant={variant} size="icon" aria-label={name} onClick={onClick}>
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}

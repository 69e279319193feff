import { useT } from '@client/lib/i18n/i18n-context';
import { isRepeatPress } from '@client/lib/repeat-press';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={clsx('fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

const widths = {
  sm: 'max-w-sm',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '5xl': 'max-w-5xl',
} as const;

const tones = {
  card: 'gap-4 border border-border bg-card p-6 text-card-foreground',
  /** A photo viewer: dark, close to the picture's edges, with a light close button. */
  photo:
    'gap-3 bg-[#1c0d0a] p-3 text-white sm:p-4 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/15',
} as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (e.g. when the content has its own). */
  hideClose?: boolean;
  closeLabel?: string;
  /** The most the dialog grows to (it is never wider than the screen less a margin). */
  width?: keyof typeof widths;
  tone?: keyof typeof tones;
};

export function DialogContent({
  className,
  children,
  hideClose = false,
  closeLabel,
  width = 'lg',
  tone = 'card',
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  const t = useT();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl shadow-xl focus:outline-none data-[state=open]:animate-dialog-in',
          widths[width],
          tones[tone],
          className,
        )}
        // A form's answer often replaces it smaller: the second click of a double click on its submit button then
        // lands outside, and would close the answer before it is read.
        onPointerDownOutside={(event) => {
          if (isRepeatPress(event.detail.originalEvent)) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={closeLabel ?? t('common.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={clsx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={clsx('font-semibold text-xl leading-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={clsx('text-muted-foreground text-sm', className)} {...props} />
  );
}

/** The usual top of a dialog: its title (the dialog's name for screen readers) and one line on what it is for. */
export function DialogHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

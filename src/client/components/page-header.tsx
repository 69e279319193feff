import type { ReactNode } from 'react';

/** The warm band with a page's title at the top of the inner pages. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-border border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto max-w-6xl px-4 py-7 text-center sm:px-6 sm:py-14">
        <h1 className="font-bold text-3xl text-primary sm:text-4xl">{title}</h1>
        {children ? <div className="mx-auto mt-3 max-w-2xl text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

import { type HeadingLevel, TitledSection } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import { Check, Shirt } from 'lucide-react';

/** The list plus the fixed dress-code note. */
export function WhatToBring({ items, level = 'h2' }: { items: string[]; level?: HeadingLevel }) {
  const t = useT();
  return (
    <TitledSection id="what-to-bring-heading" title={t('event.whatToBring')} level={level}>
      {items.length > 0 ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 flex items-start gap-2 rounded-lg bg-secondary/70 p-3 text-secondary-foreground text-sm">
        <Shirt className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t('event.dressCode')}</strong> {t('event.dressCodeText')}
        </span>
      </p>
    </TitledSection>
  );
}

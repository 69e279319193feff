import { type HeadingLevel, TitledSection } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { PublicVendor } from '@shared/schemas/stalls';
import { Store } from 'lucide-react';

/** "Meet Our Vendors": shown only when there are any. */
export function EventVendors({ vendors, level = 'h2' }: { vendors: PublicVendor[]; level?: HeadingLevel }) {
  const t = useT();
  if (vendors.length === 0) return null;
  return (
    <TitledSection id="vendors-heading" title={t('event.vendors')} level={level}>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {vendors.map((vendor) => (
          <li
            key={`${vendor.businessName} ${vendor.businessType}`}
            className="rounded-xl border border-border bg-card p-4 shadow-sm"
          >
            <p className="flex items-center gap-2 font-semibold">
              <Store className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {vendor.businessName}
            </p>
            <p className="mt-0.5 text-muted-foreground text-xs uppercase tracking-wide">
              {vendor.businessType}
            </p>
            <p className="mt-1 whitespace-pre-line text-muted-foreground text-sm">
              {vendor.productsServices}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

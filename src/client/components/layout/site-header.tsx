import { Button } from '@client/components/ui/button';
import { useHomeHref, useT } from '@client/lib/i18n/i18n-context';
import { clsx } from 'clsx';
import { Menu, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from './language-switcher';
import { isActivePath, NAV_LINKS } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader({ groupName }: { groupName: string }) {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  const homeHref = useHomeHref();

  // Choosing a link closes the stacked menu, also when navigation happens another way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <nav
        aria-label={t('layout.mainNav')}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6"
      >
        <Link
          href={homeHref}
          className="flex items-center gap-2 rounded-md font-bold font-display text-primary text-xl"
        >
          <Sparkles className="size-5 text-saffron" aria-hidden="true" />
          {groupName}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          <NavItems place="inline" pathname={pathname} />
        </ul>
        <div className="flex items-center gap-1">
          <LanguageSwitcher place="header" />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      {menuOpen ? (
        <ul id={MOBILE_MENU_ID} className="flex flex-col gap-1 border-border border-t px-4 py-3 md:hidden">
          <NavItems place="stacked" pathname={pathname} onChoose={() => setMenuOpen(false)} />
        </ul>
      ) : null}
    </header>
  );
}

type NavItemsProps = {
  /** In the bar, or in the stacked menu. */
  place: 'inline' | 'stacked';
  pathname: string;
  onChoose?: () => void;
};

/** The site's links as list items; the current page's is highlighted. */
function NavItems({ place, pathname, onChoose }: NavItemsProps) {
  const t = useT();
  const homeHref = useHomeHref();
  return NAV_LINKS.map((link) => {
    const current = isActivePath(link.href, pathname);
    return (
      <li key={link.href}>
        <Link
          href={link.href === '/' ? homeHref : link.href}
          className={clsx(
            'rounded-md px-3 py-2 font-medium transition-colors hover:bg-secondary hover:text-secondary-foreground',
            place === 'stacked' ? 'block text-base' : 'text-sm',
            current
              ? 'bg-secondary text-secondary-foreground'
              : link.subtle
                ? 'text-muted-foreground'
                : 'text-foreground',
          )}
          aria-current={current ? 'page' : undefined}
          onClick={onChoose}
        >
          {t(link.label)}
        </Link>
      </li>
    );
  });
}

import { useHomeHref, useT } from '@client/lib/i18n/i18n-context';
import { COPYRIGHT_YEAR, LOCATION_TEXT } from '@shared/constants';
import type { SiteSettings } from '@shared/schemas/settings';
import { Mail, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { socialLinks } from './social-links';

const QUICK_LINKS = NAV_LINKS.filter((link) => !link.subtle);

const socialClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20';

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const homeHref = useHomeHref();
  return (
    <footer className="mt-16 bg-[#3b1410] text-[#fbeee0]">
      <div className="render-when-visible mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-bold font-display text-white text-xl">
            <Sparkles className="size-5 text-accent" aria-hidden="true" />
            {settings.groupName}
          </p>
          <p className="mt-3 max-w-xs text-sm">{t('footer.about', { location: LOCATION_TEXT })}</p>
        </div>
        <div>
          <h2 className="font-sans font-semibold text-base text-white">{t('footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href === '/' ? homeHref : link.href}
                  className="hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans font-semibold text-base text-white">{t('footer.connect')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={`mailto:${settings.contactEmail}`}
                className="break-all hover:text-white hover:underline"
              >
                {settings.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {LOCATION_TEXT}
            </li>
          </ul>
          <div className="mt-4 flex gap-3">
            {socialLinks(settings).map(({ name, href, Icon }) => (
              <a key={name} href={href} className={socialClass} aria-label={name} rel="noopener noreferrer">
                <Icon className="size-5" />
              </a>
            ))}
          </div>
        </div>
      </div>
      <div className="border-white/15 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.rights', { year: COPYRIGHT_YEAR, groupName: settings.groupName })}</p>
          <p>{t('footer.builtBy')}</p>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-5 text-xs sm:px-6">
          <LanguageSwitcher place="footer" />
        </div>
      </div>
    </footer>
  );
}

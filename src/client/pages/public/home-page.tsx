import { ButtonLink } from '@client/components/button-link';
import { DEFAULT_IMAGE } from '@client/components/default-image';
import { LoadingStatus } from '@client/components/loading-status';
import { ResponsiveImage } from '@client/components/responsive-image';
import { TitledSection } from '@client/components/titled-section';
import { Skeleton } from '@client/components/ui/skeleton';
import { useFeaturedEvent } from '@client/features/events/api/get-featured-event';
import { FeaturedEventCard } from '@client/features/events/components/featured-event-card';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useTimeZone } from '@client/features/site/use-time-zone';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { splitParagraphs } from '@shared/linkify';
import type { SiteSettings } from '@shared/schemas/settings';
import { ArrowRight, Calendar, Images, type LucideIcon, Mail, Users } from 'lucide-react';
import { Link } from 'wouter';
import { usePageHead } from '../../app/head';
import { homeHead } from '../../app/page-heads';

type ExploreCard = { title: MessageKey; text: MessageKey; icon: LucideIcon; href?: string };

const EXPLORE: ExploreCard[] = [
  {
    title: 'home.card.events',
    text: 'home.card.eventsText',
    icon: Calendar,
    href: '/events',
  },
  { title: 'home.card.gallery', text: 'home.card.galleryText', icon: Images, href: '/gallery' },
  {
    title: 'home.card.contact',
    text: 'home.card.contactText',
    icon: Mail,
    href: '/contact',
  },
  { title: 'home.card.community', text: 'home.card.communityText', icon: Users },
];

/** /: the hero, the group's story, the upcoming celebration and links to the rest of the site. */
export function HomePage() {
  const settings = useSiteSettings();
  usePageHead(homeHead(settings));
  return (
    <>
      <Hero groupName={settings.groupName} tagline={settings.tagline} />
      <AboutCommunity aboutText={settings.aboutText} />
      <UpcomingCelebration />
      <ExploreMore />
    </>
  );
}

function Hero({ groupName, tagline }: Pick<SiteSettings, 'groupName' | 'tagline'>) {
  const t = useT();
  return (
    <section className="relative isolate overflow-hidden bg-[#2a0b12] text-white">
      <ResponsiveImage
        {...DEFAULT_IMAGE}
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/45 via-black/35 to-black/60" />
      <div className="mx-auto flex min-h-[26rem] max-w-6xl flex-col items-center justify-center px-4 py-20 text-center sm:min-h-[32rem] sm:px-6">
        <h1 className="font-bold text-5xl tracking-tight drop-shadow sm:text-6xl">{groupName}</h1>
        <p className="mt-4 max-w-2xl text-white/95 text-xl drop-shadow sm:text-2xl">{tagline}</p>
        <ButtonLink href="/events" iconAfter={ArrowRight} size="lg" variant="secondary" className="mt-8">
          {t('home.exploreEvents')}
        </ButtonLink>
      </div>
    </section>
  );
}

function AboutCommunity({ aboutText }: Pick<SiteSettings, 'aboutText'>) {
  const t = useT();
  return (
    <TitledSection
      id="about-heading"
      title={t('home.about')}
      className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-16"
      headingClassName="font-bold text-3xl text-primary"
    >
      <div className="mx-auto mt-3 mb-6 h-1 w-16 rounded-full bg-accent" aria-hidden="true" />
      {splitParagraphs(aboutText).map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
    </TitledSection>
  );
}

/** The featured event, its placeholder while it loads, or a note that none is coming up. */
function UpcomingCelebration() {
  const timeZone = useTimeZone();
  // No error on the home page; a failed call shows the empty text.
  const { data: featured, isPending, isError } = useFeaturedEvent();
  const t = useT();
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="render-when-visible bg-secondary/40 py-14 sm:py-16"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="upcoming-heading" className="text-center font-bold text-3xl text-primary">
          {t('home.upcoming')}
        </h2>
        <div className="mt-8">
          {featured ? (
            <FeaturedEventCard event={featured} timeZone={timeZone} />
          ) : isPending && !isError ? (
            <FeaturedEventSkeleton />
          ) : (
            <p className="rounded-2xl border border-border border-dashed bg-card p-10 text-center text-lg text-muted-foreground">
              {t('home.noUpcoming')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function FeaturedEventSkeleton() {
  const t = useT();
  return (
    <LoadingStatus label={t('home.loadingUpcoming')} className="grid gap-0 md:grid-cols-2">
      <Skeleton rounded="none" className="aspect-[16/10] rounded-t-2xl md:rounded-l-2xl md:rounded-tr-none" />
      <div className="space-y-4 rounded-b-2xl bg-card p-8 md:rounded-r-2xl md:rounded-bl-none">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-16 w-full" />
      </div>
    </LoadingStatus>
  );
}

function ExploreMore() {
  const t = useT();
  return (
    <TitledSection
      id="explore-heading"
      title={t('home.exploreMore')}
      className="render-when-visible mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16"
      headingClassName="text-center font-bold text-3xl text-primary"
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {EXPLORE.map((card) => (
          <li key={card.title}>
            <ExploreCardItem card={card} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

const CARD_CLASS = 'flex h-full flex-col items-start rounded-xl border border-border bg-card p-6 shadow-sm';

/** One of the explore cards: a link when it leads somewhere. */
function ExploreCardItem({ card: { title, text, icon: Icon, href } }: { card: ExploreCard }) {
  const t = useT();
  const body = (
    <>
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 font-semibold text-primary text-xl">{t(title)}</h3>
      <p className="mt-1 text-muted-foreground">{t(text)}</p>
    </>
  );
  return href ? (
    <Link href={href} className={`${CARD_CLASS} transition-shadow hover:border-accent hover:shadow-md`}>
      {body}
    </Link>
  ) : (
    <div className={CARD_CLASS}>{body}</div>
  );
}

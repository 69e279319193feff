import { ButtonLink } from '@client/components/button-link';
import { LinkifiedText } from '@client/components/linkified-text';
import { PageHeader } from '@client/components/page-header';
import { ResponsiveImage } from '@client/components/responsive-image';
import { TitledSection } from '@client/components/titled-section';
import { Badge } from '@client/components/ui/badge';
import { useEventImages, useEventVideos } from '@client/features/events/api/get-event-media';
import { useEvents, usePastEvents } from '@client/features/events/api/get-events';
import { useFeaturedEvent } from '@client/features/events/api/get-featured-event';
import { EventActions } from '@client/features/events/components/event-actions';
import { EventCardList } from '@client/features/events/components/event-card-list';
import { EventCtaCard } from '@client/features/events/components/event-cta-card';
import { EventHighlightTiles } from '@client/features/events/components/event-highlights';
import { EventSchedule } from '@client/features/events/components/event-schedule';
import { EventCardSkeletons, EventDetailSkeleton } from '@client/features/events/components/event-skeletons';
import { EventSponsors } from '@client/features/events/components/event-sponsors';
import { EventWhenWhere } from '@client/features/events/components/event-when-where';
import { WhatToBring } from '@client/features/events/components/what-to-bring';
import { eventPageHref } from '@client/features/events/event-action-links';
import { eventImage } from '@client/features/events/event-image';
import { galleryAlbumHref } from '@client/features/gallery/album-link';
import { PhotoGrid } from '@client/features/lightbox/components/photo-grid';
import { EventVideos } from '@client/features/media/components/event-videos';
import { useSeriesList } from '@client/features/series/api/get-series';
import { SeriesCard } from '@client/features/series/components/series-card';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useTimeZone } from '@client/features/site/use-time-zone';
import { useLongDate } from '@client/lib/formatted-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import { FEATURED_GALLERY_PREVIEW } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import { ArrowRight, Calendar, CalendarPlus, Clock, Images, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageHead } from '../../app/head';
import { eventsHead } from '../../app/page-heads';

/**
 * One of the page's lists of events, under its heading. The lists are laid out at once, not when scrolled near
 * (`render-when-visible`): their height grows with the number of events, far past any estimate, and until drawn
 * their cards would overlap what follows (the calendar links), which is what an accessibility check of tap targets
 * measures.
 */
function EventListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className=""
      headingClassName="text-center font-bold text-3xl text-primary"
    >
      {children}
    </TitledSection>
  );
}

/**
 * The soonest event in detail. Its key facts and actions (When & Where, Register Now, Apply for Stall, View Full
 * Details) come right after its picture on a phone, and beside its story on a wide screen.
 */
function FeaturedEvent({ event, timeZone }: { event: Event; timeZone: string }) {
  const { data: images = [] } = useEventImages(event.slug);
  const { data: videos = [] } = useEventVideos(event.slug);
  const longDate = useLongDate();
  const t = useT();
  return (
    <article
      aria-labelledby="featured-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-md"
    >
      <div className="relative">
        <ResponsiveImage
          {...eventImage(event)}
          alt=""
          priority
          sizes="(min-width: 1152px) 1152px, 100vw"
          className="aspect-[2/1] max-h-[24rem] w-full object-cover sm:aspect-[21/9]"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-4 text-white sm:p-8">
          <Badge variant="accent">{t('events.featured')}</Badge>
          <h2 id="featured-title" className="mt-1 font-bold text-2xl drop-shadow sm:mt-2 sm:text-4xl">
            {event.title}
          </h2>
          {/* On a wide screen the When & Where card sits beside the story, lower down: the facts show here too. */}
          <p
            className="mt-2 hidden flex-wrap gap-x-5 gap-y-1 font-medium drop-shadow sm:flex"
            aria-hidden="true"
          >
            <span className="flex items-center gap-1.5">
              <Calendar className="size-4" />
              {longDate(event.date, timeZone)}
            </span>
            {event.time?.trim() ? (
              <span className="flex items-center gap-1.5">
                <Clock className="size-4" />
                {event.time}
              </span>
            ) : null}
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" />
              {event.venue}
            </span>
          </p>
        </div>
      </div>
      <div className="grid gap-8 p-4 sm:gap-10 sm:p-8 lg:grid-cols-3">
        <aside
          aria-label={t('events.featuredAside')}
          className="space-y-4 lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1 lg:self-start"
        >
          <EventWhenWhere event={event} timeZone={timeZone} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col">
            <EventActions event={event} className="contents [&>*]:grow" />
            {event.registrationOpen ? null : (
              <Badge variant="secondary" size="block" className="grow">
                {t('event.registrationClosed')}
              </Badge>
            )}
            <ButtonLink
              href={eventPageHref(event.slug)}
              iconAfter={ArrowRight}
              size="lg"
              variant="ghost"
              className="basis-full"
            >
              {t('events.viewFullDetails')}
            </ButtonLink>
          </div>
        </aside>
        <div className="space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="overview-heading">
            <h3 id="overview-heading" className="font-bold text-2xl text-primary">
              {t('events.overview')}
            </h3>
            <LinkifiedText text={event.description} className="mt-3 text-lg leading-relaxed" />
          </section>
          <EventCtaCard event={event} level="h3" />
          <EventHighlightTiles highlights={event.highlights} />
          <EventVideos videos={videos} headingLevel="h3" />
          {images.length > 0 ? (
            <TitledSection id="photos-heading" title={t('event.photoGallery')} level="h3">
              <PhotoGrid images={images.slice(0, FEATURED_GALLERY_PREVIEW)} className="mt-4" />
              {images.length > FEATURED_GALLERY_PREVIEW ? (
                <ButtonLink
                  href={galleryAlbumHref(event.slug)}
                  icon={Images}
                  variant="outline"
                  className="mt-4"
                >
                  {t('events.viewAllPhotos')}
                </ButtonLink>
              ) : null}
            </TitledSection>
          ) : null}
          <EventSchedule schedule={event.schedule} level="h3" />
          <WhatToBring items={event.whatToBring} level="h3" />
          <EventSponsors sponsors={event.sponsors} level="h3" />
        </div>
      </div>
    </article>
  );
}

export function EventsPage() {
  const settings = useSiteSettings();
  const timeZone = useTimeZone();
  const events = useEvents();
  const past = usePastEvents();
  const featured = useFeaturedEvent();
  const series = useSeriesList();
  const t = useT();
  usePageHead(eventsHead(settings, t));
  // A series shows as one card for all its dates, not one card per date.
  const oneOff = (list: Event[]) => list.filter((event) => event.seriesId === null);
  const others = oneOff((events.data ?? []).slice(1));
  const pastOneOff = oneOff(past.data ?? []);

  return (
    <>
      <PageHeader title={t('events.title')}>{t('events.intro')}</PageHeader>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-6 sm:px-6 sm:py-10">
        {featured.data ? (
          <FeaturedEvent event={featured.data} timeZone={timeZone} />
        ) : featured.isPending ? (
          <EventDetailSkeleton />
        ) : (
          <p className="rounded-2xl border border-border border-dashed bg-card p-10 text-center text-lg text-muted-foreground">
            {t('home.noUpcoming')}
          </p>
        )}

        {/* With only a series ahead, its card says what is coming: no "More Events Coming Soon" above it. */}
        {others.length === 0 && (series.data?.length ?? 0) > 0 ? null : (
          <EventListSection id="upcoming-events-heading" title={t('events.upcoming')}>
            <div className="mt-8">
              {events.isPending ? (
                <EventCardSkeletons />
              ) : others.length > 0 ? (
                <EventCardList events={others} timeZone={timeZone} />
              ) : (
                <div className="rounded-2xl border border-border border-dashed bg-card p-10 text-center">
                  <p className="font-display font-semibold text-2xl text-primary">{t('events.moreSoon')}</p>
                  <p className="mt-2 text-muted-foreground">{t('events.moreSoonText')}</p>
                </div>
              )}
            </div>
          </EventListSection>
        )}

        {series.data && series.data.length > 0 ? (
          <EventListSection id="series-heading" title={t('events.series')}>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {series.data.map((s) => (
                <li key={s.id}>
                  <SeriesCard series={s} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </EventListSection>
        ) : null}

        {pastOneOff.length > 0 ? (
          <EventListSection id="past-events-heading" title={t('events.past')}>
            <div className="mt-8">
              <EventCardList events={pastOneOff} timeZone={timeZone} />
            </div>
          </EventListSection>
        ) : null}

        <p className="text-center">
          <a href="/events.ics" className="inline-flex items-center gap-2 font-medium text-primary underline">
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('events.subscribeCalendar')}
          </a>
          <span className="text-muted-foreground"> · </span>
          <a href="/feed.xml" className="font-medium text-primary underline">
            {t('events.rss')}
          </a>
        </p>
      </div>
    </>
  );
}

import { IconListItem } from '@client/components/icon-list-item';
import { LinkifiedText } from '@client/components/linkified-text';
import { ResponsiveImage } from '@client/components/responsive-image';
import { TitledSection } from '@client/components/titled-section';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { eventQuery, useEvent } from '@client/features/events/api/get-event';
import { useEventImages, useEventVideos } from '@client/features/events/api/get-event-media';
import { useEventVendors } from '@client/features/events/api/get-event-vendors';
import { AddToCalendar } from '@client/features/events/components/add-to-calendar';
import { EventActions, offersActions } from '@client/features/events/components/event-actions';
import { EventHighlightBadges } from '@client/features/events/components/event-highlights';
import { EventNotFound } from '@client/features/events/components/event-not-found';
import { EventOverNotice } from '@client/features/events/components/event-over-notice';
import { EventSchedule } from '@client/features/events/components/event-schedule';
import { EventDetailSkeleton } from '@client/features/events/components/event-skeletons';
import { EventSponsors } from '@client/features/events/components/event-sponsors';
import { EventVendors } from '@client/features/events/components/event-vendors';
import { MapLink } from '@client/features/events/components/map-link';
import { RegistrationBadge } from '@client/features/events/components/registration-badge';
import { SpotsLeft, spotsLeftLabel } from '@client/features/events/components/spots-left';
import { WhatToBring } from '@client/features/events/components/what-to-bring';
import { EVENT_ACTIONS, eventPageHref } from '@client/features/events/event-action-links';
import { eventImage } from '@client/features/events/event-image';
import { clearEventActionHash, useEventActionHash } from '@client/features/events/use-event-action-hash';
import { PhotoGrid } from '@client/features/lightbox/components/photo-grid';
import { EventVideos } from '@client/features/media/components/event-videos';
import { EventQrCode } from '@client/features/qr-code/components/event-qr-code';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { ShareButton } from '@client/features/share/components/share-button';
import { useSiteOrigin } from '@client/features/site/use-site-origin';
import { useTimeZone } from '@client/features/site/use-time-zone';
import { VolunteerSection } from '@client/features/volunteers/components/volunteer-section';
import { useLongDate } from '@client/lib/formatted-dates';
import { usePageLanguage, useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { SOURCE_TAGS, withSourceTag } from '@shared/source-tags';
import { useQueryClient } from '@tanstack/react-query';
import { Calendar, Clock, MapPin, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageHead } from '../../app/head';
import { eventHead } from '../../app/page-heads';
import { useSignUpSource } from '../../features/registration/sign-up-source';
import type { StoredRegistration } from '../../features/registration/stored-registration';
import { useManageLinkFromUrl } from '../../features/registration/use-manage-link-from-url';
import { LazyRegistrationDialog, LazyStallApplicationDialog } from './lazy-forms';

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Opened by another name of the event (an old address, or its id; on a client-side navigation, the server
 * answering those with a 301): the address bar shows its own, the query and hash kept.
 */
function useEventAddress(event: Event | undefined, asked: string, preview: boolean) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { locale } = usePageLanguage();
  useEffect(() => {
    if (preview || !event || event.slug === asked) return;
    queryClient.setQueryData(eventQuery(event.slug, locale).queryKey, event);
    navigate(`${eventPageHref(event.slug)}${window.location.search}${window.location.hash}`, {
      replace: true,
    });
  }, [event, asked, preview, queryClient, navigate, locale]);
}

/** /events/:id: the event's header, picture, story and sections, with its details and QR code beside them. */
type ManageLink = { registration: StoredRegistration; askToCancel: boolean };

export function EventDetailPage({ params, preview = false }: { params: { id: string }; preview?: boolean }) {
  const slug = decode(params.id);
  const settings = useSiteSettings();
  const origin = useSiteOrigin();
  const timeZone = useTimeZone();
  const { data: event, isPending, isError } = useEvent(slug, preview);
  useEventAddress(event, slug, preview);
  const readSignUpSource = useSignUpSource();
  const [registerOpen, setRegisterOpen] = useState(false);
  // An emailed manage link (?manage=…) opens its registration for updating, or at its cancellation's
  // confirmation; "Register Now" always opens an empty form.
  const [manageLink, setManageLink] = useState<ManageLink | null>(null);
  const [stallOpen, setStallOpen] = useState(false);
  useManageLinkFromUrl(event, (link) => {
    setManageLink(link);
    setRegisterOpen(true);
  });
  // "Register Now" / "Apply for Stall" elsewhere lead here with #register / #apply-stall: open that dialog.
  const ahead = event?.status === 'scheduled';
  useEventActionHash(
    EVENT_ACTIONS.register,
    ahead && !!event?.registrationOpen,
    () => setRegisterOpen(true),
    slug,
  );
  useEventActionHash(
    EVENT_ACTIONS.applyStall,
    ahead && !!event?.acceptStallApplications,
    () => setStallOpen(true),
    slug,
  );
  // Closing the dialog leaves the visitor on the page, without the hash (a reload does not reopen it).
  const onRegisterOpenChange = (open: boolean) => {
    if (!open) setManageLink(null);
    setRegisterOpen(open);
    if (!open) clearEventActionHash();
  };
  const onStallOpenChange = (open: boolean) => {
    setStallOpen(open);
    if (!open) clearEventActionHash();
  };
  const t = useT();
  usePageHead(eventHead(event, settings, origin, timeZone, t));

  if (isError || (!isPending && !event)) return <EventNotFound />;
  if (!event) return <EventDetailSkeleton />;

  const pageUrl = `${origin}/events/${encodeURIComponent(event.slug)}`;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {preview ? (
        <p role="note" className="mb-6 rounded-lg border border-border bg-muted p-3 text-sm">
          Preview:{' '}
          {event.published
            ? 'this is the public page.'
            : 'a draft, seen by admins only until it is published.'}
        </p>
      ) : null}
      <EventHeader
        event={event}
        pageUrl={pageUrl}
        onRegister={() => setRegisterOpen(true)}
        onApplyForStall={() => setStallOpen(true)}
      />
      <ResponsiveImage
        {...eventImage(event)}
        alt={event.title}
        priority
        sizes="(min-width: 1152px) 1152px, 100vw"
        className="mt-6 aspect-[16/9] max-h-[30rem] w-full rounded-2xl object-cover shadow-md sm:aspect-[21/9]"
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <EventSections event={event} slug={slug} />
        <aside
          className="render-when-visible space-y-6 lg:sticky lg:top-24 lg:self-start"
          aria-label={t('event.information')}
        >
          <EventDetailsCard event={event} pageUrl={pageUrl} />
          <ShareEventCard event={event} origin={origin} />
        </aside>
      </div>
      <LazyRegistrationDialog
        event={event}
        open={registerOpen}
        onOpenChange={onRegisterOpenChange}
        manage={manageLink?.registration}
        askToCancel={manageLink?.askToCancel}
        readSignUpSource={readSignUpSource}
        calendar={<AddToCalendar event={event} timeZone={timeZone} pageUrl={pageUrl} />}
      />
      <LazyStallApplicationDialog event={event} open={stallOpen} onOpenChange={onStallOpenChange} />
    </article>
  );
}

/** The event's date, time and place, read the same way everywhere on the page. */
function useEventWhen(event: Event) {
  const timeZone = useTimeZone();
  const longDate = useLongDate();
  return { date: longDate(event.date, timeZone), time: event.time?.trim(), timeZone };
}

type EventHeaderProps = {
  event: Event;
  pageUrl: string;
  onRegister: () => void;
  onApplyForStall: () => void;
};

/**
 * Title, date, time, venue (a link to a map) and registration state, then the actions: what a visitor on a phone
 * sees first, before the picture.
 */
function EventHeader({ event, pageUrl, onRegister, onApplyForStall }: EventHeaderProps) {
  const { date, time } = useEventWhen(event);
  const t = useT();
  return (
    <header>
      <div className="flex items-start justify-between gap-3">
        <h1 className="font-bold text-3xl text-primary sm:text-4xl">{event.title}</h1>
        <ShareButton
          title={event.title}
          text={`${event.title}, ${date}`}
          url={withSourceTag(pageUrl, SOURCE_TAGS.share)}
          size="sm"
          className="mt-1 shrink-0 sm:mt-2"
        />
      </div>
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground">
        <IconListItem icon={Calendar} layout="inline-tight">
          {date}
        </IconListItem>
        {time ? (
          <IconListItem icon={Clock} layout="inline-tight">
            {time}
          </IconListItem>
        ) : null}
        <IconListItem icon={MapPin} layout="inline-tight">
          <MapLink address={event.address}>{event.venue}</MapLink>
        </IconListItem>
        <li>
          <RegistrationBadge open={event.registrationOpen} status={event.status} />
        </li>
        {spotsLeftLabel(event, t) ? (
          <li>
            <SpotsLeft event={event} />
          </li>
        ) : null}
      </ul>
      <EventActions
        event={event}
        onRegister={onRegister}
        onApplyForStall={onApplyForStall}
        className="mt-5 flex-col sm:flex-row"
      />
      {offersActions(event) && event.registrationOpen ? (
        <p className="mt-3 text-muted-foreground text-sm">{t('event.entryFree')}</p>
      ) : null}
    </header>
  );
}

/**
 * The main column: about (or, once the event is over, a notice saying so), highlights, schedule, what to bring,
 * photos, videos, sponsors and vendors. The actions are in the header.
 */
function EventSections({ event, slug }: { event: Event; slug: string }) {
  const { data: images = [] } = useEventImages(slug);
  const { data: videos = [] } = useEventVideos(slug);
  const { data: vendors = [] } = useEventVendors(slug);
  const t = useT();
  return (
    <div className="min-w-0 space-y-10 lg:col-span-2">
      <AboutEvent event={event} />
      {event.status === 'scheduled' ? null : <EventOverNotice event={event} />}
      <EventHighlightBadges highlights={event.highlights} />
      <EventSchedule schedule={event.schedule} />
      <WhatToBring items={event.whatToBring} />
      {event.status === 'scheduled' ? <VolunteerSection slug={slug} title={event.title} /> : null}
      {images.length > 0 ? (
        <TitledSection id="event-photos-heading" title={t('event.photoGallery')}>
          <PhotoGrid images={images} className="mt-4" />
        </TitledSection>
      ) : null}
      <EventVideos videos={videos} />
      <EventSponsors sponsors={event.sponsors} />
      <EventVendors vendors={vendors} />
    </div>
  );
}

function AboutEvent({ event }: { event: Event }) {
  const t = useT();
  return (
    <section aria-labelledby="about-event-heading">
      <h2 id="about-event-heading" className="font-bold text-2xl text-primary">
        {t('event.about')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-muted-foreground">
        <MapPin className="mt-1 size-4 shrink-0 text-saffron" aria-hidden="true" />
        <span>
          {event.venue}, <MapLink address={event.address}>{event.address}</MapLink>
        </span>
      </p>
      {event.description ? (
        <LinkifiedText text={event.description} className="mt-4 text-lg leading-relaxed" />
      ) : null}
    </section>
  );
}

/** 'Event Details': when, where, whether registration is open, and the add-to-calendar links. */
function EventDetailsCard({ event, pageUrl }: { event: Event; pageUrl: string }) {
  const { date, time, timeZone } = useEventWhen(event);
  const registrationOpen = event.registrationOpen && event.status === 'scheduled';
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-primary">
          {t('event.details')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold text-sm">{t('event.dateTime')}</dt>
            <dd>{date}</dd>
            <dd className="text-muted-foreground">{time || t('event.timeTbd')}</dd>
          </div>
          <div>
            <dt className="font-semibold text-sm">{t('event.location')}</dt>
            <dd>{event.venue}</dd>
            <dd className="text-muted-foreground">
              <MapLink address={event.address}>{event.address}</MapLink>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-sm">{t('event.registration')}</dt>
            <dd className={registrationOpen ? 'font-medium text-success' : 'text-muted-foreground'}>
              {registrationOpen ? t('event.open') : t('event.closed')}
            </dd>
          </div>
        </dl>
        <AddToCalendar event={event} timeZone={timeZone} pageUrl={pageUrl} />
      </CardContent>
    </Card>
  );
}

/** 'Share This Event': the page's QR code, to scan or print. */
function ShareEventCard({ event, origin }: { event: Event; origin: string }) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-primary">
          <QrCode className="size-5" aria-hidden="true" />
          {t('event.share')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-muted-foreground text-sm">{t('event.shareText')}</p>
        <EventQrCode origin={origin} identifier={event.slug} title={event.title} />
      </CardContent>
    </Card>
  );
}

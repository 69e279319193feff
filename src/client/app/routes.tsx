import { DEFAULT_TIMEZONE } from '@shared/dates';
import { DEFAULT_LOCALE, type Locale, splitLocale } from '@shared/i18n/locales';
import type { SiteSettings } from '@shared/schemas/settings';
import { DEFAULT_SETTINGS } from '@shared/settings-defaults';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { parse } from 'regexparam';
import { eventQuery } from '../features/events/api/get-event';
import { eventImagesQuery, eventVideosQuery } from '../features/events/api/get-event-media';
import { eventVendorsQuery } from '../features/events/api/get-event-vendors';
import { eventsQuery, pastEventsQuery } from '../features/events/api/get-events';
import { featuredEventQuery } from '../features/events/api/get-featured-event';
import { eventPageHref } from '../features/events/event-action-links';
import { albumFromSearch } from '../features/gallery/album-link';
import { galleryQuery } from '../features/gallery/api/get-gallery';
import { galleryAlbumsQuery } from '../features/gallery/api/get-gallery-albums';
import { seriesListQuery, seriesQuery } from '../features/series/api/get-series';
import { settingsQuery } from '../features/settings/api/get-settings';
import { siteConfigQuery } from '../features/site/api/get-site-config';
import { eventShiftsQuery } from '../features/volunteers/api/get-event-shifts';
import type { Translate } from '../lib/i18n/i18n-context';
import { loadOnce } from '../lib/load-once';
import type { PageHead } from './head';
import {
  contactHead,
  eventHead,
  eventsHead,
  galleryHead,
  homeHead,
  seriesHead,
  volunteerHead,
} from './page-heads';

type Params = Record<string, string>;

export type PageRoute = {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each page declares its own params shape; the router supplies them
  component: ComponentType<any>;
  /** Queries the server loads before rendering the page, so its HTML carries the content. */
  prefetch?: (queryClient: QueryClient, params: Params, search: string, locale: Locale) => Promise<unknown>[];
  /** Head tags for the server-rendered HTML, computed from the prefetched data. */
  head?: (
    queryClient: QueryClient,
    params: Params,
    origin: string,
    search: string,
    t: Translate,
    locale: Locale,
  ) => PageHead;
  /**
   * The page's own path, from the prefetched data, when the path asked for is another name of it (an event's old
   * slug, or its id): the server answers 301 to it, and the browser replaces the address.
   */
  canonicalPath?: (queryClient: QueryClient, params: Params, locale: Locale) => string | null;
  /** Rendered only in the browser (the admin). */
  clientOnly?: boolean;
  /**
   * The search parameters the page reads (`?event=` on a filtered page). Only these reach its server rendering
   * and the public cache's key; any other (`?v=2`, a tracking tag, the manage link's token) is ignored there, so
   * a page that reads a parameter without naming it here renders on the server as if it were absent.
   */
  search?: readonly string[];
  /** Loads the page's code ahead of rendering it (before hydration, or when a link to it is about to be used). */
  preload?: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk, loaded with it: a visitor downloads the code of the page they open, not of
 * every page (a public page's JavaScript is held under 100 KB). The server renders it whole all the same, and the
 * browser loads the chunk before hydrating (main.tsx).
 */
// biome-ignore lint/suspicious/noExplicitAny: as PageRoute's component
function lazyPage(load: () => Promise<ComponentType<any>>) {
  // biome-ignore lint/suspicious/noExplicitAny: as PageRoute's component
  let loaded: ComponentType<any> | undefined;
  const preload = loadOnce(() =>
    load().then((Page) => {
      loaded = Page;
      return { default: Page };
    }),
  );
  const LazyPage = lazy(preload);
  // Once its code is here, the page renders at once. `lazy` alone waits a microtask even for code already loaded,
  // so on a server-rendered page React would hydrate the page's content in a second, synchronous pass of its own
  // after the rest, holding the main thread for all of it at once.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when this module loads
  // biome-ignore lint/suspicious/noExplicitAny: as PageRoute's component
  function PageOnceLoaded(props: any) {
    const Page = loaded ?? LazyPage;
    return <Page {...props} />;
  }
  return { component: PageOnceLoaded, preload };
}

const AdminPage = lazy(() => import('../pages/admin/admin-page'));
const CheckInPage = lazy(() => import('../pages/admin/check-in-page'));
/** An event's page as the public will see it, drafts included, for a signed-in admin. */
const EventPreviewPage = lazy(() =>
  import('../pages/public/event-detail-page').then((m) => ({
    default: (props: { params: { id: string } }) => <m.EventDetailPage {...props} preview />,
  })),
);

const EventFlyerPage = lazy(() => import('../pages/admin/event-flyer-page'));
// The report screens carry the charting library: loaded with them only, never with the dashboard or a public page.
const EventReportPage = lazy(() => import('../pages/admin/event-report-page'));
const ReportsOverviewPage = lazy(() => import('../pages/admin/reports-overview-page'));

const homePage = lazyPage(() => import('../pages/public/home-page').then((m) => m.HomePage));
const eventsPage = lazyPage(() => import('../pages/public/events-page').then((m) => m.EventsPage));
const eventDetailPage = lazyPage(() =>
  import('../pages/public/event-detail-page').then((m) => m.EventDetailPage),
);
const seriesPage = lazyPage(() => import('../pages/public/series-page').then((m) => m.SeriesPage));
const galleryPage = lazyPage(() => import('../pages/public/gallery-page').then((m) => m.GalleryPage));
const unsubscribePage = lazyPage(() =>
  import('../pages/public/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const volunteerPage = lazyPage(() => import('../pages/public/volunteer-page').then((m) => m.VolunteerPage));
const contactPage = lazyPage(() => import('../pages/public/contact-page').then((m) => m.ContactPage));

/**
 * Data every public page shows (navigation and footer) or needs (the site's address and time zone); what the
 * organisers wrote in the page's language.
 */
export const layoutPrefetch = (queryClient: QueryClient, locale: Locale) => [
  queryClient.prefetchQuery(settingsQuery(locale)),
  queryClient.prefetchQuery(siteConfigQuery()),
];

const prefetchEventMedia = (qc: QueryClient, slug: string) =>
  Promise.all([qc.prefetchQuery(eventImagesQuery(slug)), qc.prefetchQuery(eventVideosQuery(slug))]);

const settingsIn = (qc: QueryClient, locale: Locale): SiteSettings => ({
  ...DEFAULT_SETTINGS,
  ...qc.getQueryData(settingsQuery(locale).queryKey),
});

export const routes: PageRoute[] = [
  {
    path: '/',
    ...homePage,
    prefetch: (qc, _params, _search, locale) => [qc.prefetchQuery(featuredEventQuery(locale))],
    head: (qc, _params, _origin, _search, _t, locale) => homeHead(settingsIn(qc, locale)),
  },
  {
    path: '/events',
    ...eventsPage,
    prefetch: (qc, _params, _search, locale) => [
      qc.prefetchQuery(eventsQuery(locale)),
      qc.prefetchQuery(pastEventsQuery(locale)),
      qc.prefetchQuery(seriesListQuery(locale)),
      // The featured event's photos and videos are part of the page, so its HTML carries them too.
      qc
        .fetchQuery(featuredEventQuery(locale))
        .then((featured) => (featured ? prefetchEventMedia(qc, featured.slug) : undefined))
        .catch(() => undefined),
    ],
    head: (qc, _params, _origin, _search, t, locale) => eventsHead(settingsIn(qc, locale), t),
  },
  {
    path: '/events/:id',
    ...eventDetailPage,
    prefetch: (qc, params, _search, locale) => [
      qc.prefetchQuery(eventQuery(params.id ?? '', locale)),
      prefetchEventMedia(qc, params.id ?? ''),
      qc.prefetchQuery(eventVendorsQuery(params.id ?? '')),
      qc.prefetchQuery(eventShiftsQuery(params.id ?? '')),
    ],
    canonicalPath: (qc, params, locale) => {
      const event = qc.getQueryData(eventQuery(params.id ?? '', locale).queryKey);
      return event ? eventPageHref(event.slug) : null;
    },
    head: (qc, params, origin, _search, t, locale) =>
      eventHead(
        qc.getQueryData(eventQuery(params.id ?? '', locale).queryKey),
        settingsIn(qc, locale),
        origin,
        qc.getQueryData(siteConfigQuery().queryKey)?.timeZone ?? DEFAULT_TIMEZONE,
        t,
        locale,
      ),
  },
  {
    // The manage link's ?manage= is read in the browser only (never rendered or cached with it).
    path: '/events/:id/volunteer',
    ...volunteerPage,
    prefetch: (qc, params, _search, locale) => [
      qc.prefetchQuery(eventQuery(params.id ?? '', locale)),
      qc.prefetchQuery(eventShiftsQuery(params.id ?? '')),
    ],
    head: (qc, params, _origin, _search, t, locale) =>
      volunteerHead(qc.getQueryData(eventQuery(params.id ?? '', locale).queryKey), settingsIn(qc, locale), t),
  },
  {
    path: '/series/:slug',
    ...seriesPage,
    prefetch: (qc, params, _search, locale) => [qc.prefetchQuery(seriesQuery(params.slug ?? '', locale))],
    head: (qc, params, _origin, _search, t, locale) =>
      seriesHead(qc.getQueryData(seriesQuery(params.slug ?? '', locale).queryKey), settingsIn(qc, locale), t),
  },
  {
    path: '/gallery',
    ...galleryPage,
    // `?event={slug}`: one event's album. Declared, so it reaches the server rendering and the cache key: an album
    // is never answered with the whole gallery or the reverse.
    search: ['event'],
    prefetch: (qc, _params, search) => [
      qc.prefetchQuery(galleryQuery(albumFromSearch(search))),
      qc.prefetchQuery(galleryAlbumsQuery()),
    ],
    head: (qc, _params, _origin, search, t, locale) => {
      const slug = albumFromSearch(search);
      const album = qc.getQueryData(galleryAlbumsQuery().queryKey)?.find((a) => a.slug === slug);
      return galleryHead(settingsIn(qc, locale), t, album?.title);
    },
  },
  {
    path: '/contact',
    ...contactPage,
    head: (qc, _params, _origin, _search, t, locale) => contactHead(settingsIn(qc, locale), t),
  },
  // The link's query is read in the browser: the page is never rendered (or cached) with someone's link in it.
  {
    path: '/unsubscribe',
    ...unsubscribePage,
    clientOnly: true,
    head: (_qc, _params, _origin, _search, t) => ({ title: t('head.unsubscribe'), noindex: true }),
  },
  { path: '/admin', component: AdminPage, clientOnly: true, head: () => ({ title: 'Admin', noindex: true }) },
  {
    path: '/admin/check-in',
    component: CheckInPage,
    clientOnly: true,
    head: () => ({ title: 'Door check-in', noindex: true }),
  },
  {
    path: '/admin/events/:id/flyer',
    component: EventFlyerPage,
    clientOnly: true,
    head: () => ({ title: 'Flyer', noindex: true }),
  },
  {
    path: '/admin/events/:id/report',
    component: EventReportPage,
    clientOnly: true,
    head: () => ({ title: 'Report', noindex: true }),
  },
  {
    path: '/admin/reports',
    component: ReportsOverviewPage,
    clientOnly: true,
    head: () => ({ title: 'Reports', noindex: true }),
  },
  {
    path: '/admin/preview/:id',
    component: EventPreviewPage,
    clientOnly: true,
    head: () => ({ title: 'Preview', noindex: true }),
  },
];

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Each route's path as a pattern, worked out once: pages are matched on every request and every link hovered. */
const compiledRoutes = routes.map((route) => ({ route, ...parse(route.path) }));

/** The search parameters the page at a path reads, or null when no page has that path. */
export function pageSearchParams(pathname: string): readonly string[] | null {
  const matched = matchPage(pathname);
  return matched ? (matched.route.search ?? []) : null;
}

/** The admin's screens exist in the default language only: `/hi/admin` is no page. */
export const isPublicRoute = (route: PageRoute) =>
  route.path !== '/admin' && !route.path.startsWith('/admin/');

/** The routes a language's pages have. */
export const routesOf = (locale: Locale): PageRoute[] =>
  locale === DEFAULT_LOCALE ? routes : routes.filter(isPublicRoute);

/**
 * The page at a path (its language's prefix, if any, included: `/hi/events`), with the path's params and
 * language, or null when no page has that path.
 */
/** The language of the page at a path: its prefix's, or the default language's for a path no page has. */
export const pageLocale = (pathname: string): Locale => matchPage(pathname)?.locale ?? DEFAULT_LOCALE;

export function matchPage(
  pathname: string,
): { route: PageRoute; params: Params; locale: Locale; path: string } | null {
  const { locale, path } = splitLocale(pathname);
  for (const { route, pattern, keys } of compiledRoutes) {
    if (locale !== DEFAULT_LOCALE && !isPublicRoute(route)) continue;
    const match = pattern.exec(path);
    if (match) {
      const params: Params = {};
      keys.forEach((key, i) => {
        const value = match[i + 1];
        if (value !== undefined) params[key] = safeDecode(value);
      });
      return { route, params, locale, path };
    }
  }
  return null;
}

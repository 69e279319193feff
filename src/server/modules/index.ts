import type { FastifyPluginAsync } from 'fastify';
import { artworkRoutes } from './artwork/routes';
import { auditAdminRoutes } from './audit/admin-routes';
import { authRoutes } from './auth/routes';
import { calendarRoutes } from './calendar/routes';
import { checkInFeedAdminRoutes } from './check-in-feed/admin-routes';
import { checkInsAdminRoutes } from './check-ins/admin-routes';
import { contactMessagesAdminRoutes } from './contact/admin-routes';
import { contactRoutes } from './contact/routes';
import { downloadLinksAdminRoutes } from './downloads/admin-routes';
import { downloadRoutes } from './downloads/routes';
import { eventMessagesAdminRoutes } from './event-messages/admin-routes';
import { eventMessagesRoutes } from './event-messages/routes';
import { eventsAdminRoutes } from './events/admin-routes';
import { eventsRoutes } from './events/routes';
import { galleryAdminRoutes } from './gallery/admin-routes';
import { galleryRoutes } from './gallery/routes';
import { healthRoutes } from './health/routes';
import { mailAdminRoutes } from './mail/admin-routes';
import { overviewAdminRoutes } from './overview/admin-routes';
import { registrationsAdminRoutes } from './registrations/admin-routes';
import { registrationsRoutes } from './registrations/routes';
import { reportsAdminRoutes } from './reports/admin-routes';
import { seoRoutes } from './seo/routes';
import { seriesAdminRoutes } from './series/admin-routes';
import { seriesRoutes } from './series/routes';
import { settingsAdminRoutes } from './settings/admin-routes';
import { settingsRoutes } from './settings/routes';
import { shareCardRoutes } from './share-cards/routes';
import { stallApplicationsAdminRoutes } from './stalls/admin-routes';
import { stallsRoutes } from './stalls/routes';
import { teamAdminRoutes } from './team/admin-routes';
import { uploadsAdminRoutes } from './uploads/admin-routes';
import { uploadTargetRoutes } from './uploads/routes';
import { videosAdminRoutes } from './videos/admin-routes';
import { volunteersAdminRoutes } from './volunteers/admin-routes';
import { volunteersRoutes } from './volunteers/routes';
import { walkUpsAdminRoutes } from './walk-ups/admin-routes';

/** Every public feature's routes, registered by buildApp in this order. */
export const publicModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  eventsRoutes,
  artworkRoutes,
  shareCardRoutes,
  galleryRoutes,
  seoRoutes,
  calendarRoutes,
  registrationsRoutes,
  seriesRoutes,
  stallsRoutes,
  contactRoutes,
  uploadTargetRoutes,
  downloadRoutes,
  eventMessagesRoutes,
  volunteersRoutes,
];

/**
 * Admin features, registered inside the /api/admin scope behind the one admin guard: their paths are relative
 * to /api/admin (a route declared as '/events' answers /api/admin/events).
 */
export const adminModules: FastifyPluginAsync[] = [
  uploadsAdminRoutes,
  galleryAdminRoutes,
  eventsAdminRoutes,
  seriesAdminRoutes,
  videosAdminRoutes,
  registrationsAdminRoutes,
  downloadLinksAdminRoutes,
  stallApplicationsAdminRoutes,
  contactMessagesAdminRoutes,
  settingsAdminRoutes,
  auditAdminRoutes,
  mailAdminRoutes,
  checkInFeedAdminRoutes,
  walkUpsAdminRoutes,
  checkInsAdminRoutes,
  eventMessagesAdminRoutes,
  teamAdminRoutes,
  volunteersAdminRoutes,
  reportsAdminRoutes,
  overviewAdminRoutes,
];

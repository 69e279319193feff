import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import {
  createdRegistrationSchema,
  manageLinkRequestSchema,
  registrationInputSchema,
  registrationSchema,
  registrationUpdateSchema,
} from '@shared/schemas/registrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deferredPublicWriteLimit, publicWriteLimit, tooManyRequests } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { moduleDeps } from '../module-deps';
import { registrationIdempotency } from './idempotency';
import { mailManageLink } from './manage-link-mail';
import { manageLinkRead } from './manage-link-read';
import { manageTokenOf } from './manage-token';
import { createPlaceChanges } from './place-changes';
import { authorisedRegistration, registrantView } from './registrant-access';
import { cancelOwnRegistration } from './registrant-cancel';
import { type RegistrantChangeDeps, updateOwnRegistration } from './registrant-update';
import { REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_ADDRESS } from './sign-up-limits';
import { decoyRegistration, signUpService } from './sign-up-service';
import { signUpSource } from './sign-up-source';

/** A visitor's registration: signing up, and the manage link's read, change and cancel. */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const perAddress = deferredPublicWriteLimit(
    db,
    'registrations',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  // Updates and cancellations share one per-address budget.
  const updateLimit = publicWriteLimit(
    db,
    'registration-updates',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  const placeChanges = createPlaceChanges(app);
  const idempotency = registrationIdempotency(app);
  const signUp = signUpService({
    db,
    timeZone,
    mail: app.mail,
    idempotency,
    refreshPublicPages: placeChanges.refreshPublicPages,
    contentChanges: app.hasDecorator('onPublicContentChange')
      ? (listener) => app.onPublicContentChange(listener)
      : null,
  });
  const changes: RegistrantChangeDeps = { db, timeZone, mail: app.mail, placeChanges };

  app.post(
    '/api/registrations',
    {
      onRequest: perAddress.onRequest,
      schema: {
        body: registrationInputSchema,
        response: {
          201: createdRegistrationSchema,
          ...publicWriteErrorSchemas,
          // An Idempotency-Key sent again with another body.
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.website) {
        await perAddress.passed(request);
        // Honeypot filled: answer like a success, store and send nothing.
        request.log.info('registration honeypot filled; dropped');
        return reply.code(201).send(decoyRegistration(body));
      }
      const outcome = await signUp(body, {
        idempotent: idempotency.of(request, body),
        source: signUpSource(body, request),
        siteUrl: siteUrlOf(request),
        addressLimitPassed: () => perAddress.passed(request),
      });
      if (outcome.kind === 'too-many') throw tooManyRequests(reply, outcome.what, outcome.retryAfterSeconds);
      return reply.code(201).send(outcome.registration);
    },
  );

  manageLinkRead(app, {
    path: '/api/registrations/:id',
    answer: registrationSchema,
    authorised: (id, token) => authorisedRegistration(db, id, token),
    view: (row) => registrantView(db, row),
  });

  app.put(
    '/api/registrations/:id',
    {
      onRequest: updateLimit,
      schema: {
        params: idParamSchema,
        body: registrationUpdateSchema,
        response: { 200: registrationSchema, ...publicWriteErrorSchemas },
      },
    },
    async (request) => {
      const existing = await authorisedRegistration(db, request.params.id, manageTokenOf(request));
      const updated = await updateOwnRegistration(changes, existing, request.body, siteUrlOf(request));
      return registrantView(db, updated);
    },
  );

  app.delete(
    '/api/registrations/:id',
    {
      onRequest: updateLimit,
      schema: {
        params: idParamSchema,
        response: {
          200: registrationSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const existing = await authorisedRegistration(db, request.params.id, manageTokenOf(request));
      return registrationToApi(await cancelOwnRegistration(changes, existing, siteUrlOf(request)), null);
    },
  );

  app.post(
    '/api/registrations/manage-link',
    {
      onRequest: publicWriteLimit(db, 'manage-link'),
      schema: {
        body: manageLinkRequestSchema,
        response: { 202: z.object({ message: z.string() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { eventId, email, website } = request.body;
      const onLimitReached = (registrationId: string) =>
        request.log.warn({ registrationId }, 'manage-link mail limit reached; not sent');
      const deps = { db, timeZone, mail: app.mail, onLimitReached };
      // Answered before the lookup, so how long it takes cannot tell whether the address is registered.
      if (!website) app.mail.queue(() => mailManageLink(deps, { eventId, email }, siteUrlOf(request)));
      // The same answer whether or not such a registration exists: it must not reveal who registered.
      return reply.code(202).send({
        message: 'If that address is registered for this event, a link to update it is on its way.',
      });
    },
  );
};

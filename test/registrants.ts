import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { XHR_HEADERS } from './auth';
import { nextTestAddress, postSignUp } from './fixtures';

/**
 * A sign-up the test needs (it must answer 201), from an address of its own: its answer, manage token included.
 * `body` adds to or overrides the name; the address is a new one unless `body` names it.
 */
export async function signedUp<Created>(
  app: FastifyInstance,
  eventId: string,
  body: object = { guestCount: 2 },
): Promise<Created> {
  const res = await postSignUp(app, eventId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A call on a registration as its registrant: with its manage token (or `token`), from an address of its own. */
export const asRegistrant = (
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE',
  registration: { id: string; manageToken: string },
  payload?: object,
  token = registration.manageToken,
) =>
  app.inject({
    method,
    url: `/api/registrations/${registration.id}`,
    payload,
    headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: token },
    remoteAddress: nextTestAddress(),
  });

/** The admin (signed in with `headers`) sets a registration's status; `body` may add a message for the person. */
export const setStatusAsAdmin = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  status: string,
  body: object = {},
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/registrations/${id}/status`,
    headers,
    payload: { status, ...body },
  });

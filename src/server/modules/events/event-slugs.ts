import { SLUG_TAKEN_MESSAGE } from '@shared/schemas/event-payload';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict } from '../../lib/http-error';
import type { EventsRepository } from './repository';

/**
 * Saves with the slug the admin chose, refused (409, naming slug) when another event has it or had it: an address
 * given out keeps leading to its event. A simultaneous save taking it first is refused the same way.
 */
export async function withChosenSlug<T>(
  events: EventsRepository,
  slug: string,
  exceptId: string | undefined,
  save: (slug: string) => Promise<T>,
): Promise<T> {
  if (await events.slugTaken(slug, exceptId)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
  try {
    return await save(slug);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
    throw err;
  }
}

/** Saves with a slug made unique from `base`; a simultaneous save taking the same one is retried. */
export async function withUniqueSlug<T>(
  events: EventsRepository,
  base: string,
  exceptId: string | undefined,
  save: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await events.uniqueSlug(base, exceptId);
    try {
      return await save(slug);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

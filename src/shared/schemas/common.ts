import { z } from 'zod';

/** The one error shape every API answer uses (docs/architecture.md, "API conventions"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The error answers of a route on one record that takes input: 400 invalid input, 404 no such record. */
export const invalidOrMissingSchemas = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * The error answers of a public form's write: 400 invalid, 403 closed or full (or CSRF), 404 unknown event,
 * 409 duplicate, 429 rate limited.
 */
export const publicWriteErrorSchemas = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * A file answer (CSV, iCalendar, XML, plain text), documented as text: Fastify sends it as it is, under its own
 * content type, without the JSON serializer.
 */
export const fileResponseSchema = z.string();
/** An answer without a body: 204 No Content, or a redirect. */
export const emptyResponseSchema = z.null();

export const idParamSchema = z.object({ id: z.string().min(1).max(200) });

/** A paged list's query fields: the page (from 1) and its size, up to `maxSize`. */
export const pageQueryFields = (maxSize: number, defaultSize: number) => ({
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${maxSize}` })
    .int()
    .min(1, `pageSize must be a whole number from 1 to ${maxSize}`)
    .max(maxSize, `pageSize must be at most ${maxSize}`)
    .default(defaultSize),
});

/** A stored image and its responsive variants, so pages can reserve space and use srcset. */
export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

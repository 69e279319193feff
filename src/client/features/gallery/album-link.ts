/** The gallery filtered to one event's photos: `/gallery?event={slug}`. */
export const galleryAlbumHref = (slug: string) => `/gallery?event=${encodeURIComponent(slug)}`;

/** The album asked for in the address's query (`event=…`), if any. */
export const albumFromSearch = (search: string) =>
  new URLSearchParams(search).get('event')?.trim() || undefined;

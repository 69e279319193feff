// The query keys of an event's images and videos. The public event page and the admin's panels use the same ones,
// so a change made in the admin refreshes both caches. The default query function GETs the key's parts joined
// with slashes, hence the encoded slug.

export const eventImagesKey = (slugOrId: string) =>
  ['/api/events', encodeURIComponent(slugOrId), 'images'] as const;

export const eventVideosKey = (slugOrId: string) =>
  ['/api/events', encodeURIComponent(slugOrId), 'videos'] as const;

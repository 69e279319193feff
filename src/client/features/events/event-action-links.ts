// "Register Now" and "Apply for Stall" anywhere on the site lead to the event's page with a hash naming the
// dialog to open there (/events/{slug}#register): one click, and the visitor stays on the event's page after.

export const EVENT_ACTIONS = { register: 'register', applyStall: 'apply-stall' } as const;
export type EventAction = (typeof EVENT_ACTIONS)[keyof typeof EVENT_ACTIONS];

export const eventPageHref = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** `/events/{slug}#register` or `/events/{slug}#apply-stall`. */
export const eventActionHref = (slug: string, action: EventAction) => `${eventPageHref(slug)}#${action}`;

import fp from 'fastify-plugin';

// Permissions-Policy on every response: the browser features a page of this site may use, for itself and for
// anything it embeds (the YouTube player included). Nothing here needs a camera, microphone, location, payment
// or USB, except the admin's door check-in screen, which scans QR codes with the camera: only that path gets
// `camera=(self)`. Everything else is denied, so an injected script or a framed page cannot ask for them.

/** The page that scans tickets at the door. */
export const CHECK_IN_PATH = '/admin/check-in';

const DENIED = 'microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
export const PERMISSIONS_POLICY = `camera=(), ${DENIED}`;
export const CHECK_IN_PERMISSIONS_POLICY = `camera=(self), ${DENIED}`;

/** The check-in page itself (and anything under it), with or without a query; no other spelling. */
const IS_CHECK_IN = new RegExp(`^${CHECK_IN_PATH}(?:[/?#]|$)`);

/** Whether a request's URL is the door check-in page. */
export const isCheckInPage = (url: string) => IS_CHECK_IN.test(url);

/** The Permissions-Policy of an answer to `url` (null: the address is unknown). */
export const permissionsPolicyOf = (url: string | null) =>
  url !== null && isCheckInPage(url) ? CHECK_IN_PERMISSIONS_POLICY : PERMISSIONS_POLICY;

export const permissionsPolicyPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('Permissions-Policy', permissionsPolicyOf(request.url));
      done();
    });
  },
  { name: 'permissions-policy' },
);

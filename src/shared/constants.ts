// Business constants (docs/product-rules.md, "Limits and constants"), in one place for client and server.
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 20;
/** The guest dropdown offers 1..10 and '11+ people', which asks the exact number (11..GUESTS_MAX). */
export const GUEST_DROPDOWN_MAX = 10;
export const GUEST_DROPDOWN_PLUS_VALUE = 11;

export const MIN_NAME_LENGTH = 2;
export const MIN_PHONE_LENGTH = 10;
export const MIN_PRODUCTS_LENGTH = 10;
export const MIN_MESSAGE_LENGTH = 10;

export const ACTIVITY_RESPONSE_ROWS = 3;
export const FEATURED_GALLERY_PREVIEW = 6;
export const HIGHLIGHT_TILES = 4;

export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_FEATURED_IMAGE_FILES = 1;
export const MAX_UPLOAD_BYTES = 10_485_760;

export const CONTACT_SENT_MS = 5000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const LOGIN_ERROR_MS = 3000;
export const COPIED_STATE_MS = 2000;

export const QR_WIDTH_PX = 300;
export const QR_MARGIN = 2;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SKELETONS_EVENTS = 3;
export const SKELETONS_REGISTRATIONS = 5;
export const SKELETONS_GALLERY = 8;

export const DOWNLOAD_LINK_DAYS = 30;
export const COPYRIGHT_YEAR = 2024;
export const LOCATION_TEXT = 'Tracy, California';

/**
 * The header carrying a manage token (a registration's or a volunteer's) on the manage link's requests. Here, not
 * with the schemas, so the pages' shared code can send it without loading the schema library.
 */
export const MANAGE_TOKEN_HEADER = 'x-manage-token';

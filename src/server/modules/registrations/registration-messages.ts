// What the registrant is told when a sign-up, an update or a cancellation is refused (tests read them too).

export const TICKET_TYPES_CHANGED_MESSAGE =
  'The ticket types of this event have just changed: please reload the page and choose again';

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed for this event';
export const ALREADY_REGISTERED_MESSAGE = 'This email address is already registered for this event';
export const UNKNOWN_ACTIVITY_MESSAGE = 'One or more selected activities are not offered by this event';
export const UNKNOWN_CATEGORY_MESSAGE =
  'A response was given for an activity category this event does not have';
export const REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';
export const BAD_MANAGE_TOKEN_MESSAGE = 'This registration can only be changed with its manage link';
export const OTHER_EVENT_MESSAGE = 'This registration belongs to another event';
export const OTHER_EMAIL_MESSAGE =
  'This registration is for another email address: to register someone else, start a new registration';
export const CANCELLED_MESSAGE = 'This registration has been cancelled; register again to come';

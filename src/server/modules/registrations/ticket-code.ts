import { randomBytes } from 'node:crypto';

/** A ticket's code: 144 random bits, what its QR code holds and what the door looks up. */
export const newTicketCode = () => randomBytes(18).toString('base64url');

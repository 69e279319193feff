import { randomToken } from '../../lib/random-token';

/** A ticket's code: 144 random bits, what its QR code holds and what the door looks up. */
export const newTicketCode = () => randomToken(18);

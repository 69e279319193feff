import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The Content-Security-Policy forbids eval. Without this, zod probes `new Function` once to see whether it may
// compile its validators, and the browser reports the refused probe as a CSP violation.
config({ jitless: true });

/** react-hook-form's zod resolver, for every form of the site. */
export { zodResolver };

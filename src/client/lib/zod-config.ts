import { config } from 'zod';

// Imported for its effect, by every module that validates with zod in the browser. The Content-Security-Policy
// forbids eval. Without this, zod probes `new Function` once to see whether it may compile its validators, and the
// browser reports the refused probe as a CSP violation.
config({ jitless: true });

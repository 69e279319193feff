import { startServer } from '../../src/server/start-server';

// The server as main.ts starts it, but with the mail claim lease TEST_MAIL_CLAIM_LEASE_MS long: a test of mail
// left by a killed instance need not wait the product's lease.

await startServer({ mailClaimLeaseMs: Number(process.env.TEST_MAIL_CLAIM_LEASE_MS) });

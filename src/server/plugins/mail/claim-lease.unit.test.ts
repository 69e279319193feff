import { describe, expect, it } from 'vitest';
import { sweepIntervalFor } from './mail-plugin';
import { CLAIM_LEASE_MS } from './outbound-emails-repository';

// The product's defaults behind docs/architecture.md, "Mail outbox" (test/process/mail-delivery.test.ts shows
// the mechanism with a short lease).

describe('the mail claim lease', () => {
  it('lets another instance send mail left by a killed one within a minute', () => {
    // Due again a lease after the holder's last renewal at most, then taken by another instance's next sweep;
    // what is left of the minute is for that instance to get round to it.
    expect(CLAIM_LEASE_MS + sweepIntervalFor(CLAIM_LEASE_MS)).toBeLessThanOrEqual(45_000);
  });
});

import { describe, expect, it } from 'vitest';
import { mailOutcome } from './mail-outcome';

describe('mailOutcome: what happened to a stored mail, in words', () => {
  it('says it waits in the outbox when mail is not set up, else that it is queued', () => {
    const outbox = { delivery: 'outbox', from: null, fromProblem: null } as const;
    const smtp = { delivery: 'smtp', from: 'events@example.org', fromProblem: null } as const;
    expect(mailOutcome(outbox, 'The updated ticket')).toBe(
      'The updated ticket is waiting in the outbox because mail is not set up',
    );
    expect(mailOutcome(smtp, 'Their mails', { plural: true })).toBe('Their mails are queued for sending');
    expect(mailOutcome(undefined, 'Its mail')).toBe('Its mail is queued for sending');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiRequestError, limitMessageOf } from './api-client';

describe('limitMessageOf', () => {
  it('answers the server’s message, with when to try again, for a limit (429) or overload (503)', () => {
    const message = 'Too many submissions from your network. Please try again in 8 minutes.';
    expect(limitMessageOf(new ApiRequestError(429, JSON.stringify({ message }), 'Too Many Requests'))).toBe(
      message,
    );
    const busy = 'Sign-in is busy right now. Please try again in a few seconds.';
    expect(limitMessageOf(new ApiRequestError(503, JSON.stringify({ message: busy }), ''))).toBe(busy);
  });

  it('answers nothing for other failures, so the form keeps its own wording', () => {
    expect(limitMessageOf(new ApiRequestError(400, JSON.stringify({ message: 'Bad' }), ''))).toBeUndefined();
    expect(limitMessageOf(new ApiRequestError(429, 'not json', ''))).toBeUndefined();
    expect(limitMessageOf(new Error('network down'))).toBeUndefined();
  });
});

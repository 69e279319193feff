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

describe('ApiRequestError.fieldMessage', () => {
  it('answers the server’s message about the field it names, and nothing for another field or no JSON', () => {
    const message = 'Another event has or had this address. Please choose another.';
    const error = new ApiRequestError(
      409,
      JSON.stringify({ message, errors: [{ path: 'slug', message }] }),
      '',
    );
    expect(error.fieldMessage('slug')).toBe(message);
    expect(error.fieldMessage('title')).toBeUndefined();
    expect(new ApiRequestError(409, JSON.stringify({ message }), '').fieldMessage('slug')).toBeUndefined();
    expect(new ApiRequestError(500, 'oops', '').fieldMessage('slug')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { composeMail } from './render-mail';

describe('composeMail', () => {
  it('keeps only the brand in the stored draft, not the rest of the context it is given', () => {
    const context = {
      groupName: 'Aarohi',
      siteUrl: 'https://example.org',
      event: { title: 'Diwali', description: 'x'.repeat(2000) },
      registration: { manageTokenHash: 'secret-digest' },
    };
    const { draft } = composeMail({ subject: 'Hello', blocks: [{ kind: 'paragraph', text: 'Hi' }] }, context);
    expect(draft.brand).toEqual({ groupName: 'Aarohi', siteUrl: 'https://example.org' });
    expect(JSON.stringify(draft)).not.toContain('secret-digest');
  });
});

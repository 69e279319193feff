import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { checkSelection, formatBytes, refusalReason } from './upload-rules';

/** A File of the given size without allocating it (only size, name and type are read). */
const fakeFile = (name: string, size: number, type = 'image/jpeg') =>
  ({ name, size, type }) as unknown as File;

describe('refusalReason', () => {
  it('accepts up to exactly 10 MB and refuses a byte more, saying why', () => {
    expect(refusalReason(fakeFile('ok.jpg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(refusalReason(fakeFile('big.jpg', MAX_UPLOAD_BYTES + 1))).toBe(
      '"big.jpg" is 10.0 MB, larger than the 10 MB limit.',
    );
    expect(refusalReason(fakeFile('huge.jpg', 11 * 1024 * 1024))).toMatch(/11\.0 MB, larger than the 10 MB/);
  });

  it('refuses types the server does not take, but lets an unknown type through to be checked there', () => {
    expect(refusalReason(fakeFile('doc.pdf', 10, 'application/pdf'))).toMatch(
      /not a JPEG, PNG, WebP, GIF or AVIF/,
    );
    expect(refusalReason(fakeFile('x.svg', 10, 'image/svg+xml'))).not.toBeNull();
    for (const type of ['image/png', 'image/webp', 'image/gif', 'image/avif', '']) {
      expect(refusalReason(fakeFile('a', 10, type))).toBeNull();
    }
  });
});

describe('checkSelection', () => {
  it('takes at most maxFiles, in order, and says why the rest were left out', () => {
    const files = Array.from({ length: 7 }, (_, i) => fakeFile(`${i}.jpg`, 100));
    const { accepted, refused } = checkSelection(files, 5);
    expect(accepted.map((f) => f.name)).toEqual(['0.jpg', '1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(refused.map((r) => r.reason)).toEqual([
      'Only 5 images can be uploaded at once.',
      'Only 5 images can be uploaded at once.',
    ]);
  });

  it('does not count refused files against the limit; the featured image takes one', () => {
    const big = fakeFile('big.jpg', MAX_UPLOAD_BYTES + 1);
    const { accepted, refused } = checkSelection([big, fakeFile('a.jpg', 1), fakeFile('b.jpg', 1)], 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(refused.map((r) => r.file.name)).toEqual(['big.jpg', 'b.jpg']);
    expect(refused[1]?.reason).toBe('Only one image can be chosen here.');
  });
});

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(6 * 1024 * 1024)).toBe('6.0 MB');
  });
});

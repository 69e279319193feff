import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage, type Translate } from '@client/lib/i18n/i18n-context';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSelection, formatBytes, refusalReason } from './upload-rules';

/** A File of the given size without allocating it (only size, name and type are read). */
const fakeFile = (name: string, size: number, type = 'image/jpeg') =>
  ({ name, size, type }) as unknown as File;

// The reasons in English, through the catalogue as the uploader shows them.
let t: Translate;
beforeAll(async () => {
  t = pageLanguage('en', await adminCatalogue('en')).t;
});

describe('refusalReason', () => {
  it('accepts up to exactly 10 MB and refuses a byte more, saying why', () => {
    expect(refusalReason(fakeFile('ok.jpg', MAX_UPLOAD_BYTES), t)).toBeNull();
    expect(refusalReason(fakeFile('big.jpg', MAX_UPLOAD_BYTES + 1), t)).toBe(
      '"big.jpg" is 10.0 MB, larger than the 10 MB limit.',
    );
    expect(refusalReason(fakeFile('huge.jpg', 11 * 1024 * 1024), t)).toMatch(
      /11\.0 MB, larger than the 10 MB/,
    );
  });

  it('refuses types the server does not take, but lets an unknown type through to be checked there', () => {
    expect(refusalReason(fakeFile('doc.pdf', 10, 'application/pdf'), t)).toMatch(
      /not a JPEG, PNG, WebP, GIF or AVIF/,
    );
    expect(refusalReason(fakeFile('x.svg', 10, 'image/svg+xml'), t)).not.toBeNull();
    for (const type of ['image/png', 'image/webp', 'image/gif', 'image/avif', '']) {
      expect(refusalReason(fakeFile('a', 10, type), t)).toBeNull();
    }
  });
});

describe('checkSelection', () => {
  it('takes at most maxFiles, in order, and says why the rest were left out', () => {
    const files = Array.from({ length: 7 }, (_, i) => fakeFile(`${i}.jpg`, 100));
    const { accepted, refused } = checkSelection(files, 5, t);
    expect(accepted.map((f) => f.name)).toEqual(['0.jpg', '1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(refused.map((r) => r.reason)).toEqual([
      'Only 5 images can be uploaded at once.',
      'Only 5 images can be uploaded at once.',
    ]);
  });

  it('does not count refused files against the limit; the featured image takes one', () => {
    const big = fakeFile('big.jpg', MAX_UPLOAD_BYTES + 1);
    const { accepted, refused } = checkSelection([big, fakeFile('a.jpg', 1), fakeFile('b.jpg', 1)], 1, t);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(refused.map((r) => r.file.name)).toEqual(['big.jpg', 'b.jpg']);
    expect(refused[1]?.reason).toBe('Only one image can be chosen here.');
  });
});

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(512, t)).toBe('512 bytes');
    expect(formatBytes(2048, t)).toBe('2 KB');
    expect(formatBytes(6 * 1024 * 1024, t)).toBe('6.0 MB');
  });
});

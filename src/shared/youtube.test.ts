import { describe, expect, it } from 'vitest';
import { isYouTubeUrl, parseYouTubeId, youTubeEmbedUrl } from './youtube';

const ID = 'aqz-KE-bpKQ';

describe('parseYouTubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])('recognises %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    `javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `https://www.youtube.com.evil.com/watch?v=${ID}`,
    `https://evil.com/?u=https://youtu.be/${ID}`,
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://vimeo.com/123456`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}"><script>`,
    `https://www.youtube.com/channel/UC${ID}`,
    'https://www.youtube.com/playlist?list=PL123',
    `https://www.youtube.com/embed/${ID}/extra`,
    `ftp://youtu.be/${ID}`,
    `https://www.youtube.com:8080/watch?v=${ID}`,
  ])('refuses %s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
    expect(isYouTubeUrl(url)).toBe(false);
  });

  it('embeds with the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl(ID)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
  });
});

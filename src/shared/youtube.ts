// Only recognisable YouTube watch, youtu.be, embed and shorts links are shown; everything else is
// skipped. Parsing the URL (never regex-matching the whole string) keeps look-alike hosts and script URLs out.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The 11-character video id of a YouTube link, or null when the link is not one we recognise. */
export function parseYouTubeId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;

  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (
      segments.length === 2 &&
      (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live')
    )
      id = segments[1];
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && segments[0] === 'embed') id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export const isYouTubeUrl = (input: string) => parseYouTubeId(input) !== null;

/** The privacy-enhanced player for a video id. */
export const youTubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

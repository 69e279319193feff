import { useT } from '@client/lib/i18n/i18n-context';
import { youTubeEmbedUrl } from '@shared/youtube';
import { Play } from 'lucide-react';
import { useState } from 'react';

/**
 * A poster drawn by the page itself; the youtube-nocookie player (and every request to YouTube) starts only when
 * the visitor clicks it, so merely visiting the page tells no third party anything.
 */
export function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useT();
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-[#2a0b12]">
      {playing ? (
        <iframe
          src={youTubeEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-[#5e1420] via-[#3b1410] to-[#8c3a12] p-4 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent focus-visible:ring-inset"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg transition-transform group-hover:scale-110">
            <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
          </span>
          <span className="max-w-full truncate font-medium">
            <span className="sr-only">{t('video.play')} </span>
            {title}
          </span>
          <span className="text-white/85 text-xs">{t('video.fromYouTube')}</span>
        </button>
      )}
    </div>
  );
}

import { type HeadingLevel, TitledSection } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { EventVideo } from '@shared/schemas/videos';
import { parseYouTubeId } from '@shared/youtube';
import { YouTubePlayer } from './youtube-player';

/** Only recognisable YouTube links are shown; the rest are skipped. Renders nothing when none remain. */
export function EventVideos({
  videos,
  headingLevel = 'h2',
}: {
  videos: EventVideo[];
  headingLevel?: HeadingLevel;
}) {
  const playable = videos.flatMap((video) => {
    const id = parseYouTubeId(video.videoUrl);
    return id ? [{ ...video, youTubeId: id }] : [];
  });
  const t = useT();
  if (playable.length === 0) return null;
  return (
    <TitledSection id="event-videos-heading" title={t('event.videos')} level={headingLevel}>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {playable.map((video) => (
          <li key={video.id}>
            <YouTubePlayer videoId={video.youTubeId} title={video.title || t('event.video')} />
            {video.title ? <p className="mt-2 font-medium">{video.title}</p> : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

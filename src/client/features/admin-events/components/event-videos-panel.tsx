import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { Field, fieldAria } from '@client/components/admin/field';
import { PanelSection } from '@client/components/admin/panel-section';
import { QueryStates } from '@client/components/admin/query-states';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import type { EventVideo } from '@shared/schemas/videos';
import { ExternalLink, Plus, Trash2, VideoOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAddEventVideo } from '../api/add-event-video';
import { useDeleteEventVideo } from '../api/delete-event-video';
import { useEventVideos } from '../api/get-event-videos';
import { translateFormMessage } from '../lib/form-messages';

/** An event's YouTube videos: the form to add one, the list, and deleting after a confirmation. */
export function EventVideosPanel({ event }: { event: Event }) {
  const t = useT();
  const videos = useEventVideos(event.slug);
  const remove = useDeleteEventVideo(event.slug);
  const [toDelete, setToDelete] = useState<EventVideo | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <AddVideoForm event={event} />
      <PanelSection
        id="event-videos"
        title={t('admin.events.videos.listTitle', { count: videos.data?.length ?? 0 })}
        className="flex flex-col gap-3"
      >
        <QueryStates
          query={videos}
          loading={{
            label: t('admin.events.videos.loading'),
            className: 'flex flex-col',
            placeholderClassName: 'h-14',
          }}
          error={t('admin.events.videos.loadFailed')}
          empty={
            <EmptyState icon={VideoOff} title={t('admin.events.videos.empty.title')}>
              {t('admin.events.videos.empty.text')}
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="flex flex-col gap-2">
              {items.map((video) => (
                <VideoRow key={video.id} video={video} onDelete={() => setToDelete(video)} />
              ))}
            </ul>
          )}
        </QueryStates>
      </PanelSection>
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.events.videos.delete.title')}
        description={t('admin.events.videos.delete.description')}
        remove={(video) => remove.mutateAsync(video.id)}
        pending={remove.isPending}
        deleted={() => ({
          title: t('admin.events.videos.delete.done'),
          description: t('admin.events.videos.delete.doneText'),
        })}
        failed={{
          title: t('admin.events.videos.delete.failedTitle'),
          description: t('admin.events.videos.delete.failed'),
        }}
      />
    </div>
  );
}

/** 'Add YouTube Video': a URL (required) and an optional title. */
function AddVideoForm({ event }: { event: Event }) {
  const t = useT();
  const add = useAddEventVideo(event.slug);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) {
      toast({
        title: t('admin.events.videos.urlRequired'),
        description: t('admin.events.error.videoUrlRequired'),
        variant: 'destructive',
      });
      return;
    }
    add.mutate(
      { eventId: event.id, videoUrl: url, title },
      {
        onSuccess: () => {
          toast({
            title: t('admin.events.videos.added'),
            description: t('admin.events.videos.addedText'),
          });
          setUrl('');
          setTitle('');
        },
        onError: (err) =>
          toast({
            title: t('admin.events.videos.addFailed'),
            description:
              (err instanceof ApiRequestError && err.status === 400
                ? translateFormMessage(err.serverMessage, t)
                : undefined) || t('admin.events.videos.tryAgain'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 className="font-semibold">{t('admin.events.videos.addTitle')}</h3>
      <Field id="video-url" label={t('admin.events.videos.url')} hint={t('admin.events.videos.urlHint')}>
        <Input
          {...fieldAria('video-url', undefined, 'hint')}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Field id="video-title" label={t('admin.events.videos.titleField')}>
        <Input id="video-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Button type="submit" className="self-start" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? t('admin.events.videos.adding') : t('admin.events.videos.add')}
      </Button>
    </form>
  );
}

/** One video: its title, its link, and its delete button. */
function VideoRow({ video, onDelete }: { video: EventVideo; onDelete: () => void }) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 rounded-md border border-border p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{video.title || t('admin.events.videos.untitled')}</p>
        <a
          href={video.videoUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex max-w-full items-center gap-1 truncate text-primary text-sm underline-offset-4 hover:underline"
        >
          <span className="truncate">{video.videoUrl}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('admin.events.videos.deleteOne', { name: video.title || video.videoUrl })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

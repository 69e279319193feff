import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { Field, fieldAria } from '@client/components/admin/field';
import { PanelSection } from '@client/components/admin/panel-section';
import { QueryStates } from '@client/components/admin/query-states';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError } from '@client/lib/api-client';
import type { Event } from '@shared/schemas/events';
import type { EventVideo } from '@shared/schemas/videos';
import { ExternalLink, Plus, Trash2, VideoOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAddEventVideo } from '../api/add-event-video';
import { useDeleteEventVideo } from '../api/delete-event-video';
import { useEventVideos } from '../api/get-event-videos';

/** An event's YouTube videos: the form to add one, the list, and deleting after a confirmation. */
export function EventVideosPanel({ event }: { event: Event }) {
  const videos = useEventVideos(event.slug);
  const remove = useDeleteEventVideo(event.slug);
  const [toDelete, setToDelete] = useState<EventVideo | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <AddVideoForm event={event} />
      <PanelSection
        id="event-videos"
        title={`Event Videos (${videos.data?.length ?? 0})`}
        className="flex flex-col gap-3"
      >
        <QueryStates
          query={videos}
          loading={
            <LoadingPlaceholders
              label="Loading videos"
              className="flex flex-col"
              placeholderClassName="h-14"
            />
          }
          error="Could not load videos."
          empty={
            <EmptyState icon={VideoOff} title="No videos added yet">
              Add YouTube videos to showcase at this event
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
        title="Delete Video?"
        description="Are you sure you want to delete this video?"
        remove={(video) => remove.mutateAsync(video.id)}
        pending={remove.isPending}
        deleted={() => ({ title: 'Video Deleted', description: 'The video has been removed.' })}
        failed="Failed to delete video. Please try again."
      />
    </div>
  );
}

/** 'Add YouTube Video': a URL (required) and an optional title. */
function AddVideoForm({ event }: { event: Event }) {
  const add = useAddEventVideo(event.slug);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) {
      toast({ title: 'URL Required', description: 'Please enter a YouTube URL.', variant: 'destructive' });
      return;
    }
    add.mutate(
      { eventId: event.id, videoUrl: url, title },
      {
        onSuccess: () => {
          toast({ title: 'Video Added', description: 'The video has been added to the event.' });
          setUrl('');
          setTitle('');
        },
        onError: (err) =>
          toast({
            title: 'Failed to Add Video',
            description:
              err instanceof ApiRequestError && err.status === 400 && err.serverMessage
                ? err.serverMessage
                : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 className="font-semibold">Add YouTube Video</h3>
      <Field id="video-url" label="YouTube URL" hint="Paste the full YouTube URL">
        <Input
          {...fieldAria('video-url', undefined, 'hint')}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Field id="video-title" label="Title (optional)">
        <Input id="video-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Button type="submit" className="self-start" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add Video'}
      </Button>
    </form>
  );
}

/** One video: its title, its link, and its delete button. */
function VideoRow({ video, onDelete }: { video: EventVideo; onDelete: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-border p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{video.title || 'Untitled video'}</p>
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
        aria-label={`Delete video ${video.title || video.videoUrl}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

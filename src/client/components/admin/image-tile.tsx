import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { Trash2 } from 'lucide-react';

type ImageTileProps = {
  src: string;
  alt: string;
  title?: string | null;
  caption?: string | null;
  onDelete: () => void;
};

/** An image with its title; the delete button appears on hover and on keyboard focus (and always on touch). */
export function ImageTile({ src, alt, title, caption, onDelete }: ImageTileProps) {
  const t = useT();
  const name = title || t('admin.common.untitled');
  return (
    <figure className="group relative overflow-hidden rounded-lg border border-border bg-card">
      <img src={src} alt={alt} loading="lazy" className="aspect-square w-full object-cover" />
      <figcaption className="p-2">
        <p className="truncate font-medium text-sm">{name}</p>
        {caption ? <p className="truncate text-muted-foreground text-xs">{caption}</p> : null}
      </figcaption>
      <Button
        variant="destructive"
        size="icon-sm"
        aria-label={t('admin.common.deleteImage', { title: name })}
        onClick={onDelete}
        className="absolute top-2 right-2 opacity-100 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </figure>
  );
}

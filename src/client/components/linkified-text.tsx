import { linkifyText, splitParagraphs } from '@shared/linkify';

/** Plain text as paragraphs with its web links clickable, built from elements (no HTML injection). */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a static text have no identity of their own
        <p key={i} className="whitespace-pre-line [&:not(:first-child)]:mt-4">
          {linkifyText(paragraph).map((part, j) =>
            part.type === 'link' ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of one paragraph never reorder
                key={j}
                href={part.href}
                className="break-words font-medium text-primary underline hover:text-primary-hover"
                rel="noopener noreferrer nofollow"
                target={part.href.startsWith('mailto:') ? undefined : '_blank'}
              >
                {part.value}
              </a>
            ) : (
              part.value
            ),
          )}
        </p>
      ))}
    </div>
  );
}

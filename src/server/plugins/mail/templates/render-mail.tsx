import { renderToStaticMarkup } from 'react-dom/server';
import { MailBlockView } from './mail-block-views';
import type { MailBrand, MailContent } from './mail-blocks';
import { MailLayout } from './mail-layout';
import { mailText } from './mail-text';

export type { MailBlock, MailBrand, MailContent } from './mail-blocks';

const PRELOAD_LINKS = /<link rel="preload"[^>]*>/g;

export type RenderedMail = { subject: string; text: string; html: string };

const firstParagraph = (content: MailContent) =>
  content.blocks.find((b) => b.kind === 'paragraph')?.text.split('\n')[0] ?? content.subject;

/**
 * A mail's subject, plain-text part and HTML part from one description (mail-blocks.ts). Synchronous on
 * purpose: mails are prepared inside the transactions that cause them, and the React tree never suspends.
 */
export function renderMail(content: MailContent, brand: MailBrand): RenderedMail {
  for (const url of [
    brand.siteUrl,
    content.unsubscribeUrl,
    ...content.blocks.map((b) => b.kind === 'action' && b.url),
  ])
    if (url && !/^https?:\/\//.test(url)) throw new Error(`mail links must be absolute, got ${url}`);
  const html = renderToStaticMarkup(
    <MailLayout
      brand={brand}
      preview={content.preview ?? firstParagraph(content)}
      unsubscribeUrl={content.unsubscribeUrl}
    >
      {content.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a mail's blocks are fixed, never reordered
        <MailBlockView key={i} block={block} />
      ))}
    </MailLayout>,
  );
  return {
    subject: content.subject,
    text: mailText(content, brand),
    // React 19 adds <link rel="preload"> for every <img>, for browsers: a mail has no use for it.
    html: `<!DOCTYPE html>${html.replace(PRELOAD_LINKS, '')}`,
  };
}

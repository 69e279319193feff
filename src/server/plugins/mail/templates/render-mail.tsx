import { renderToStaticMarkup } from 'react-dom/server';
import { mailLanguage } from '../i18n/mail-language';
import type { RenderedMessage, StoredMessage } from '../mail-message';
import { MailBlockView } from './mail-block-views';
import { type MailBrand, type MailContent, type MailDraft, mailPreview } from './mail-blocks';
import { MailLayout } from './mail-layout';
import { mailText } from './mail-text';
import { type MailParts, renderWithPersonalValues } from './personal-values';

export type { MailBlock, MailBrand, MailContent, MailDraft } from './mail-blocks';

const PRELOAD_LINKS = /<link rel="preload"[^>]*>/g;

export type RenderedMail = { subject: string; text: string; html: string };

/** Every link a mail shows must open from an inbox, so it must be absolute. */
function checkLinks(content: MailContent, brand: MailBrand) {
  for (const url of [
    brand.siteUrl,
    content.unsubscribeUrl,
    ...content.blocks.map((b) => b.kind === 'action' && b.url),
  ])
    if (url && !/^https?:\/\//.test(url)) throw new Error(`mail links must be absolute, got ${url}`);
}

/**
 * A mail to store: its subject and its content as data, rendered by `renderMail` when it is sent. Rendering is
 * most of what a sign-up costs the server, and a burst of sign-ups must not wait for it. Links are checked now,
 * so a bad one fails where the mail is made.
 */
export function composeMail(
  content: MailContent,
  brand: MailBrand,
  /** The recipient's own values in the content, for a mail sent to many (MailDraft's `personal`). */
  personal?: string[],
): { subject: string; draft: MailDraft } {
  checkLinks(content, brand);
  // Only the brand's own fields: callers pass their whole context (the event, the registration...) as the brand,
  // and the draft is stored with every mail.
  return {
    subject: content.subject,
    draft: {
      content,
      brand: { groupName: brand.groupName, siteUrl: brand.siteUrl },
      ...(personal ? { personal } : {}),
    },
  };
}

/**
 * A mail's subject, plain-text part and HTML part from one description (mail-blocks.ts). Synchronous on
 * purpose: the React tree never suspends.
 */
export function renderMail(
  content: MailContent,
  brand: MailBrand,
  personal?: readonly string[],
): RenderedMail {
  checkLinks(content, brand);
  const { text, html } = personal
    ? renderWithPersonalValues(content, brand, personal, renderParts)
    : renderParts(content, brand);
  return { subject: content.subject, text, html };
}

function renderParts(content: MailContent, brand: MailBrand): MailParts {
  const language = mailLanguage(content.language);
  const html = renderToStaticMarkup(
    <MailLayout
      brand={brand}
      preview={mailPreview(content)}
      unsubscribeUrl={content.unsubscribeUrl}
      lang={content.language}
    >
      {content.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a mail's blocks are fixed, never reordered
        <MailBlockView key={i} block={block} language={language} />
      ))}
    </MailLayout>,
  );
  return {
    text: mailText(content, brand),
    // React 19 adds <link rel="preload"> for every <img>, for browsers: a mail has no use for it.
    html: `<!DOCTYPE html>${html.replace(PRELOAD_LINKS, '')}`,
  };
}

/** A stored message with its text and HTML parts (mails stored before drafts were kept have them already). */
export function withBodyRendered(message: StoredMessage): RenderedMessage {
  const { draft, ...rest } = message;
  if (!draft) return rest as RenderedMessage;
  const { text, html } = renderMail(draft.content, draft.brand, draft.personal);
  return { ...rest, text, html };
}

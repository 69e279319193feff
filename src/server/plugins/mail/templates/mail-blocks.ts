import type { Locale } from '@shared/i18n/locales';

/**
 * What a mail says, as blocks: each becomes a few lines of the plain-text part (mail-text.ts) and a React element
 * of the HTML part (mail-block-views.tsx), so the two parts always say the same.
 */
export type MailBlock =
  /** "Hello Asha," */
  | { kind: 'greeting'; name: string }
  /** Text as typed; line breaks kept. `linkify`: web links and addresses in it become clickable in HTML. */
  | { kind: 'paragraph'; text: string; linkify?: boolean }
  /** "Label: value" lines (an event's date, time and venue; a form's answers), a table in HTML. */
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A link the mail is about: the intro line, then the URL (text) or a button (HTML). The URL is absolute. */
  | { kind: 'action'; intro: string; label: string; url: string }
  /** The ticket: its QR image (an attachment with this content id) and its code in words. */
  | { kind: 'ticket'; code: string; cid: string }
  /** Someone's earlier text quoted below a reply: "> " lines in text, a quote bar in HTML. */
  | { kind: 'quote'; intro: string; text: string }
  /** A small print line (why the mail came, what an attachment is for). */
  | { kind: 'note'; text: string };

/** Who the mail comes from: the group's name (site settings) and the site's absolute address. */
export type MailBrand = { groupName: string; siteUrl: string };

/** A whole mail: subject, the inbox preview line, its blocks, and the unsubscribe link of a non-transactional one. */
export type MailContent = {
  subject: string;
  /** The line mail apps show after the subject in the inbox; the first paragraph when not given. */
  preview?: string;
  blocks: MailBlock[];
  /**
   * The language of the mail's own words (the greeting, the ticket's caption): the registrant's; English when left
   * out. The blocks' texts are already in it.
   */
  language?: Locale;
  /** Shown in the footer (and sent as List-Unsubscribe by the caller): only for mails one may opt out of. */
  unsubscribeUrl?: string;
};

/**
 * A mail as data: what it says and for which site. Stored as it is and rendered to text and HTML only when the
 * mail is sent (render-mail.tsx), so the request that causes a mail never pays for rendering it.
 */
export type MailDraft = {
  content: MailContent;
  brand: MailBrand;
  /**
   * The recipient's own values in it (their name, ticket code, personal links): a mail-out's mails that differ
   * only in these are rendered once (personal-values.ts).
   */
  personal?: string[];
};

/** The inbox preview line: the content's own, else the first line of its first paragraph, else the subject. */
export const mailPreview = (content: MailContent): string =>
  content.preview ??
  content.blocks.find((b) => b.kind === 'paragraph')?.text.split('\n')[0] ??
  content.subject;

import { type MailLanguage, mailLanguage } from '../i18n/mail-language';
import type { MailBlock, MailBrand, MailContent } from './mail-blocks';

const blockText = (block: MailBlock, { t }: MailLanguage): string => {
  switch (block.kind) {
    case 'greeting':
      return t('greeting', { name: block.name });
    case 'paragraph':
    case 'note':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.intro}\n${block.url}`;
    case 'ticket':
      return `${t('ticket.text')}\n${t('ticket.code', { code: block.code })}`;
    case 'quote':
      return [block.intro, ...block.text.split(/\r?\n/).map((line) => `> ${line}`)].join('\n');
  }
};

/** The plain-text part: blocks separated by blank lines, then the group's name and site address. */
export function mailText(content: MailContent, brand: MailBrand): string {
  return [
    ...content.blocks.map((block) => blockText(block, mailLanguage(content.language))),
    [brand.groupName, brand.siteUrl].join('\n'),
    ...(content.unsubscribeUrl ? [`To stop getting these messages: ${content.unsubscribeUrl}`] : []),
  ].join('\n\n');
}

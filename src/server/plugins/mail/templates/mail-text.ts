import { type MailBlock, type MailBrand, type MailContent, TICKET_TEXT } from './mail-blocks';

const blockText = (block: MailBlock): string => {
  switch (block.kind) {
    case 'greeting':
      return `Hello ${block.name},`;
    case 'paragraph':
    case 'note':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.intro}\n${block.url}`;
    case 'ticket':
      return `${TICKET_TEXT}\nTicket code: ${block.code}`;
    case 'quote':
      return [block.intro, ...block.text.split(/\r?\n/).map((line) => `> ${line}`)].join('\n');
  }
};

/** The plain-text part: blocks separated by blank lines, then the group's name and site address. */
export function mailText(content: MailContent, brand: MailBrand): string {
  return [
    ...content.blocks.map(blockText),
    [brand.groupName, brand.siteUrl].join('\n'),
    ...(content.unsubscribeUrl ? [`To stop getting these messages: ${content.unsubscribeUrl}`] : []),
  ].join('\n\n');
}

import type { MailMessage } from '../../../plugins/mail/mail-message';
import { composeMail, type MailBrand } from '../../../plugins/mail/templates/render-mail';

/** The admin's "Send a test email": proves the mail settings work, and shows how mail from the site looks. */
export function testMail(input: MailBrand & { to: string; requestedBy: string }): MailMessage {
  const mail = composeMail(
    {
      subject: `Test email from ${input.groupName}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `This is a test email from ${input.groupName}'s website, sent by ${input.requestedBy} from the admin dashboard. If you can read it, the site's mail works.`,
        },
        {
          kind: 'action',
          intro: 'Mail from the site looks like this: its links always open the site itself.',
          label: 'Open the site',
          url: input.siteUrl,
        },
      ],
    },
    input,
  );
  return { kind: 'test-mail', to: input.to, ...mail, fromName: input.groupName };
}

import { afterEach, expect, it } from 'vitest';
import { mailEvent as event, registrantMails, mailSite as site } from '../../../../test/registrant-mails';
import { composeMail } from './compose-mail';
import { createMailComposer, type MailComposer } from './mail-composer';
import type { AddressedMessage, MailMessage } from './mail-message';

// A mail-out's mails are made on a worker thread: the same bytes as on the server's thread, and none lost if the
// worker ends with mails still in it.

const composers: MailComposer[] = [];
afterEach(async () => {
  for (const composer of composers.splice(0)) await composer.close();
});

/** A registration confirmation as the mailer hands it over: with its ticket's QR code, its sender resolved. */
function confirmation(): AddressedMessage {
  const registration = {
    fullName: 'Asha Patel',
    email: 'asha@example.org',
    guestCount: 1,
    ticketCode: 'ABCD-2345',
    language: 'en' as const,
  };
  const manageUrl = 'https://events.example.org/events/diwali?manage=1.token';
  const {
    kind: _kind,
    unsubscribeUrl: _unsubscribe,
    fromName: _fromName,
    ...stored
  } = registrantMails({
    ...site,
    event,
    registration,
    manageUrl,
  }).confirmation as MailMessage;
  return { ...stored, from: '"Sangam" <events@sangam.example.org>' };
}

/** The bytes without the Date header, the one line that depends on when the mail was made. */
const withoutDate = (raw: Buffer) => raw.toString('utf8').replace(/^Date: .*\r\n/m, '');

async function readyComposer(): Promise<MailComposer> {
  const composer = createMailComposer({ logger: { warn: () => {} } });
  composers.push(composer);
  await composer.compose(confirmation(), null, { bulk: true });
  const deadline = Date.now() + 20_000;
  while (composer.workerState() !== 'ready') {
    if (Date.now() > deadline) throw new Error(`the worker did not start (${composer.workerState()})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return composer;
}

it('a mail made on the worker has the same bytes as one made on the server’s thread', async () => {
  const composer = await readyComposer();
  const message = confirmation();
  expect(message.attachments?.some((a) => 'qrCode' in a)).toBe(true);
  const id = '0b6f3c2e-5d4a-4f1b-9c8d-7e6f5a4b3c2d';

  const onWorker = await composer.compose(message, id, { bulk: true });
  const here = await composeMail(message, id);

  expect(onWorker.messageId).toBe(`<${id}@sangam.example.org>`);
  expect(onWorker.envelope).toEqual(here.envelope);
  expect(withoutDate(onWorker.raw)).toBe(withoutDate(here.raw));
});

it('a single mail is made on the server’s thread, without starting the worker', async () => {
  const composer = createMailComposer({ logger: { warn: () => {} } });
  composers.push(composer);
  const mail = await composer.compose(confirmation(), null);
  expect(mail.raw.toString('utf8')).toContain('Subject: ');
  expect(composer.workerState()).toBe('none');
});

it('mails the worker had not answered when it ended are made on the server’s thread', async () => {
  const composer = await readyComposer();
  const ids = Array.from({ length: 30 }, (_, i) => `0b6f3c2e-5d4a-4f1b-9c8d-${String(i).padStart(12, '0')}`);
  const made = ids.map((id) => composer.compose(confirmation(), id, { bulk: true }));
  await composer.close();

  const mails = await Promise.all(made);
  expect(mails.map((m) => m.messageId)).toEqual(ids.map((id) => `<${id}@sangam.example.org>`));
  expect(composer.workerState()).toBe('none');
});

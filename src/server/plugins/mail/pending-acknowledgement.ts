import type { Mailer } from './mailer';

export type AcknowledgementCount = {
  /** Whether the address may be mailed now; else its mail is stored held (acknowledgement-limit.ts). */
  allowed: Promise<boolean>;
  /** Gives the count back, if it was taken: for a submission that stores no mail after all. */
  giveBack(): Promise<void>;
};

/**
 * Takes one count of the address's hourly acknowledgement allowance for a public form's mail to the address typed
 * into it. The count starts at once, so it runs alongside the submission's other reads; it may be awaited later or
 * never (it does not reject unhandled meanwhile).
 */
export function takeAcknowledgementFor(
  mail: Pick<Mailer, 'takeAcknowledgement' | 'giveBackAcknowledgement'>,
  address: string,
): AcknowledgementCount {
  const taken = mail.takeAcknowledgement(address);
  taken.catch(() => undefined);
  return {
    allowed: taken,
    async giveBack() {
      if (await taken.catch(() => false)) await mail.giveBackAcknowledgement(address);
    },
  };
}

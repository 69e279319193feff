import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';

export type Outcome = {
  tone: 'ok' | 'refused';
  title: string;
  detail: string;
  /** The stored check-in, when the server has it (it can then be undone). */
  checkInId?: string;
};

type CheckInOutcomeProps = { outcome: Outcome; onUndo?: () => void; undoing?: boolean };

/** What became of the last check-in: green and who came in, or red and why not. */
export function CheckInOutcome({ outcome, onUndo, undoing }: CheckInOutcomeProps) {
  const ok = outcome.tone === 'ok';
  const t = useT();
  return (
    <div
      className={clsx(
        'flex items-start gap-3 rounded-xl border-4 p-4',
        ok ? 'border-success bg-green-50' : 'border-destructive bg-red-50',
      )}
      data-testid="check-in-outcome"
      data-result={outcome.tone}
    >
      {ok ? (
        <CheckCircle2 className="size-10 shrink-0 text-success" aria-hidden="true" />
      ) : (
        <XCircle className="size-10 shrink-0 text-destructive" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={clsx('font-bold text-xl', ok ? 'text-success' : 'text-destructive')}>{outcome.title}</p>
        <p className="break-words">{outcome.detail}</p>
        {onUndo && outcome.checkInId ? (
          <Button variant="outline" className="self-start" onClick={onUndo} disabled={undoing}>
            {t('admin.checkIn.undoThis')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

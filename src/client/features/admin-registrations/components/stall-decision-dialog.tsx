import { useMailStatus } from '@client/components/admin/use-mail-status';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError, getErrorMessage } from '@client/lib/api-client';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { AdminStallApplication, StallDecision } from '@shared/schemas/stall-applications-admin';
import { useId, useState } from 'react';
import { useDecideStallApplication } from '../api/decide-stall-application';
import { mailDelivery } from '../lib/mail-delivery';

type DecisionWords = {
  /** The button: "Approve". */
  action: MessageKey;
  /** The button naming the application: "Approve Spice Route". */
  actionName: MessageKey;
  /** The dialog's question: "Approve Spice Route?". */
  ask: MessageKey;
  /** Past the capacity's warning: "Approve Anyway". */
  anyway: MessageKey;
  /** The toast once decided: "Application Approved". */
  done: MessageKey;
};

export const DECISION_LABELS: Record<StallDecision, DecisionWords> = {
  approved: {
    action: 'admin.stalls.decision.approve',
    actionName: 'admin.stalls.decision.approveName',
    ask: 'admin.stalls.decision.approveAsk',
    anyway: 'admin.stalls.decision.approveAnyway',
    done: 'admin.stalls.decision.approved',
  },
  waitlisted: {
    action: 'admin.stalls.decision.waitlist',
    actionName: 'admin.stalls.decision.waitlistName',
    ask: 'admin.stalls.decision.waitlistAsk',
    anyway: 'admin.stalls.decision.waitlistAnyway',
    done: 'admin.stalls.decision.waitlisted',
  },
  declined: {
    action: 'admin.stalls.decision.decline',
    actionName: 'admin.stalls.decision.declineName',
    ask: 'admin.stalls.decision.declineAsk',
    anyway: 'admin.stalls.decision.declineAnyway',
    done: 'admin.stalls.decision.declined',
  },
};

type StallDecisionDialogProps = {
  application: AdminStallApplication | null;
  decision: StallDecision;
  onClose: () => void;
};

/**
 * Confirms a decision, with an optional message for the vendor's mail. When approving would go over the event's
 * stall capacity, the server refuses (409) and the dialog asks once more before approving anyway.
 */
export function StallDecisionDialog({ application, decision, onClose }: StallDecisionDialogProps) {
  const t = useT();
  const decide = useDecideStallApplication();
  const mailStatus = useMailStatus().data;
  const [message, setMessage] = useState('');
  const [overCapacity, setOverCapacity] = useState(false);
  const messageId = useId();
  if (!application) return null;
  const words = DECISION_LABELS[decision];
  const close = () => {
    setMessage('');
    setOverCapacity(false);
    onClose();
  };
  const submit = () =>
    decide.mutate(
      {
        id: application.id,
        eventId: application.eventId,
        status: decision,
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(overCapacity ? { overCapacity: true } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: t(words.done),
            description: t('admin.stalls.mail.telling', {
              delivery: mailDelivery(mailStatus),
              business: application.businessName,
            }),
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            setOverCapacity(true);
            return;
          }
          toast({
            title: t('admin.stalls.error'),
            description: getErrorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeading
          title={t(words.ask, { name: application.businessName })}
          description={t('admin.stalls.decision.text', {
            contact: application.contactPerson,
            email: application.email,
          })}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={messageId}>{t('admin.stalls.decision.message')}</Label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t('admin.stalls.decision.placeholder')}
          />
        </div>
        {overCapacity ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
            {t('admin.stalls.decision.overCapacity')}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={decide.isPending}>
            {t('admin.stalls.decision.cancel')}
          </Button>
          <Button
            variant={decision === 'declined' ? 'destructive' : 'default'}
            onClick={submit}
            disabled={decide.isPending}
          >
            {t(
              decide.isPending ? 'admin.stalls.decision.sending' : overCapacity ? words.anyway : words.action,
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

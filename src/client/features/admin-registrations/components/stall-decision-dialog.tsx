import { mailOutcome } from '@client/components/admin/mail-outcome';
import { useMailStatus } from '@client/components/admin/use-mail-status';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError, getErrorMessage } from '@client/lib/api-client';
import type { AdminStallApplication, StallDecision } from '@shared/schemas/stall-applications-admin';
import { useId, useState } from 'react';
import { useDecideStallApplication } from '../api/decide-stall-application';

export const DECISION_LABELS: Record<StallDecision, { action: string; done: string }> = {
  approved: { action: 'Approve', done: 'Approved' },
  waitlisted: { action: 'Waitlist', done: 'Waitlisted' },
  declined: { action: 'Decline', done: 'Declined' },
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
  const decide = useDecideStallApplication();
  const mailStatus = useMailStatus().data;
  const [message, setMessage] = useState('');
  const [overCapacity, setOverCapacity] = useState(false);
  const messageId = useId();
  if (!application) return null;
  const { action, done } = DECISION_LABELS[decision];
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
            title: `Application ${done}`,
            description: `${mailOutcome(mailStatus, `The mail telling ${application.businessName}`)}.`,
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            setOverCapacity(true);
            return;
          }
          toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeading
          title={`${action} ${application.businessName}?`}
          description={`${application.contactPerson} (${application.email}) will get an email with your decision.`}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={messageId}>Message to the vendor (optional)</Label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Stall number, arrival time, or anything else they should know"
          />
        </div>
        {overCapacity ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-destructive text-sm">
            All stalls are taken: approving this application goes over the event's stall capacity. Approve
            anyway?
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            variant={decision === 'declined' ? 'destructive' : 'default'}
            onClick={submit}
            disabled={decide.isPending}
          >
            {decide.isPending ? 'Sending...' : overCapacity ? `${action} Anyway` : action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

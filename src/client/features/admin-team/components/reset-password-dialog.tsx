import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { zodResolver } from '@client/lib/zod-resolver';
import { type PasswordReset, passwordResetSchema, type TeamMember } from '@shared/schemas/team';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../api/reset-password';

/** Sets a new password for an account; it is signed out everywhere. */
export function ResetPasswordDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { register, handleSubmit, formState, reset } = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '' },
  });
  const save = useResetPassword();
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ password }) => {
    if (!member) return;
    save.mutate(
      { id: member.id, password },
      {
        onSuccess: () => {
          toast({
            title: 'Password Reset',
            description: `${member.username} has been signed out everywhere.`,
          });
          close();
        },
        onError: (error) =>
          toast({ title: 'Reset Failed', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  });
  const error = formState.errors.password?.message;
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && !save.isPending && close()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeading
            title="Reset Password"
            description={
              <>
                A new password for {member?.username}. Wherever this account is signed in, it is signed out.
              </>
            }
          />
          <Field id="team-new-password" label="New password" error={error}>
            <Input
              {...fieldAria('team-new-password', error)}
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Set Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { zodResolver } from '@client/lib/zod-resolver';
import { type PasswordReset, passwordResetSchema, type TeamMember } from '@shared/schemas/team';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../api/reset-password';
import { teamMessage } from './team-words';

/** Sets a new password for an account; it is signed out everywhere. */
export function ResetPasswordDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const t = useT();
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
            title: t('admin.team.reset'),
            description: t('admin.team.resetText', { name: member.username }),
          });
          close();
        },
        onError: (error) =>
          toast({
            title: t('admin.team.resetFailed'),
            description: teamMessage(getErrorMessage(error), t),
            variant: 'destructive',
          }),
      },
    );
  });
  const error = teamMessage(formState.errors.password?.message, t);
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && !save.isPending && close()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeading
            title={t('admin.team.resetTitle')}
            description={t('admin.team.resetDescription', { name: member?.username ?? '' })}
          />
          <Field id="team-new-password" label={t('admin.team.newPassword')} error={error}>
            <Input
              {...fieldAria('team-new-password', error)}
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={save.isPending}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('admin.team.setPassword')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

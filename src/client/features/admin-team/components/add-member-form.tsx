import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { zodResolver } from '@client/lib/zod-resolver';
import { type NewTeamMember, newTeamMemberSchema } from '@shared/schemas/team';
import { useForm } from 'react-hook-form';
import { useAddTeamMember } from '../api/add-team-member';
import { teamMessage } from './team-words';

/** Adds an account: a door volunteer by default, since that is what the day before a festival needs. */
export function AddMemberForm() {
  const t = useT();
  const { register, handleSubmit, formState, reset } = useForm<NewTeamMember>({
    resolver: zodResolver(newTeamMemberSchema),
    defaultValues: { username: '', password: '', role: 'door' },
  });
  const add = useAddTeamMember();
  const errors = formState.errors;
  const e = {
    username: teamMessage(errors.username?.message, t),
    password: teamMessage(errors.password?.message, t),
    role: teamMessage(errors.role?.message, t),
  };
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (member) => {
        toast({
          title: t('admin.team.added'),
          description: t('admin.team.addedText', { name: member.username, role: member.role }),
        });
        reset();
      },
      onError: (error) =>
        toast({
          title: t('admin.team.addFailed'),
          description: teamMessage(getErrorMessage(error), t),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.team.addForm')}
      className="grid gap-4 sm:grid-cols-4 sm:items-end"
    >
      <Field id="team-username" label={t('admin.team.username')} error={e.username}>
        <Input {...fieldAria('team-username', e.username)} autoComplete="off" {...register('username')} />
      </Field>
      <Field id="team-password" label={t('admin.team.password')} error={e.password}>
        <Input
          {...fieldAria('team-password', e.password)}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </Field>
      <Field id="team-role" label={t('admin.team.role')} error={e.role}>
        <NativeSelect {...fieldAria('team-role', e.role)} {...register('role')}>
          <option value="door">{t('admin.team.role.door')}</option>
          <option value="admin">{t('admin.team.role.admin')}</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={add.isPending}>
        {t('admin.team.add')}
      </Button>
    </form>
  );
}

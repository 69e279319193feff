import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { LogOut } from 'lucide-react';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  return (
    <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {t('admin.auth.logout')}
    </Button>
  );
}

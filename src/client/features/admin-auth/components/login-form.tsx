import { AdminLanguageSwitcher } from '@client/components/admin/admin-language-switcher';
import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiRequestError } from '@client/lib/api-client';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { LOGIN_ERROR_MS } from '@shared/constants';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@shared/schemas/auth';
import { ArrowLeft } from 'lucide-react';
import { type ComponentProps, type FormEvent, useEffect, useState } from 'react';
import { useLogin } from '../api/login';
import { translateRefusal } from './login-messages';

function messageFor(error: unknown, t: Translate): { text: string; sticky: boolean } {
  if (error instanceof ApiRequestError && error.status === 429) {
    const retry = error.serverMessage ?? TOO_MANY_ATTEMPTS_MESSAGE;
    return { text: translateRefusal(retry, t), sticky: true };
  }
  const busy = error instanceof ApiRequestError && error.status === 503 ? error.serverMessage : undefined;
  if (busy) return { text: translateRefusal(busy, t), sticky: true };
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 400)) {
    return { text: t('admin.auth.invalid'), sticky: false };
  }
  return { text: t('admin.auth.connectionFailed'), sticky: false };
}

/** The admin login: username, password, 'Sign In'; the invalid-credentials message clears after 3 s. */
export function LoginForm() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ text: string; sticky: boolean } | null>(null);
  const login = useLogin();

  useEffect(() => {
    if (!error || error.sticky) return;
    const timer = setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError({ text: t('admin.auth.invalid'), sticky: false });
      return;
    }
    setError(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onError: (err) => {
          setPassword('');
          setError(messageFor(err, t));
        },
      },
    );
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background p-4">
      <div className="mb-4 flex w-full max-w-sm justify-end">
        <AdminLanguageSwitcher />
      </div>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="font-semibold text-2xl leading-tight tracking-tight">{t('admin.auth.title')}</h1>
          <CardDescription>{t('admin.auth.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <LoginField
              name="username"
              label={t('admin.auth.username')}
              value={username}
              onChange={setUsername}
            />
            <LoginField
              name="password"
              label={t('admin.auth.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <p role="alert" className="min-h-5 text-destructive text-sm">
              {error?.text}
            </p>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? t('admin.auth.signingIn') : t('admin.auth.signIn')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {/* A plain link: the site's pages are server-rendered, not part of the admin's chunk. */}
      <a
        href="/"
        className="mt-6 inline-flex items-center gap-1.5 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.auth.backToSite')}
      </a>
    </main>
  );
}

type LoginFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A required field with its label; its id is `admin-${name}`, its autocomplete its name unless given. */
function LoginField({ label, onChange, ...input }: LoginFieldProps) {
  const id = `admin-${input.name}`;
  return (
    <Field id={id} label={label} className="flex flex-col gap-2">
      <Input
        id={id}
        autoComplete={input.name}
        {...input}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </Field>
  );
}

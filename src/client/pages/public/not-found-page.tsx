import { Button } from '@client/components/ui/button';
import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { usePageHead } from '../../app/head';
import { notFoundHead } from '../../app/page-heads';

export function NotFoundPage() {
  usePageHead(notFoundHead());
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold font-display text-7xl text-[#b45309]" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-bold text-3xl text-primary">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        The page you're looking for doesn't exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">
          <Home aria-hidden="true" />
          Go to the home page
        </Link>
      </Button>
    </div>
  );
}

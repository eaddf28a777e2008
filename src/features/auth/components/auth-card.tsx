import { Trans } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import { cn } from '@/lib/utils';

const authLinkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

/** The 400 px card the sign-in, registration and recovery screens share, with a Back link. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const localized = useLocalizedPath();
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-[400px]">
        <CardHeader>
          <Link
            to={localized(paths.home)}
            className={`${authLinkClass} mb-2 inline-flex w-fit items-center gap-1 text-sm`}
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            <Trans>Back</Trans>
          </Link>
          <h1 className="text-2xl leading-none font-semibold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A link of the auth screens (to the page in the language shown), in their link style. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(to)} className={authLinkClass}>
      {children}
    </Link>
  );
}

/** A word of warning at the top of an auth card (why the user was signed out, closed sign-ups). */
export function AuthNotice({
  role,
  className,
  children,
}: {
  role: 'status' | 'note';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={role}
      className={cn(
        'rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** The line under an auth card's form that leads to another auth screen. */
export function AuthFootnote({ children }: { children: ReactNode }) {
  return <p className="text-center text-sm text-muted-foreground">{children}</p>;
}

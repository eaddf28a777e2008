import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';

export const authLinkClass =
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

/** A form's error under its fields: red, centered, announced (kept in place while empty). */
export function FormError({ message }: { message?: string }) {
  return (
    <p role="alert" className="text-center text-sm text-destructive empty:sr-only">
      {message}
    </p>
  );
}

/** A form's success message, announced politely. */
export function FormSuccess({ message }: { message?: string }) {
  return (
    <p role="status" className="text-center text-sm font-medium text-primary empty:sr-only">
      {message}
    </p>
  );
}

/** The email field of the auth forms: labelled 'Email', with the phone's email keyboard. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" inputMode="email" {...props} />;
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Page not found`,
  description: msg`The page you are looking for does not exist or has moved.`,
};

export function NotFoundRoute() {
  const localized = useLocalizedPath();
  const { i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  return (
    <section className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">
        {handle.title ? i18n._(handle.title) : null}
      </h1>
      <p className="text-muted-foreground">{i18n._(handle.description)}</p>
      <Button asChild>
        <Link to={localized(paths.home)}>
          <Trans>Go to the home page</Trans>
        </Link>
      </Button>
    </section>
  );
}

import { Link } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
};

export function NotFoundRoute() {
  useDocumentTitle(handle.title);
  return (
    <section className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </section>
  );
}

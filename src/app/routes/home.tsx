import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function HomeRoute() {
  useDocumentTitle();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center sm:py-24">
      <p className="rounded-full border px-3 py-1 text-sm text-muted-foreground">
        {PRODUCT_NAME} · AI landscape design
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Transform Your Outdoor Space with AI
      </h1>
      <p className="text-xl text-muted-foreground">Discover the Future of Landscaping</p>
      <p className="max-w-xl text-balance text-muted-foreground">
        Upload photos of your yard, pick a style and the season, and get a redesigned image of your
        garden in minutes.
      </p>
      <Button asChild size="lg">
        <Link to={paths.login}>Try for Free</Link>
      </Button>
    </section>
  );
}

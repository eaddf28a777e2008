import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function DashboardRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const product = PRODUCT_NAME;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        <Trans>Welcome to {product}</Trans>
      </h1>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
            <Trans>Generate New Design</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Upload photos of a yard, choose a style and the atmosphere, and let the AI redesign
              it.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.app.generate}>
              <Trans>Start Generating</Trans>
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Getting Started</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-primary">
            <li>
              <Trans>Click Generate New Design</Trans>
            </li>
            <li>
              <Trans>Upload a photo of your yard or garden</Trans>
            </li>
            <li>
              <Trans>Describe your desired changes and preferences</Trans>
            </li>
            <li>
              <Trans>Review and save your generated designs</Trans>
            </li>
            <li>
              <Trans>
                Access saved designs anytime in the{' '}
                <Link
                  to={paths.app.generations}
                  className="font-medium text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                >
                  History section
                </Link>
              </Trans>
            </li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

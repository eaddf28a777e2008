import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Welcome to {PRODUCT_NAME}</h1>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
            Generate New Design
          </CardTitle>
          <CardDescription>
            Upload photos of a yard, choose a style and the atmosphere, and let the AI redesign it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.app.generate}>
              Start Generating
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Getting Started</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-primary">
            <li>Click Generate New Design</li>
            <li>Upload a photo of your yard or garden</li>
            <li>Describe your desired changes and preferences</li>
            <li>Review and save your generated designs</li>
            <li>
              Access saved designs anytime in the{' '}
              <Link
                to={paths.app.generations}
                className="font-medium text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                History section
              </Link>
            </li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

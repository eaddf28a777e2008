import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';

/**
 * A list screen's page: its heading, the button that adds an item (`addTo`) after any other
 * `actions`, then the list.
 */
export function ListPage({
  title,
  addTo,
  addLabel,
  actions,
  children,
}: {
  title: ReactNode;
  addTo: string;
  addLabel: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button asChild>
            <Link to={addTo}>
              <PlusIcon aria-hidden="true" />
              {addLabel}
            </Link>
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}

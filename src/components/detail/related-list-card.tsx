import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ListQueryContent, type ListQueryState } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * What belongs to a record, under its editor (a customer's projects, a project's designs): a
 * card with its title and the way to add one (`addTo`, with the navigation state `addState`),
 * then the loading status, the error with a retry, `emptyText`, or `children(items)`.
 */
export function RelatedListCard<T>({
  title,
  addTo,
  addState,
  addLabel,
  query,
  items,
  loadingText,
  errorMessage,
  emptyText,
  children,
}: {
  title: ReactNode;
  addTo: string;
  addState?: unknown;
  addLabel: ReactNode;
  query: ListQueryState;
  /** The items once loaded. */
  items: readonly T[] | undefined;
  loadingText: ReactNode;
  errorMessage: string;
  emptyText: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <Button asChild size="sm" variant="outline">
          <Link to={addTo} state={addState}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <ListQueryContent
          query={query}
          loading={
            <p role="status" className="text-sm text-muted-foreground">
              {loadingText}
            </p>
          }
          errorMessage={errorMessage}
          empty={
            !items || items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{emptyText}</p>
            ) : null
          }
        >
          {() => children(items ?? [])}
        </ListQueryContent>
      </CardContent>
    </Card>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { BackLink } from '@/components/detail/back-link';
import {
  DetailQueryState,
  isBeingChecked,
  type DetailTexts,
} from '@/components/detail/detail-query-state';
import { Card, CardContent } from '@/components/ui/card';

/** The screen's page: as wide as a form, with the way back to the list above. */
const PAGE_CLASS = 'mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8';

/**
 * The page of a record's editor (a customer's, a project's): the way back to the list, the
 * heading and what is edited (`subtitle`), the form in a card, and under it what belongs to
 * the record (`related`, once it is loaded and not being checked again). A new record
 * (`query` unused) shows the empty form at once; an existing one goes through
 * DetailQueryState, its not-found card standing alone under the way back.
 */
export function RecordEditorPage<T>({
  query,
  isNew,
  texts,
  backTo,
  backLabel,
  title,
  subtitle,
  related,
  form,
}: {
  query: UseQueryResult<T>;
  isNew: boolean;
  texts: DetailTexts;
  /** The list the editor belongs to. */
  backTo: string;
  backLabel: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  related?: (record: T) => ReactNode;
  /** The form: empty for a new record, else filled from the loaded one. */
  form: (record?: T) => ReactNode;
}) {
  const back = <BackLink to={backTo}>{backLabel}</BackLink>;
  const page = (content: ReactNode) => (
    <div className={PAGE_CLASS}>
      <div className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p className="text-sm break-words text-muted-foreground">{subtitle}</p>
      </div>
      <Card>
        <CardContent>{content}</CardContent>
      </Card>
      {!isNew && query.isSuccess && related && !isBeingChecked(query) ? related(query.data) : null}
    </div>
  );

  if (isNew) return page(form());
  return (
    <DetailQueryState
      query={query}
      editable
      texts={texts}
      backTo={backTo}
      frame={(state, content) =>
        state === 'not-found' ? (
          <div className={PAGE_CLASS}>
            {back}
            {content}
          </div>
        ) : (
          page(content)
        )
      }
    >
      {(record) => form(record)}
    </DetailQueryState>
  );
}

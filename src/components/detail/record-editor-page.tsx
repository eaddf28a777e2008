import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { BackLink } from '@/components/detail/back-link';
import {
  DetailQueryState,
  type DetailText,
  type DetailTexts,
} from '@/components/detail/detail-query-state';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** What the editor of a kind of record says, besides the not-found and error states. */
export interface RecordEditorTexts extends DetailTexts {
  /** The heading, also the tab's title until the record's name is known. */
  title: DetailText;
  /** The way back to the list. */
  backLabel: DetailText;
  /** What a new record is called under the heading and in the tab's title. */
  newRecord: DetailText;
}

/** The screen's page: as wide as a form, with the way back to the list above. */
const PAGE_CLASS = 'mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8';

/**
 * The page of a record's editor (a customer's, a project's): the way back to the list, the
 * heading and the record's name (`nameOf`, also the tab's title), the form in a card, and under
 * it what belongs to the record (`related`, once the form shows the loaded record). A
 * new record (`query` unused) shows the empty form at once; an existing one goes through
 * DetailQueryState, its not-found card standing alone under the way back.
 */
export function RecordEditorPage<T>({
  query,
  isNew,
  texts,
  backTo,
  nameOf,
  related,
  form,
}: {
  query: UseQueryResult<T>;
  isNew: boolean;
  texts: RecordEditorTexts;
  /** The list the editor belongs to. */
  backTo: string;
  nameOf: (record: T) => string;
  related?: (record: T) => ReactNode;
  /** The form: empty for a new record, else filled from the loaded one. */
  form: (record?: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  const say = (text: DetailText) => (typeof text === 'string' ? text : i18n._(text));
  const title = say(texts.title);
  const name = isNew ? say(texts.newRecord) : query.data ? nameOf(query.data) : undefined;
  useDocumentTitle(name ?? title);

  const back = <BackLink to={backTo}>{say(texts.backLabel)}</BackLink>;
  // What belongs to the record comes with its form, not before it: drawn while the form is
  // still loading, it would be pushed down by the form (a tap aimed at it would land beside).
  const page = (content: ReactNode, withRelated: boolean) => (
    <div className={PAGE_CLASS}>
      <div className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {/* A line kept for the name while it loads: the card under it does not move. */}
        <p className="min-h-5 text-sm break-words text-muted-foreground">{name}</p>
      </div>
      <Card>
        <CardContent>{content}</CardContent>
      </Card>
      {withRelated && query.isSuccess && related ? related(query.data) : null}
    </div>
  );

  if (isNew) return page(form(), false);
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
          page(content, state === 'ready')
        )
      }
    >
      {(record) => form(record)}
    </DetailQueryState>
  );
}

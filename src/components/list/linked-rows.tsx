import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { cn } from '@/lib/utils';

/** A column of a LinkedRowsTable: its head, and the head cell's classes where they differ. */
type LinkedRowsColumn = { key: string; head: ReactNode; className?: string };

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A list as a table (desktop): a caption for screen readers, the column heads, and a row per
 * item that a click anywhere opens (`pathOf`). For the keyboard, a cell of the row holds a
 * RowLink to the same place.
 */
export function LinkedRowsTable<T extends { ref: string }>({
  caption,
  columns,
  items,
  pathOf,
  children,
}: {
  caption: ReactNode;
  columns: readonly LinkedRowsColumn[];
  items: readonly T[];
  pathOf: (item: T) => string;
  /** The row's cells. */
  children: (item: T) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className ?? 'px-4 py-3 font-medium'}
              >
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.ref}
              onClick={() => void navigate(pathOf(item))}
              className="cursor-pointer border-t align-middle transition-colors hover:bg-muted/40"
            >
              {children(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The link of a LinkedRowsTable's row: the keyboard's way to what a click on the row opens. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      onClick={stopPropagation}
    >
      {children}
    </Link>
  );
}

/** A cell that keeps its clicks from the row: what it holds (a checkbox) never opens the item. */
export function OwnClicksCell({ className, children }: { className: string; children: ReactNode }) {
  return (
    <td className={className} onClick={stopPropagation}>
      {children}
    </td>
  );
}

/**
 * A list as stacked entries (phones), each one link (`pathOf`) holding the item's details;
 * `aside` stands beside an entry's link, not in it (a control inside a link is unreachable).
 */
export function LinkedRowsStack<T extends { ref: string }>({
  label,
  items,
  pathOf,
  entryClassName,
  aside,
  children,
}: {
  label: string;
  items: readonly T[];
  pathOf: (item: T) => string;
  /** The link's own layout (flex direction, gaps, text size); it may widen the padding. */
  entryClassName: string;
  aside?: (item: T) => ReactNode;
  /** What the link holds. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.ref} className={aside ? 'relative' : undefined}>
          <Link
            to={pathOf(item)}
            className={cn(
              'rounded-lg border p-3 outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60',
              entryClassName,
            )}
          >
            {children(item)}
          </Link>
          {aside?.(item)}
        </li>
      ))}
    </ul>
  );
}

import { Link, useNavigate } from 'react-router-dom';

import { generationDetailPath } from '@/config/paths';
import type { Generation } from '@/features/generations/api/generation-schemas';
import { GenerationStatusBadge } from '@/features/generations/components/generation-status-badge';
import { GenerationThumbnail } from '@/features/generations/components/generation-thumbnail';
import { formatDate } from '@/lib/format';

const linkClass =
  'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

function styleName(generation: Generation) {
  return generation.style?.name ?? 'Untitled design';
}

/**
 * Generations as a table (desktop). A click anywhere on a row opens it; for the keyboard, the
 * style name is a link to the same place.
 */
export function GenerationsTable({ generations }: { generations: Generation[] }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Your designs, newest first</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Created At
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Style
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Description
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Source Image
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Final Image
            </th>
          </tr>
        </thead>
        <tbody>
          {generations.map((generation) => (
            <tr
              key={generation.ref}
              onClick={() => void navigate(generationDetailPath(generation.ref))}
              className="cursor-pointer border-t align-middle transition-colors hover:bg-muted/40"
            >
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(generation.createdAt)}</td>
              <td className="px-4 py-3">
                <Link
                  to={generationDetailPath(generation.ref)}
                  className={linkClass}
                  onClick={(event) => event.stopPropagation()}
                >
                  {styleName(generation)}
                </Link>
              </td>
              <td className="max-w-xs px-4 py-3 text-muted-foreground">
                <span className="line-clamp-2">{generation.style?.description ?? '-'}</span>
              </td>
              <td className="px-4 py-3">
                <GenerationStatusBadge
                  step={generation.currentStep}
                  failureReason={generation.failureReason}
                  tone="list"
                />
              </td>
              <td className="px-4 py-3">
                <GenerationThumbnail
                  src={generation.sourceImages[0]}
                  alt={`Source image of ${styleName(generation)}`}
                />
              </td>
              <td className="px-4 py-3">
                <GenerationThumbnail
                  src={generation.finalImageUrl}
                  alt={`Final image of ${styleName(generation)}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Generations as a stacked list (phones): each entry one link with its pictures and status. */
export function GenerationsStack({ generations }: { generations: Generation[] }) {
  return (
    <ul className="grid gap-3" aria-label="Your designs, newest first">
      {generations.map((generation) => (
        <li key={generation.ref}>
          <Link
            to={generationDetailPath(generation.ref)}
            className="flex gap-3 rounded-lg border p-3 outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <div className="flex shrink-0 flex-col gap-1.5">
              <GenerationThumbnail
                src={generation.sourceImages[0]}
                alt={`Source image of ${styleName(generation)}`}
              />
              <GenerationThumbnail
                src={generation.finalImageUrl}
                alt={`Final image of ${styleName(generation)}`}
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium">{styleName(generation)}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">
                {generation.style?.description ?? '-'}
              </span>
              <span className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <GenerationStatusBadge
                  step={generation.currentStep}
                  failureReason={generation.failureReason}
                  tone="list"
                />
                {formatDate(generation.createdAt)}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, CopyPlusIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';

/** Which of a design's pictures a new design starts from. */
export type ReusedImageType = 'source' | 'inspiration' | 'final';

/**
 * The navigation state that opens the wizard with a design's pictures: the wizard's own contract,
 * which the app hands in (a feature does not import another).
 */
export type StartFromDesign = (generation: Generation, imageType: ReusedImageType) => unknown;

/**
 * 'Create New Generation': start the wizard from this design's source pictures, its inspiration
 * pictures or its result. A choice whose pictures do not exist is disabled.
 */
export function CreateFromGenerationMenu({
  generation,
  startFrom,
}: {
  generation: Generation;
  startFrom: StartFromDesign;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const options: { type: ReusedImageType; label: string; available: boolean }[] = [
    {
      type: 'source',
      label: t`From Source Image(s)`,
      available: generation.sourceImages.length > 0,
    },
    {
      type: 'inspiration',
      label: t`From Inspiration Image(s)`,
      available: generation.inspirationImages.length > 0,
    },
    { type: 'final', label: t`From Final Result`, available: Boolean(generation.finalImageUrl) },
  ];

  const start = (imageType: ReusedImageType) => {
    void navigate(paths.app.generate, {
      state: startFrom(generation, imageType),
    });
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="w-full justify-between">
          <span className="flex items-center gap-2">
            <CopyPlusIcon aria-hidden="true" />
            <Trans>Create New Generation</Trans>
          </span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width)">
        {options.map((option) => (
          <DropdownMenuItem
            key={option.type}
            disabled={!option.available}
            onSelect={() => start(option.type)}
          >
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

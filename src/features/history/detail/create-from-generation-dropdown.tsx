import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { CreateFromGenerationButton } from '@/features/history/detail/create-from-generation-button';
import type { ReusedImageType, StartFromDesign } from '@/features/history/detail/start-from-design';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';

/**
 * The menu of `CreateFromGenerationMenu`, whose code loads apart: start the wizard from this
 * design's source pictures, its inspiration pictures or its result. A choice whose pictures do
 * not exist is disabled.
 */
export function CreateFromGenerationDropdown({
  generation,
  startFrom,
  defaultOpen,
  autoFocus,
}: DeferredMenuProps & {
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
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <CreateFromGenerationButton autoFocus={autoFocus} />
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

import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon, CopyPlusIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';

/** Which of a design's pictures a new design starts from. */
export type ReusedImageType = 'source' | 'inspiration' | 'final';

/**
 * The navigation state that opens the wizard with a design's pictures: the wizard's own contract,
 * which the app hands in (a feature does not import another).
 */
export type StartFromDesign = (generation: Generation, imageType: ReusedImageType) => unknown;

const loadDropdown = () =>
  import('@/features/history/detail/create-from-generation-dropdown').then(
    (module) => module.CreateFromGenerationDropdown,
  );

/** The menu's button, the same before and after its menu's code is there. */
export function CreateFromGenerationButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="w-full justify-between" {...props}>
      <span className="flex items-center gap-2">
        <CopyPlusIcon aria-hidden="true" />
        <Trans>Create New Generation</Trans>
      </span>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  );
}

/**
 * 'Create New Generation': start the wizard from this design's pictures. The button shows at
 * once; the menu's code (Radix's dropdown: positioning, focus, dismissing) loads as the user
 * reaches for the button (`useDeferredMenu`), so that the design's first paint does not wait for
 * it.
 */
export function CreateFromGenerationMenu({
  generation,
  startFrom,
}: {
  generation: Generation;
  startFrom: StartFromDesign;
}) {
  const { menu, button } = useDeferredMenu(loadDropdown);
  if (menu) {
    return <menu.Component {...menu.props} generation={generation} startFrom={startFrom} />;
  }
  return <CreateFromGenerationButton {...button} />;
}

import type { Generation } from '@/entities/generation/api/generation-schemas';
import { CreateFromGenerationButton } from '@/features/history/detail/create-from-generation-button';
import type { StartFromDesign } from '@/features/history/detail/start-from-design';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';

const loadDropdown = () =>
  import('@/features/history/detail/create-from-generation-dropdown').then(
    (module) => module.CreateFromGenerationDropdown,
  );

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

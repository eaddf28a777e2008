import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon, CopyPlusIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';

/**
 * The button of 'Create New Generation', the same before and after its menu's code is there
 * (create-from-generation-menu.tsx shows it alone, create-from-generation-dropdown.tsx as the
 * menu's trigger).
 */
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

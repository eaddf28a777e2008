import { Trans, useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { styleCategoryText } from '@/entities/generation/model/style-texts';
import {
  STATUS_FILTERS,
  STYLE_CATEGORY_FILTERS,
  type GenerationFilters,
} from '@/features/history/list/generation-filters';

/**
 * The history's status and style filters, beside its search: the platform's selects (keyboard,
 * screen readers, phones' pickers), and 'Clear filters' while one is set.
 */
export function GenerationFilterBar({
  filters,
  onChange,
}: {
  filters: GenerationFilters;
  onChange: (filters: GenerationFilters) => void;
}) {
  const { i18n, t } = useLingui();
  const active = filters.status !== undefined || filters.category !== undefined;
  return (
    <div role="group" aria-label={t`Filters`} className="flex flex-wrap items-center gap-2">
      <NativeSelect
        name="status"
        aria-label={t`Status`}
        value={filters.status ?? ''}
        className="sm:w-40"
        onChange={(event) =>
          onChange({
            ...filters,
            status: STATUS_FILTERS.find(({ value }) => value === event.target.value)?.value,
          })
        }
      >
        <option value="">{t`All statuses`}</option>
        {STATUS_FILTERS.map(({ value, label }) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        name="style"
        aria-label={t`Style`}
        value={filters.category ?? ''}
        className="sm:w-44"
        onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
      >
        <option value="">{t`All styles`}</option>
        {STYLE_CATEGORY_FILTERS.map((category) => (
          <option key={category} value={category}>
            {styleCategoryText(i18n, category)}
          </option>
        ))}
      </NativeSelect>
      {active ? (
        <Button type="button" variant="ghost" onClick={() => onChange({})}>
          <XIcon aria-hidden="true" />
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );
}

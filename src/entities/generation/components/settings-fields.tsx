import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { memo, useId } from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  SETTING_FIELDS,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';

/** Step 4: season, weather, time of day and atmosphere (spec §5 options and defaults). */
export const SettingsFields = memo(function SettingsFields({
  value,
  onChange,
  disabled = false,
}: {
  value: GenerationSettings;
  onChange: (value: GenerationSettings) => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SETTING_FIELDS.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{i18n._(field.label)}</Label>
          <NativeSelect
            id={`${id}-${field.name}`}
            name={field.name}
            value={value[field.name]}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          >
            {field.values.map((option) => (
              <option key={option} value={option}>
                {i18n._(
                  (field.labels as Record<string, MessageDescriptor>)[option] ?? { id: option },
                )}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
});

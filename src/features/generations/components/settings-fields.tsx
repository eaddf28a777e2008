import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  ATMOSPHERIC_EFFECT_LABELS,
  ATMOSPHERIC_EFFECTS,
  SEASON_LABELS,
  SEASONS,
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  WEATHER_LABELS,
  WEATHERS,
  type GenerationSettings,
} from '@/features/generations/model/generation-settings';

const FIELDS = [
  { name: 'season', label: 'Season', values: SEASONS, labels: SEASON_LABELS },
  { name: 'weather', label: 'Weather', values: WEATHERS, labels: WEATHER_LABELS },
  { name: 'timeOfDay', label: 'Time of day', values: TIMES_OF_DAY, labels: TIME_OF_DAY_LABELS },
  {
    name: 'atmosphericEffect',
    label: 'Atmospheric effect',
    values: ATMOSPHERIC_EFFECTS,
    labels: ATMOSPHERIC_EFFECT_LABELS,
  },
] as const;

/** Step 4: season, weather, time of day and atmosphere (spec §5 options and defaults). */
export function SettingsFields({
  value,
  onChange,
  disabled = false,
}: {
  value: GenerationSettings;
  onChange: (value: GenerationSettings) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <NativeSelect
            id={`${id}-${field.name}`}
            name={field.name}
            value={value[field.name]}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          >
            {field.values.map((option) => (
              <option key={option} value={option}>
                {(field.labels as Record<string, string>)[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}

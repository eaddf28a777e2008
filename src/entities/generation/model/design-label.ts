import {
  SETTING_FIELDS,
  settingValueLabel,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';

/** What a design is, in words: its style, then its season, weather, time of day and effect. */
export function designLabelParts(design: {
  style?: Style;
  settings?: Partial<GenerationSettings>;
}): string[] {
  const { settings = {} } = design;
  const values = SETTING_FIELDS.flatMap(({ name }) => {
    const value = settings[name];
    return value ? [settingValueLabel(name, value)] : [];
  });
  return [design.style?.name ?? 'Untitled design', ...values];
}

/** The label parts as one line: 'Natural Accent · Summer · Sunny · Afternoon · Calm'. */
export function designLabel(design: { style?: Style; settings?: Partial<GenerationSettings> }) {
  return designLabelParts(design).join(' · ');
}

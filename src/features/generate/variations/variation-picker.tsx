import { Trans, useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';
import { memo, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import {
  settingValueLabel,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import {
  CUSTOM_CATEGORY,
  CUSTOM_STYLE_NAME,
  STYLE_CATEGORIES,
} from '@/entities/generation/model/style-catalogue';
import {
  styleCategoryText,
  styleDescriptionText,
  styleNameText,
} from '@/entities/generation/model/style-texts';
import {
  MAX_VARIANTS,
  VARIATION_AXES,
  VARIATION_MESSAGES,
  chooseAxis,
  settingOptions,
  toggleValue,
  type VariationAxis,
  type VariationChoice,
} from '@/features/generate/variations/variations';
import { cn } from '@/lib/utils';

export type VariationErrors = { axis?: string; values?: string; customDescription?: string };

const OPTION_CLASS = cn(
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm transition-[background-color,border-color,box-shadow] hover:bg-accent/50',
  'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60',
  'has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60',
  'has-disabled:cursor-not-allowed has-disabled:opacity-50 has-disabled:hover:bg-card',
);

function ValueCheckbox({
  value,
  label,
  description,
  choice,
  onChange,
  describedBy,
}: {
  value: string;
  label: string;
  description?: string;
  choice: VariationChoice;
  onChange: (next: VariationChoice) => void;
  describedBy?: string;
}) {
  const checked = choice.values.includes(value);
  const full = choice.values.length >= MAX_VARIANTS;
  return (
    <label className={OPTION_CLASS} title={description}>
      <Checkbox
        name="variationValues"
        value={value}
        checked={checked}
        disabled={!checked && full}
        aria-describedby={describedBy}
        className="focus-visible:ring-0"
        onCheckedChange={() => onChange(toggleValue(choice, value))}
      />
      <span className="font-medium">{label}</span>
    </label>
  );
}

const STYLE_CATEGORY_NAMES = [...STYLE_CATEGORIES.map((group) => group.category), CUSTOM_CATEGORY];

/** The style axis: a category at a time, its styles as checkboxes, or a style to describe. */
function StyleValues({
  choice,
  onChange,
  errors,
  describedBy,
}: {
  choice: VariationChoice;
  onChange: (next: VariationChoice) => void;
  errors: VariationErrors;
  describedBy: string;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [category, setCategory] = useState(STYLE_CATEGORY_NAMES[0] ?? CUSTOM_CATEGORY);
  const styles = STYLE_CATEGORIES.find((group) => group.category === category)?.styles ?? [];
  const descriptionId = `${id}-description`;
  const descriptionErrorId = `${id}-description-error`;

  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-category`}>
          <Trans>Style category</Trans>
        </Label>
        <NativeSelect
          id={`${id}-category`}
          name="variationStyleCategory"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {STYLE_CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {styleCategoryText(i18n, name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {category === CUSTOM_CATEGORY ? (
        <div className="grid gap-3">
          <ValueCheckbox
            value={CUSTOM_STYLE_NAME}
            label={styleNameText(i18n, CUSTOM_STYLE_NAME)}
            choice={choice}
            onChange={onChange}
            describedBy={describedBy}
          />
          {choice.values.includes(CUSTOM_STYLE_NAME) ? (
            <div className="grid gap-2">
              <Label htmlFor={descriptionId}>
                <Trans>Describe your style</Trans>
              </Label>
              <Textarea
                id={descriptionId}
                name="variationCustomDescription"
                rows={3}
                value={choice.customDescription}
                aria-required="true"
                aria-invalid={errors.customDescription ? true : undefined}
                aria-describedby={errors.customDescription ? descriptionErrorId : undefined}
                placeholder={t`e.g. A cottage garden with gravel paths and lots of lavender`}
                onChange={(event) => onChange({ ...choice, customDescription: event.target.value })}
              />
              <FieldError id={descriptionErrorId} message={errors.customDescription} />
            </div>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {styles.map((style) => (
            <ValueCheckbox
              key={style.name}
              value={style.name}
              label={styleNameText(i18n, style.name)}
              description={styleDescriptionText(i18n, style)}
              choice={choice}
              onChange={onChange}
              describedBy={describedBy}
            />
          ))}
        </div>
      )}
      {choice.values.length ? (
        <div className="grid gap-2">
          <p id={`${id}-chosen`} className="text-sm font-medium">
            <Trans>Chosen styles</Trans>
          </p>
          <ul aria-labelledby={`${id}-chosen`} className="flex flex-wrap gap-2">
            {choice.values.map((value) => {
              const name = styleNameText(i18n, value);
              return (
                <li
                  key={value}
                  className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
                >
                  <span>{name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7 rounded-full"
                    aria-label={t`Remove ${name}`}
                    onClick={() => onChange(toggleValue(choice, value))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What to vary and its values (up to four): the seasons, times of day, weathers, effects, or
 * styles. Choosing a setting ticks its other values to begin with.
 */
export const VariationPicker = memo(function VariationPicker({
  choice,
  onChange,
  base,
  baseStyleName,
  errors = {},
  allowNone = false,
  disabled = false,
}: {
  choice: VariationChoice;
  onChange: (next: VariationChoice) => void;
  /** The settings the variants start from (their other values are ticked to begin with). */
  base: GenerationSettings;
  /** The style the variants start from, to say which it is when the style varies. */
  baseStyleName?: string;
  errors?: VariationErrors;
  /** Offers 'No variations' (the wizard: one design, as usual). */
  allowNone?: boolean;
  disabled?: boolean;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const axisErrorId = `${id}-axis-error`;
  const valuesHintId = `${id}-values-hint`;
  const valuesErrorId = `${id}-values-error`;
  const axis = choice.axis;
  const axisEntry = VARIATION_AXES.find((entry) => entry.axis === axis);
  const axisLabel = axisEntry ? i18n._(axisEntry.label) : '';
  const baseStyle = baseStyleName ? styleNameText(i18n, baseStyleName) : undefined;
  const baseValue = axis && axis !== 'style' ? settingValueLabel(axis, base[axis], i18n) : '';
  const chosen = choice.values.length;
  const max = MAX_VARIANTS;
  const valuesDescribedBy = errors.values ? `${valuesHintId} ${valuesErrorId}` : valuesHintId;

  return (
    <fieldset className="grid min-w-0 gap-4" disabled={disabled}>
      <legend className="sr-only">
        <Trans>Variations</Trans>
      </legend>
      <div className="grid gap-2">
        <p id={`${id}-axis-label`} className="text-sm font-medium">
          <Trans>What to vary</Trans>
        </p>
        <RadioGroup
          name="variationAxis"
          aria-labelledby={`${id}-axis-label`}
          aria-describedby={errors.axis ? axisErrorId : undefined}
          value={axis ?? (allowNone ? '' : null)}
          onValueChange={(value) =>
            onChange(
              value
                ? chooseAxis(value as VariationAxis, base, choice)
                : { ...choice, axis: undefined, values: [] },
            )
          }
          className="flex flex-wrap gap-2"
        >
          {allowNone ? (
            <label className={OPTION_CLASS}>
              <RadioGroupItem
                value=""
                aria-label={t`No variations`}
                className="focus-visible:ring-0"
              />
              <span aria-hidden="true">
                <Trans>No variations</Trans>
              </span>
            </label>
          ) : null}
          {VARIATION_AXES.map((entry) => (
            <label key={entry.axis} className={OPTION_CLASS}>
              <RadioGroupItem
                value={entry.axis}
                aria-label={i18n._(entry.label)}
                aria-invalid={errors.axis ? true : undefined}
                className="focus-visible:ring-0"
              />
              <span aria-hidden="true">{i18n._(entry.label)}</span>
            </label>
          ))}
        </RadioGroup>
        <FieldError id={axisErrorId} message={errors.axis} />
      </div>

      {axis ? (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-2 text-sm font-medium">
            <Trans>{axisLabel} to make</Trans>
          </legend>
          {axis === 'style' ? (
            <>
              {baseStyleName ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>Currently {baseStyle}.</Trans>
                </p>
              ) : null}
              <StyleValues
                choice={choice}
                onChange={onChange}
                errors={errors}
                describedBy={valuesDescribedBy}
              />
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                <Trans>Currently {baseValue}.</Trans>
              </p>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {settingOptions(axis, i18n).map((option) => (
                  <ValueCheckbox
                    key={option.value}
                    value={option.value}
                    label={option.label}
                    choice={choice}
                    onChange={onChange}
                    describedBy={valuesDescribedBy}
                  />
                ))}
              </div>
            </>
          )}
          <p id={valuesHintId} className="text-sm text-muted-foreground" aria-live="polite">
            <Trans>
              {chosen} of {max} chosen.
            </Trans>
            {chosen >= MAX_VARIANTS ? ` ${i18n._(VARIATION_MESSAGES.limitReached)}` : ''}
          </p>
          <FieldError id={valuesErrorId} message={errors.values} />
        </fieldset>
      ) : null}
    </fieldset>
  );
});

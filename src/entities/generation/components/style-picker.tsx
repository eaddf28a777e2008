import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useState, type ChangeEvent } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import {
  CUSTOM_CATEGORY,
  CUSTOM_STYLE_NAME,
  STYLE_CATEGORIES,
  categoryOf,
  findCatalogueStyle,
  type Style,
} from '@/entities/generation/model/style-catalogue';
import {
  styleCategoryText,
  styleDescriptionText,
  styleNameText,
} from '@/entities/generation/model/style-texts';
import { cn } from '@/lib/utils';

/** A generation's style as the API takes it; a custom one is `{ name: 'Custom Style', description }`. */

type StylePickerProps = {
  value: Style | undefined;
  onChange: (value: Style | undefined) => void;
  disabled?: boolean;
  /** The custom description's validation message, shown under its field. */
  descriptionError?: string;
};

const CATEGORY_NAMES = STYLE_CATEGORIES.map((group) => group.category);
const FIRST_CATEGORY = CATEGORY_NAMES[0] ?? CUSTOM_CATEGORY;

function isCustom(value: Style | undefined): boolean {
  return value?.name === CUSTOM_STYLE_NAME;
}

function sameStyle(a: Style | undefined, b: Style | undefined): boolean {
  return a?.name === b?.name && a?.description === b?.description;
}

/** The category that shows `value`, or undefined when no category lists it. */
function categoryFor(value: Style | undefined): string | undefined {
  if (!value) return undefined;
  if (isCustom(value)) return CUSTOM_CATEGORY;
  const category = categoryOf(value.name);
  return CATEGORY_NAMES.includes(category) ? category : undefined;
}

/**
 * Step 3 of the generate wizard: a category, then one of its styles, or a style the user
 * describes ('Custom'). Browsing another category keeps the chosen style until another is picked,
 * and a typed custom description survives switching categories.
 */
export const StylePicker = memo(function StylePicker({
  value,
  onChange,
  disabled,
  descriptionError,
}: StylePickerProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const categoryId = `${id}-category`;
  const descriptionId = `${id}-description`;
  const hintId = `${id}-description-hint`;
  const errorId = `${id}-description-error`;

  const [category, setCategory] = useState(() => categoryFor(value) ?? FIRST_CATEGORY);
  const [customDescription, setCustomDescription] = useState(() =>
    isCustom(value) ? (value?.description ?? '') : '',
  );
  // The last catalogue style chosen, restored when the user leaves 'Custom' again.
  const [lastPreset, setLastPreset] = useState<Style | undefined>(() =>
    isCustom(value) ? undefined : value,
  );
  // The value this picker last showed: a different one was set from outside and is shown instead.
  const [shownValue, setShownValue] = useState<Style | undefined>(value);

  if (!sameStyle(value, shownValue)) {
    setShownValue(value);
    if (value && isCustom(value)) {
      setCategory(CUSTOM_CATEGORY);
      setCustomDescription(value.description ?? '');
    } else if (value) {
      setLastPreset(value);
      const next = categoryFor(value);
      if (next) setCategory(next);
    } else {
      setLastPreset(undefined);
    }
  }

  function emit(next: Style | undefined) {
    setShownValue(next);
    onChange(next);
  }

  function handleCategoryChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    setCategory(next);
    if (next === CUSTOM_CATEGORY) {
      emit({ name: CUSTOM_STYLE_NAME, description: customDescription });
    } else if (isCustom(value)) {
      emit(lastPreset);
    }
  }

  function handleStyleChange(name: string) {
    const style = findCatalogueStyle(name);
    if (!style) return;
    const next = { name: style.name, description: style.description };
    setLastPreset(next);
    emit(next);
  }

  function handleDescriptionChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const description = event.target.value;
    setCustomDescription(description);
    emit({ name: CUSTOM_STYLE_NAME, description });
  }

  const styles = STYLE_CATEGORIES.find((group) => group.category === category)?.styles ?? [];
  const selectedPreset = value && !isCustom(value) ? value.name : undefined;
  const selectionHidden =
    category !== CUSTOM_CATEGORY &&
    selectedPreset !== undefined &&
    !styles.some((style) => style.name === selectedPreset);
  const selectedName = selectedPreset === undefined ? '' : styleNameText(i18n, selectedPreset);
  const categoryName = styleCategoryText(i18n, category);

  return (
    <fieldset className="grid min-w-0 gap-4" disabled={disabled}>
      <legend className="sr-only">
        <Trans>Style</Trans>
      </legend>

      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={categoryId}>
          <Trans>Style category</Trans>
        </Label>
        <NativeSelect
          id={categoryId}
          name="styleCategory"
          value={category}
          onChange={handleCategoryChange}
        >
          {CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {styleCategoryText(i18n, name)}
            </option>
          ))}
          <option value={CUSTOM_CATEGORY}>{styleCategoryText(i18n, CUSTOM_CATEGORY)}</option>
        </NativeSelect>
      </div>

      {category === CUSTOM_CATEGORY ? (
        <div className="grid gap-2">
          <Label htmlFor={descriptionId}>
            <Trans>Describe your style</Trans>
          </Label>
          <Textarea
            id={descriptionId}
            name="styleDescription"
            value={customDescription}
            onChange={handleDescriptionChange}
            placeholder={t`e.g. A cottage garden with gravel paths and lots of lavender`}
            rows={4}
            aria-required="true"
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            <Trans>Say which plants, materials, layout and mood you would like.</Trans>
          </p>
          <FieldError id={errorId} message={descriptionError} />
        </div>
      ) : (
        <div className="grid gap-3">
          {selectionHidden && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                Selected style: <span className="font-medium text-foreground">{selectedName}</span>
              </Trans>
            </p>
          )}
          <RadioGroup
            name="style"
            aria-label={t`${categoryName} styles`}
            value={selectionHidden ? null : (selectedPreset ?? null)}
            onValueChange={handleStyleChange}
            disabled={disabled}
            className="grid-cols-1 sm:grid-cols-2"
          >
            {styles.map((style, index) => {
              const itemId = `${id}-style-${index}`;
              return (
                <label
                  key={style.name}
                  htmlFor={itemId}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground transition-[background-color,border-color,box-shadow] hover:bg-accent/50',
                    'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60 has-[[data-state=checked]]:shadow-[inset_0_0_0_1px_var(--color-primary)]',
                    'has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60',
                    'has-disabled:cursor-not-allowed has-disabled:opacity-50 has-disabled:hover:bg-card',
                  )}
                >
                  <RadioGroupItem
                    id={itemId}
                    value={style.name}
                    aria-labelledby={`${itemId}-name`}
                    aria-describedby={`${itemId}-description`}
                    className="mt-0.5 focus-visible:ring-0"
                  />
                  <span className="grid gap-1">
                    <span id={`${itemId}-name`} className="leading-snug font-medium">
                      {styleNameText(i18n, style.name)}
                    </span>
                    <span id={`${itemId}-description`} className="text-sm text-muted-foreground">
                      {styleDescriptionText(i18n, style)}
                    </span>
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        </div>
      )}
    </fieldset>
  );
});

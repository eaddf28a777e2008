import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { StylePicker } from '@/entities/generation/components/style-picker';
import type { Style } from '@/entities/generation/model/style-catalogue';
import { STYLE_CATEGORIES, findCatalogueStyle } from '@/entities/generation/model/style-catalogue';
import { STYLE_CATEGORY_TEXTS, STYLE_TEXTS } from '@/entities/generation/model/style-texts';
import { WithI18n } from '@/testing/i18n';

function catalogueStyle(name: string) {
  const style = findCatalogueStyle(name);
  if (!style) throw new Error(`No style ${name}`);
  return style;
}

/** The picker in a parent that keeps its value, as the wizard does. */
function Harness({
  initial,
  onChange,
  descriptionError,
  disabled,
}: {
  initial?: Style | undefined;
  onChange: (value: Style | undefined) => void;
  descriptionError?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<Style | undefined>(initial);
  return (
    <StylePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      descriptionError={descriptionError}
      disabled={disabled}
    />
  );
}

function renderPicker(props: Omit<Parameters<typeof Harness>[0], 'onChange'> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn<(value: Style | undefined) => void>();
  const view = render(<Harness {...props} onChange={onChange} />, { wrapper: WithI18n });
  const category = screen.getByRole('combobox', { name: 'Style category' });
  return { user, onChange, category, view };
}

function optionLabels(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/**
 * Presses an arrow key as a person does: the radio group moves focus (and with it the choice) a
 * moment after the key goes down, while it is still held.
 */
async function pressArrow(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

describe('StylePicker', () => {
  it('shows the styles in the language of the moment and reports the canonical style', async () => {
    const accent = STYLE_TEXTS['Natural Accent'];
    const natural = STYLE_CATEGORY_TEXTS.Natural;
    if (!accent || !natural) throw new Error('No texts for Natural Accent');
    const locale = i18n.locale;
    i18n.load('xx', {
      [accent.name.id]: 'Acento natural',
      [accent.description.id]: 'Suaviza los bordes.',
      [natural.id]: 'Naturales',
    });
    i18n.activate('xx');
    try {
      const { user, category, onChange } = renderPicker();
      expect(optionLabels(category)).toContain('Naturales');
      await user.selectOptions(category, 'Natural');
      const radio = screen.getByRole('radio', { name: 'Acento natural' });
      expect(radio).toHaveAccessibleDescription('Suaviza los bordes.');
      await user.click(radio);
      // What the wizard sends: the catalogue's own name and description, in English.
      expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Natural Accent'));
    } finally {
      i18n.activate(locale);
    }
  });

  it('offers every category in catalogue order, then Custom', () => {
    const { category } = renderPicker();
    expect(category).toHaveAttribute('name', 'styleCategory');
    expect(optionLabels(category)).toEqual([
      'Enhanced',
      'Natural',
      'Refined',
      'Gentle',
      'Adaptive',
      'Subtle',
      'Seasonal',
      'Low-Impact',
      'Integrated',
      'Harmonious',
      'Improved',
      'Balanced',
      'Feline',
      'Custom',
    ]);
    expect(screen.getByRole('group', { name: 'Style' })).toBeInTheDocument();
  });

  it('starts on the first category with nothing selected', () => {
    const { category, onChange } = renderPicker();
    expect(category).toHaveValue('Enhanced');
    const radios = within(screen.getByRole('radiogroup', { name: 'Enhanced styles' })).getAllByRole(
      'radio',
    );
    expect(radios.length).toBeGreaterThan(0);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lists the styles of the chosen category with their descriptions and reports the choice', async () => {
    const { user, category, onChange } = renderPicker();
    await user.selectOptions(category, 'Natural');

    const group = screen.getByRole('radiogroup', { name: 'Natural styles' });
    const expected = STYLE_CATEGORIES.find((entry) => entry.category === 'Natural')?.styles ?? [];
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(expected.length);
    for (const style of expected) {
      const radio = within(group).getByRole('radio', { name: style.name });
      expect(radio).toHaveAccessibleDescription(style.description);
    }
    // Browsing a category does not choose a style.
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Natural Accent' }));
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Natural Accent'));
    expect(screen.getByRole('radio', { name: 'Natural Accent' })).toBeChecked();

    // Clicking anywhere on a card (here its description) chooses that style.
    await user.click(screen.getByText(catalogueStyle('Natural Meadow').description));
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Natural Meadow'));
    expect(screen.getByRole('radio', { name: 'Natural Meadow' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Natural Accent' })).not.toBeChecked();
  });

  it('keeps the chosen style while another category is browsed', async () => {
    const { user, category, onChange } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Enhanced Privacy' }));
    onChange.mockClear();

    await user.selectOptions(category, 'Feline');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/selected style:/i)).toHaveTextContent(
      'Selected style: Enhanced Privacy',
    );
    await user.click(screen.getByRole('radio', { name: 'Feline Folly' }));
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Feline Folly'));
    expect(screen.queryByText(/selected style:/i)).not.toBeInTheDocument();
  });

  it('lets the user describe a custom style', async () => {
    const { user, category, onChange } = renderPicker({ descriptionError: undefined });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.selectOptions(category, 'Custom');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Custom Style', description: '' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    const textarea = screen.getByRole('textbox', { name: 'Describe your style' });
    expect(textarea).toHaveAttribute('name', 'styleDescription');
    expect(textarea).toHaveAttribute('placeholder', expect.stringMatching(/^e\.g\. /) as unknown);
    expect(textarea).not.toHaveAttribute('aria-invalid');

    await user.type(textarea, '  Lots of lavender ');
    // What the user types is kept as typed; the wizard trims it when it sends it.
    expect(textarea).toHaveValue('  Lots of lavender ');
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Custom Style',
      description: '  Lots of lavender ',
    });
  });

  it('shows the description error, linked to the field', async () => {
    const { user, category } = renderPicker({ descriptionError: 'Describe your style.' });
    await user.selectOptions(category, 'Custom');
    const textarea = screen.getByRole('textbox', { name: 'Describe your style' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining('Describe your style.') as unknown,
    );
    expect(screen.getByText('Describe your style.')).toHaveClass('text-destructive');
  });

  it('keeps a typed custom description when switching categories back and forth', async () => {
    const { user, category, onChange } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Enhanced Existing' }));
    await user.selectOptions(category, 'Custom');
    await user.type(
      screen.getByRole('textbox', { name: 'Describe your style' }),
      'A cottage garden with gravel paths',
    );

    // Leaving Custom goes back to the style chosen before.
    await user.selectOptions(category, 'Refined');
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Enhanced Existing'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.selectOptions(category, 'Custom');
    expect(screen.getByRole('textbox', { name: 'Describe your style' })).toHaveValue(
      'A cottage garden with gravel paths',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Custom Style',
      description: 'A cottage garden with gravel paths',
    });
  });

  it('shows a preselected catalogue style in its category', () => {
    const { category } = renderPicker({ initial: catalogueStyle('Refined Curb Appeal') });
    expect(category).toHaveValue('Refined');
    expect(screen.getByRole('radio', { name: 'Refined Curb Appeal' })).toBeChecked();
  });

  it('shows a preselected custom style with its description', () => {
    const { category } = renderPicker({
      initial: { name: 'Custom Style', description: 'Lots of lavender' },
    });
    expect(category).toHaveValue('Custom');
    expect(screen.getByRole('textbox', { name: 'Describe your style' })).toHaveValue(
      'Lots of lavender',
    );
  });

  it('shows a value set from outside after it first rendered', () => {
    const onChange = vi.fn<(value: Style | undefined) => void>();
    const view = render(<StylePicker value={undefined} onChange={onChange} />, {
      wrapper: WithI18n,
    });
    const category = screen.getByRole('combobox', { name: 'Style category' });

    view.rerender(<StylePicker value={catalogueStyle('Low-Impact Beauty')} onChange={onChange} />);
    expect(category).toHaveValue('Low-Impact');
    expect(screen.getByRole('radio', { name: 'Low-Impact Beauty' })).toBeChecked();

    view.rerender(
      <StylePicker value={{ name: 'Custom Style', description: 'Meadow' }} onChange={onChange} />,
    );
    expect(category).toHaveValue('Custom');
    expect(screen.getByRole('textbox', { name: 'Describe your style' })).toHaveValue('Meadow');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects with the arrow keys within the group', async () => {
    const { user, category, onChange } = renderPicker();
    await user.selectOptions(category, 'Subtle');
    const group = screen.getByRole('radiogroup', { name: 'Subtle styles' });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((item) => item.getAttribute('value')),
    ).toEqual(['Subtle Symmetry', 'Subtle Structure', 'Subtle Minimalist', 'Subtle Mediterranean']);

    category.focus();
    await user.tab();
    expect(radio('Subtle Symmetry')).toHaveFocus();

    await pressArrow(user, 'ArrowDown');
    expect(radio('Subtle Structure')).toHaveFocus();
    expect(radio('Subtle Structure')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Subtle Structure'));

    // Up from the first wraps round to the last.
    await pressArrow(user, 'ArrowUp');
    await pressArrow(user, 'ArrowUp');
    expect(radio('Subtle Mediterranean')).toHaveFocus();
    expect(radio('Subtle Mediterranean')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(catalogueStyle('Subtle Mediterranean'));
    expect(radio('Subtle Structure')).not.toBeChecked();

    // Tab leaves the group: it is one stop.
    await user.tab();
    expect(group).not.toContainElement(document.activeElement as HTMLElement | null);
  });

  it('can be disabled', () => {
    renderPicker({ disabled: true, initial: catalogueStyle('Gentle Modern') });
    expect(screen.getByRole('combobox', { name: 'Style category' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

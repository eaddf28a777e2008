// @vitest-environment node
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { SOURCE_LOCALE } from '@/config/locales';
import { activateLocale } from '@/lib/i18n/catalogs';

describe('activateLocale', () => {
  it('shows the language asked for last, even when one asked for before loads after it', async () => {
    // English is loaded (the set-up activates it); a language asked for here for the first time
    // loads its catalogue first, so it is ready after English.
    const first = activateLocale('fr', ['public']);
    const last = activateLocale(SOURCE_LOCALE, ['public']);
    await Promise.all([first, last]);
    expect(i18n.locale).toBe(SOURCE_LOCALE);

    // Asked for last, it is shown.
    await activateLocale('fr', ['public']);
    expect(i18n.locale).toBe('fr');
  });
});

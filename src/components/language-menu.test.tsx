import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { settle } from '@/testing/app-clock';
import {
  allowWholeAppTime,
  currentUrl,
  findDashboardHeading,
  renderApp,
} from '@/testing/test-utils';

// Each test renders the whole app and changes its language.
allowWholeAppTime();

/**
 * Opens the header's language menu as a user does: its code loads as the pointer comes near
 * (DeferredLanguageMenu), and the press comes once it is there, whether an earlier test of this
 * worker loaded it or not.
 */
async function openLanguageMenu(user: UserEvent) {
  await user.hover(screen.getByRole('button', { name: 'Language: English' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'data-slot',
      'dropdown-menu-trigger',
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
}

describe('the language menu', () => {
  it('in the app: every text changes where the user is, and the choice is kept on the device', async () => {
    const { user, router } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    await openLanguageMenu(user);
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida a YardVision' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Panel' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/app/dashboard');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('on a public page: opens the same page in that language, at its own address', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });

    await openLanguageMenu(user);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/es/login');
      expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
        'href',
        '/es/forgot-password',
      );
      expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
        'href',
        '/es/register',
      );
    });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    // Back to the English address: the page is in English again.
    await router.navigate(-1);
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    });
  });

  it('on a public page: a Back pressed before the translation shows leaves the page in its language', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await openLanguageMenu(user);
    // Back as soon as the router has moved to the Spanish address, before the page shows it.
    const stopWatching = router.subscribe((state) => {
      if (state.location.pathname !== '/es/login') return;
      stopWatching();
      void router.navigate(-1);
    });
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login');
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/test-utils';

describe('/register while registrations are closed', () => {
  it('shows the banner with every field and the button disabled', async () => {
    renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Registrations are temporarily disabled')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create an account' });
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(within(form).getByLabelText(label)).toBeDisabled();
    }
    expect(within(form).getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

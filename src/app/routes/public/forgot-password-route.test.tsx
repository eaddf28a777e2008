import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RESET_SENT_MESSAGE } from '@/features/auth/components/forgot-password-card';
import { renderApp } from '@/testing/test-utils';
import { text } from '@/testing/i18n';

async function openForgotPassword() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  const form = screen.getByRole('form', { name: 'Forgot password' });
  return {
    ...view,
    email: within(form).getByLabelText('Email'),
    send: within(form).getByRole('button', { name: 'Send reset link' }),
  };
}

describe('/forgot-password', () => {
  it("asks for an email with an '@'", async () => {
    const { email, send, user } = await openForgotPassword();
    await user.type(email, 'robin.example.com');
    await user.click(send);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('answers after 1.2 s without sending any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { email, send, user } = await openForgotPassword();
    await user.type(email, 'robin@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(send);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('status')).not.toHaveTextContent(text(RESET_SENT_MESSAGE));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent(text(RESET_SENT_MESSAGE));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(email).toHaveValue('robin@example.com');
  });
});

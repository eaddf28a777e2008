import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { RESTORED_DRAFT_MESSAGE } from '@/components/form/restored-draft-notice';
import { text } from '@/testing/i18n';
import { DEMO_CONFIRMATION_CODE } from '@/config/demo';
import { CONFIRM_MESSAGES } from '@/features/auth/components/confirm-email-card';
import { mockApi, server } from '@/testing/mocks/server';
import { sessionStorageText } from '@/testing/storage';
import { currentUrl, renderApp } from '@/testing/test-utils';

const EMAIL = 'new@example.com';
const PATH = `/confirm?email=${encodeURIComponent(EMAIL)}&mode=register`;

async function addUnconfirmedUser() {
  await mockApi.addUser({
    email: EMAIL,
    password: 'secret',
    name: 'New User',
    confirmed: false,
    confirmationCode: DEMO_CONFIRMATION_CODE,
  });
}

async function openConfirm() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Confirm Your Email' });
  const form = screen.getByRole('form', { name: 'Confirm your email' });
  return {
    ...view,
    code: within(form).getByLabelText('Verification code'),
    verify: within(form).getByRole('button', { name: 'Verify Email' }),
    resend: within(form).getByRole('button', { name: 'Resend Code' }),
  };
}

describe('/confirm', () => {
  it.each(['/confirm', '/confirm?email=a%40b.c', '/confirm?mode=register'])(
    'sends %s (a parameter missing) to sign-in',
    async (path) => {
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      expect(currentUrl(router)).toBe('/login');
    },
  );

  it('shows the email and a one-time-code field', async () => {
    const { code } = await openConfirm();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(code).toHaveAttribute('name', 'code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('requires the code', async () => {
    const { verify, user } = await openConfirm();
    await user.click(verify);
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
  });

  it('confirms, says so, and goes to sign-in after 1.5 s', async () => {
    await addUnconfirmedUser();
    const { code, verify, user, router } = await openConfirm();
    await user.type(code, DEMO_CONFIRMATION_CODE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(verify);
    expect(await screen.findByRole('status')).toHaveTextContent(text(CONFIRM_MESSAGES.confirmed));
    expect(mockApi.findUser(EMAIL)?.confirmed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(currentUrl(router)).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentUrl(router)).toBe('/login');
  });

  it("shows the body's message for a wrong code, keeping it", async () => {
    await addUnconfirmedUser();
    const { code, verify, user } = await openConfirm();
    await user.type(code, '999999');
    await user.click(verify);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code'),
    );
    expect(code).toHaveValue('999999');
  });

  it.each([
    {
      name: "'Confirmation failed' without a message",
      response: () => new HttpResponse(null, { status: 500 }),
      message: text(CONFIRM_MESSAGES.confirmFailed),
    },
    {
      name: "'An unexpected error occurred.' on a network error",
      response: () => HttpResponse.error(),
      message: text(CONFIRM_MESSAGES.unexpected),
    },
  ])('shows $name', async ({ response, message }) => {
    server.use(http.post('/api/auth/confirm', response));
    const { code, verify, user } = await openConfirm();
    await user.type(code, '123');
    await user.click(verify);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('resends the code', async () => {
    await addUnconfirmedUser();
    const { resend, user } = await openConfirm();
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(text(CONFIRM_MESSAGES.resent));
  });

  it.each([
    {
      name: "the body's message",
      response: () => HttpResponse.json({ message: 'Slow down' }, { status: 429 }),
      message: 'Slow down',
    },
    {
      name: "'Failed to resend code'",
      response: () => new HttpResponse(null, { status: 500 }),
      message: text(CONFIRM_MESSAGES.resendFailed),
    },
  ])('shows $name when resending fails', async ({ response, message }) => {
    server.use(http.post('/api/auth/resend-code', response));
    const { resend, user } = await openConfirm();
    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });
});

describe("the confirm code's draft", () => {
  it('comes back after a reload for the same address, and is gone once confirmed', async () => {
    await addUnconfirmedUser();
    const first = await openConfirm();
    await first.user.type(first.code, DEMO_CONFIRMATION_CODE);
    first.unmount();

    const { code, verify, user } = await openConfirm();
    await waitFor(() => expect(code).toHaveValue(DEMO_CONFIRMATION_CODE));
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();
    await user.click(verify);
    expect(await screen.findByText(text(CONFIRM_MESSAGES.confirmed))).toBeInTheDocument();
    expect(sessionStorageText()).not.toContain(DEMO_CONFIRMATION_CODE);
  });

  it('is kept per address', async () => {
    const first = await openConfirm();
    await first.user.type(first.code, '123456');
    first.unmount();

    renderApp(`/confirm?email=${encodeURIComponent('other@example.com')}&mode=register`);
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveValue('');
  });
});

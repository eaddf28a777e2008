import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import { RESTORED_DRAFT_MESSAGE } from '@/components/form/restored-draft-notice';
import { text } from '@/testing/i18n';
import { DEMO_ACCOUNT } from '@/config/demo';
import { getCustomers } from '@/entities/customer/api/get-customers';
import { decodeSessionToken } from '@/lib/session/jwt';
import {
  SESSION_EXPIRED_MESSAGE,
  signOut as signOutForTest,
  TOKEN_STORAGE_KEY,
} from '@/lib/session/session';
import { fakeAppClock } from '@/testing/app-clock';
import { mockApi, server } from '@/testing/mocks/server';
import { sessionStorageText } from '@/testing/storage';
import { currentUrl, findDashboardHeading, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

const LOGIN = '/api/auth/login';

// The app's timers on a fake clock that still moves with real time: user-event's pause of 0 ms
// after each key and each press passes at once instead of on a real timer.
beforeEach(() => {
  fakeAppClock();
});

async function addUser() {
  return mockApi.addUser({
    email: 'robin@example.com',
    password: 'correct horse',
    name: 'Robin Gardener',
    confirmed: true,
    confirmationCode: '000000',
  });
}

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  const form = screen.getByRole('form', { name: 'Sign in' });
  return {
    ...view,
    email: within(form).getByLabelText('Email'),
    password: within(form).getByLabelText('Password'),
    submit: within(form).getByRole('button', { name: 'Sign in' }),
  };
}

/** Records the bodies the login endpoint received. */
function recordLoginRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === LOGIN) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

describe('/login', () => {
  it('shows the 400 px card with its fields, links and the demo account', async () => {
    const { email, password, submit } = await openLogin();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    // Tests run without VITE_API_BASE_URL, which is demo mode.
    expect(screen.getByText(DEMO_ACCOUNT.email)).toBeInTheDocument();
  });

  it('signs in, stores the token and opens the dashboard', async () => {
    const user = await addUser();
    const bodies = recordLoginRequests();
    const { email, password, submit, user: events, router } = await openLogin();
    await events.type(email, 'robin@example.com');
    await events.type(password, 'correct horse');
    await events.click(submit);

    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
    expect(bodies).toEqual([{ email: 'robin@example.com', password: 'correct horse' }]);
    const decoded = decodeSessionToken(localStorage.getItem(TOKEN_STORAGE_KEY));
    expect(decoded.ok && decoded.claims.organizationRef).toBe(user.organizationRef);
  });

  it('goes back to where the sign-in was asked for', async () => {
    await addUser();
    const { email, password, submit, user, router } = await openLogin(
      '/login?redirectTo=%2Fapp%2Fdashboard%3Ftab%3Drecent',
    );
    await user.type(email, 'robin@example.com');
    await user.type(password, 'correct horse');
    await user.click(submit);
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard?tab=recent');
  });

  it("fills in the demo account with 'Use demo account'", async () => {
    const { email, password, user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Use demo account' }));
    expect(email).toHaveValue(DEMO_ACCOUNT.email);
    expect(password).toHaveValue(DEMO_ACCOUNT.password);
  });

  it('asks for both fields without sending anything', async () => {
    const bodies = recordLoginRequests();
    const { email, password, submit, user } = await openLogin();
    await user.click(submit);
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(password).toHaveAccessibleDescription('Enter your password');

    await user.type(email, 'not-an-email');
    await user.click(submit);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows 'Signing in...' with the fields disabled while the request runs", async () => {
    // The answer waits until the test has seen the request run.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    onTestFinished(answer);
    server.use(
      http.post(LOGIN, async () => {
        await answered;
        return HttpResponse.json(
          { success: false, error: 'Invalid email or password' },
          {
            status: 401,
          },
        );
      }),
    );
    const { email, password, user } = await openLogin();
    await user.type(email, 'robin@example.com');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();

    answer();
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // What the user typed stays.
    expect(email).toHaveValue('robin@example.com');
    expect(password).toHaveValue('wrong');
  });

  it.each([
    {
      name: "the server's error field of a non-2xx answer",
      response: () =>
        HttpResponse.json({ success: false, error: 'Account locked' }, { status: 403 }),
      message: 'Account locked',
    },
    {
      name: "'Sign in failed' for a 500 with an empty body",
      response: () => new HttpResponse(null, { status: 500 }),
      message: 'Sign in failed',
    },
    {
      name: "'Login failed' for a 200 that is not a success",
      response: () => HttpResponse.json({ success: false, message: 'Nope' }),
      message: 'Login failed',
    },
    {
      name: "'Login failed' for a success with another message",
      response: () => HttpResponse.json({ success: true, message: 'Welcome', token: 'x.y.z' }),
      message: 'Login failed',
    },
    {
      name: "a network error's message",
      response: () => HttpResponse.error(),
      message: 'The server could not be reached. Check your connection and try again.',
    },
  ])('shows $name', async ({ response, message }) => {
    server.use(http.post(LOGIN, response));
    const { email, password, submit, user, router } = await openLogin();
    await user.type(email, 'robin@example.com');
    await user.type(password, 'secret');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    expect(alert).toHaveClass('text-center', 'text-destructive');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentUrl(router)).toBe('/login');
  });

  it('sends a user with a valid stored token straight to the dashboard', async () => {
    const { router } = renderApp('/login', { session: true });
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
  });
});

describe('a 401 from the API', () => {
  it('signs the user out and asks them to sign in again, once', async () => {
    let calls = 0;
    server.use(
      http.get(`/api/${TEST_USER.organizationRef}/customers`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Token revoked' }, { status: 401 });
      }),
    );
    const { router } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    await act(async () => {
      await expect(getCustomers(TEST_USER.organizationRef)).rejects.toMatchObject({
        status: 401,
        message: '401 {"error":"Token revoked"}',
      });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    expect(screen.getByRole('status')).toHaveTextContent(text(SESSION_EXPIRED_MESSAGE));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls).toBe(1);
  });
});

describe("sign-in's draft", () => {
  it('keeps the typed email (never the password) after a reload, until signed in', async () => {
    const first = await openLogin();
    await first.user.type(first.email, 'robin@example.com');
    await first.user.type(first.password, 'secret');
    first.unmount();
    expect(sessionStorageText()).not.toContain('secret');

    await addUser();
    const { email, password, submit, user, router } = await openLogin();
    await waitFor(() => expect(email).toHaveValue('robin@example.com'));
    expect(password).toHaveValue('');
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();

    await user.type(password, 'correct horse');
    await user.click(submit);
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
    router.dispose();

    signOutForTest();
    const again = await openLogin();
    expect(again.email).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  }, 15_000);

  it("'Discard changes' empties the email", async () => {
    const first = await openLogin();
    await first.user.type(first.email, 'robin@example.com');
    first.unmount();

    const { email, user } = await openLogin();
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(email).toHaveValue('');
    expect(screen.queryByText(text(RESTORED_DRAFT_MESSAGE))).toBeNull();
  });
});

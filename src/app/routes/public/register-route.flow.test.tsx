import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { routes } from '@/app/router';
import { RESTORED_DRAFT_MESSAGE } from '@/components/form/restored-draft-notice';
import { text } from '@/testing/i18n';
import { REGISTRATION_SUCCESS_MESSAGE } from '@/features/auth/components/register-form';
import { AUTH_REDIRECT_DELAY_MS } from '@/features/auth/model/registration-status';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { mockApi, server } from '@/testing/mocks/server';
import { sessionStorageText } from '@/testing/storage';
import { currentUrl, renderApp } from '@/testing/test-utils';

/** The app's route tree with the flow behind the switch: `/register` with registrations open. */
function withRegistrationsOpen(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    if (route.id === 'register') {
      return {
        ...route,
        lazy: () =>
          import('@/app/routes/public/register-route').then(({ RegisterRoute, handle }) => ({
            Component: () => <RegisterRoute registrationsDisabled={false} />,
            handle,
          })),
      };
    }
    if (route.index || !route.children) return route;
    return { ...route, children: withRegistrationsOpen(route.children) };
  });
}

const OPEN_ROUTES = withRegistrationsOpen(routes);

async function openRegister() {
  const view = renderApp('/register', { routes: OPEN_ROUTES });
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  const form = screen.getByRole('form', { name: 'Create an account' });
  const field = (label: string) => within(form).getByLabelText(label);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await view.user.type(field(label), value);
  };
  const submit = () =>
    view.user.click(within(form).getByRole('button', { name: 'Create account' }));
  return { ...view, field, fill, submit };
}

// The app's timers on a fake clock that still moves with real time: user-event's pause of 0 ms
// after each key and each press passes at once instead of on a real timer, and the wait before
// the next screen is passed, not waited out.
beforeEach(() => {
  fakeAppClock();
});

const VALID = {
  'Full name': 'Alex Fern',
  Email: 'alex@example.com',
  Password: 'hunter22',
  'Confirm password': 'hunter22',
};

describe('/register with registrations open', () => {
  it('has no banner, and fields with the names and autocomplete password managers use', async () => {
    const { field } = await openRegister();
    expect(screen.queryByText('Registrations are temporarily disabled')).not.toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('name', 'name');
    expect(field('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email')).toHaveAttribute('name', 'email');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm password')).toHaveAttribute('name', 'confirmPassword');
  });

  it('asks for every field and for matching passwords, sending nothing', async () => {
    const { fill, submit, field } = await openRegister();
    await submit();
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();

    await fill({ ...VALID, 'Confirm password': 'hunter23' });
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(mockApi.findUser('alex@example.com')).toBeUndefined();
  });

  it('registers, says so, and after 1.5 s asks for the emailed code', async () => {
    const { fill, submit, router } = await openRegister();
    await fill(VALID);
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(text(REGISTRATION_SUCCESS_MESSAGE));
    expect(mockApi.findUser('alex@example.com')).toMatchObject({ name: 'Alex Fern' });
    // 100 ms before the end of the wait (the clock also moves with real time meanwhile), then
    // at its end.
    await passTime(AUTH_REDIRECT_DELAY_MS - 100);
    expect(currentUrl(router)).toBe('/register');
    await passTime(100);
    expect(currentUrl(router)).toBe('/confirm?email=alex%40example.com&mode=register');
    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
  });

  it("shows the body's error, keeping what was typed", async () => {
    await mockApi.addUser({
      email: 'alex@example.com',
      password: 'x',
      name: 'Alex',
      confirmed: true,
      confirmationCode: '1',
    });
    const { fill, submit, field } = await openRegister();
    await fill(VALID);
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists',
      ),
    );
    expect(field('Full name')).toHaveValue('Alex Fern');
    expect(field('Password')).toHaveValue('hunter22');
  });

  it.each([
    {
      name: "'Registration failed' without an error field",
      response: () => new HttpResponse(null, { status: 500 }),
      message: 'Registration failed',
    },
    {
      name: "a network error's message",
      response: () => HttpResponse.error(),
      message: 'The server could not be reached. Check your connection and try again.',
    },
  ])('shows $name', async ({ response, message }) => {
    server.use(http.post('/api/auth/register', response));
    const { fill, submit } = await openRegister();
    await fill(VALID);
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });
});

describe("registration's draft", () => {
  it('keeps the name and the email after a reload, never a password', async () => {
    const first = await openRegister();
    await first.fill(VALID);
    first.unmount();
    expect(sessionStorageText()).not.toContain(VALID.Password);

    const { field } = await openRegister();
    await waitFor(() => expect(field('Full name')).toHaveValue(VALID['Full name']));
    expect(field('Email')).toHaveValue(VALID.Email);
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');
    expect(screen.getByText(text(RESTORED_DRAFT_MESSAGE))).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LeaveGuard } from '@/components/leave-guard';
import { WithI18n } from '@/testing/i18n';

/** Whether the browser would ask before unloading the page now (a beforeunload prevented). */
function unloadIsAsked() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function renderGuarded(onLeave: () => void) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Link to="/other">Elsewhere</Link>
          <LeaveGuard
            active
            title="Discard unsaved changes?"
            description="What you typed is lost."
            stayLabel="Keep editing"
            leaveLabel="Discard"
            onLeave={onLeave}
          />
        </>
      ),
    },
    { path: '/other', element: <h1>Elsewhere</h1> },
  ]);
  render(<RouterProvider router={router} />, { wrapper: WithI18n });
  return router;
}

describe('LeaveGuard', () => {
  it('asks before the page unloads, and within the app with its dialog', async () => {
    const user = userEvent.setup();
    renderGuarded(() => undefined);
    expect(unloadIsAsked()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(unloadIsAsked()).toBe(true);
  });

  it('once the user chose to leave, the page unloading (a new version loading the next screen) is not asked again', async () => {
    const user = userEvent.setup();
    let askedWhileLeaving: boolean | undefined;
    const router = renderGuarded(() => {
      // The screen is still there: the navigation goes on after this.
      askedWhileLeaving = unloadIsAsked();
    });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(askedWhileLeaving).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
    expect(unloadIsAsked()).toBe(false);
  });
});

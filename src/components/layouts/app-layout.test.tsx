import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setViewportWidth } from '@/testing/match-media';
import { currentUrl, findDashboardHeading, renderApp } from '@/testing/test-utils';

function desktopSidebar() {
  const sidebar = document.querySelector('[data-slot="sidebar"]');
  if (!(sidebar instanceof HTMLElement)) throw new Error('The sidebar is not rendered');
  return sidebar;
}

describe('app sidebar on desktop', () => {
  it('lists the app areas and marks the current one', async () => {
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/app/dashboard'],
      ['Generate your Vision', '/app/generations'],
      ['Customers', '/app/customers'],
      ['Projects', '/app/projects'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Customers' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('collapses and expands with the trigger and remembers it in the sidebar_state cookie', async () => {
    const { user } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger);
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(desktopSidebar()).toHaveAttribute('data-collapsible', 'icon');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.click(trigger);
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('names a collapsed entry in a tooltip on focus, from code loaded on the first collapse', async () => {
    const { user } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The entries are wrapped once the tooltip's code is there.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('data-state'),
    );
    act(() => within(nav).getByRole('link', { name: 'Customers' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Customers');
  });

  it('toggles with Ctrl+B and Cmd+B', async () => {
    const { user } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    await user.keyboard('{Control>}b{/Control}');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');

    // B alone is just typing.
    await user.keyboard('b');
    expect(desktopSidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('reads the stored state back on load, so a collapsed sidebar survives a reload', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    expect(desktopSidebar()).toHaveAttribute('data-state', 'collapsed');
  });
});

describe('app sidebar under 768 px', () => {
  it('starts closed as a sheet, without a desktop sidebar even on the first render', async () => {
    setViewportWidth(375);
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    expect(document.querySelector('[data-slot="sidebar-container"]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('opens with the trigger, closes with Escape and when a link is followed', async () => {
    setViewportWidth(375);
    const { user, router } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });

    await user.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Main' });
    expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Main' });
    await user.click(within(reopened).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/app/dashboard');
  });

  it('opens and closes with Ctrl+B, and does not touch the desktop cookie', async () => {
    setViewportWidth(375);
    const { user } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Main' })).toBeInTheDocument();
    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('switches between sheet and column when the window is resized', async () => {
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    expect(document.querySelector('[data-slot="sidebar-container"]')).not.toBeNull();

    act(() => setViewportWidth(600));
    expect(document.querySelector('[data-slot="sidebar-container"]')).toBeNull();

    act(() => setViewportWidth(1024));
    expect(document.querySelector('[data-slot="sidebar-container"]')).not.toBeNull();
  });
});

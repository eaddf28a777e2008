import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findDashboardHeading, renderApp } from '@/testing/test-utils';

describe('dashboard', () => {
  it('welcomes the user and leads to the generator', async () => {
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    expect(screen.getByRole('heading', { name: 'Generate New Design' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Generating' })).toHaveAttribute(
      'href',
      '/app/generations/generate',
    );
    // The title is set in an effect, which may run a moment after the heading is drawn (the
    // screen renders outside the test's act, as its code loads lazily).
    await waitFor(() => expect(document.title).toBe('Dashboard · YardVision'));
  });

  it('lists the five getting-started steps in order', async () => {
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    const section = screen
      .getByRole('heading', { name: 'Getting Started' })
      .closest('[data-slot="card"]');
    if (!(section instanceof HTMLElement)) throw new Error('Getting Started card not found');
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Click Generate New Design',
      'Upload a photo of your yard or garden',
      'Describe your desired changes and preferences',
      'Review and save your generated designs',
      'Access saved designs anytime in the History section',
    ]);
    expect(within(section).getByRole('link', { name: 'History section' })).toHaveAttribute(
      'href',
      '/app/generations',
    );
  });
});

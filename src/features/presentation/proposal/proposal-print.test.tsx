import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  PROPOSAL_PRINT_CLASS,
  ProposalPrint,
  ProposalPrintButton,
} from '@/features/presentation/proposal/proposal-print';
import type { Proposal } from '@/features/presentation/proposal/proposal-content';
import { advanceUntil, fakeAppClock, settle } from '@/testing/app-clock';
import { setFinePointer } from '@/testing/match-media';
import { WithI18n } from '@/testing/i18n';

const PROPOSAL: Proposal = {
  cover: {
    projectName: 'Front yard refresh',
    customerName: 'Maria Gonzalez',
    customerContact: ['maria.gonzalez@example.com'],
    siteAddress: ['1408 Live Oak Lane', 'Austin, TX 78704'],
    date: new Date(2026, 10, 24),
    note: 'Both keep the oak.',
  },
  designs: [
    {
      ref: 'g1',
      styleName: 'Natural Accent',
      styleDescription: 'Native grasses and perennials soften the edges.',
      settings: ['Spring', 'Sunny', 'Morning', 'Calm'],
      beforeUrl: 'https://storage.example.test/sources/front.jpg',
      afterUrl: 'https://storage.example.test/results/g1.jpg',
      note: 'Lowest water use.',
    },
  ],
};

function printDocument() {
  return document.querySelector<HTMLElement>('[data-slot="proposal-print"]');
}

describe('ProposalPrint', () => {
  it('renders the proposal into the page for printing when printing starts', () => {
    const { unmount } = render(
      <main>
        <p>The project page</p>
        <ProposalPrint proposal={PROPOSAL} />
      </main>,
      { wrapper: WithI18n },
    );
    expect(document.documentElement).toHaveClass(PROPOSAL_PRINT_CLASS);

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const print = printDocument();
    if (!print) throw new Error('No print document.');
    // Outside the app's root, so the print stylesheet can hide everything else; hidden on screen.
    expect(print.parentElement).toBe(document.body);
    expect(print).not.toBeVisible();
    // Nothing on screen finds it (or reads it out): only the print stylesheet shows it.
    expect(screen.queryByRole('heading', { name: 'Front yard refresh' })).not.toBeInTheDocument();
    const view = within(print);
    expect(
      view.getByRole('heading', { level: 1, name: 'Front yard refresh', hidden: true }),
    ).toBeInTheDocument();
    expect(print).toHaveTextContent('Prepared for');
    expect(print).toHaveTextContent('Maria Gonzalez');
    expect(print).toHaveTextContent('1408 Live Oak Lane');
    expect(print).toHaveTextContent('November 24, 2026');
    expect(print).toHaveTextContent('Design 1 of 1');
    expect(print).toHaveTextContent('Spring · Sunny · Morning · Calm');
    expect(print).toHaveTextContent('Note: Lowest water use.');
    const images = print.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      PROPOSAL.designs[0]?.beforeUrl,
      PROPOSAL.designs[0]?.afterUrl,
    ]);
    // Eager: images in a hidden container must still load before the user prints.
    expect([...images].every((image) => image.getAttribute('loading') === 'eager')).toBe(true);

    unmount();
    expect(document.documentElement).not.toHaveClass(PROPOSAL_PRINT_CLASS);
    expect(printDocument()).toBeNull();
  });

  it('renders by itself once the page is idle', async () => {
    // Idle comes 200 ms after the first render in the test DOM: on a fake clock, at once.
    fakeAppClock();
    render(<ProposalPrint proposal={PROPOSAL} />, { wrapper: WithI18n });
    expect(printDocument()).toBeNull();
    await advanceUntil(() =>
      expect(screen.getByText('Natural Accent', { ignore: 'p' })).toBeInTheDocument(),
    );
  });

  it('on a touch screen, loads nothing ahead and renders when printing starts', async () => {
    setFinePointer(false);
    fakeAppClock();
    render(<ProposalPrint proposal={PROPOSAL} />, { wrapper: WithI18n });
    // Past the idle wait of a screen that loads ahead (200 ms here, 2 s at the latest).
    await settle({ passMs: 2500 });
    expect(printDocument()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(printDocument()).not.toBeNull();
  });

  it("'Print proposal' renders the document, waits for its pictures, then prints", async () => {
    setFinePointer(false);
    const user = userEvent.setup();
    // (The test DOM has no Print of its own.)
    const print = vi.fn();
    window.print = print;
    const loading: (() => void)[] = [];
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          loading.push(resolve);
        }),
    );
    try {
      render(
        <>
          <ProposalPrintButton />
          <ProposalPrint proposal={PROPOSAL} />
        </>,
        { wrapper: WithI18n },
      );
      await user.click(screen.getByRole('button', { name: 'Print proposal' }));
      expect(printDocument()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Print proposal' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      // Both pictures are waited for: one in is not enough.
      await waitFor(() => expect(loading).toHaveLength(2));
      act(() => loading[0]?.());
      await settle();
      expect(print).not.toHaveBeenCalled();
      act(() => loading[1]?.());
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Print proposal' })).not.toHaveAttribute(
          'aria-busy',
        ),
      );
    } finally {
      Reflect.deleteProperty(window, 'print');
      decode.mockRestore();
    }
  });

  it('leaves printing alone when no design is chosen', () => {
    render(<ProposalPrint proposal={{ ...PROPOSAL, designs: [] }} />, { wrapper: WithI18n });
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(printDocument()).toBeNull();
    expect(document.documentElement).not.toHaveClass(PROPOSAL_PRINT_CLASS);
  });
});

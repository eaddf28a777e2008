import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { App } from '@/app/app';
import { SubmitButton } from '@/components/form/submit-button';
import { useHydrated } from '@/hooks/use-hydrated';

/** Shows what useHydrated says, and records every value it rendered with. */
function HydratedProbe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'prerendered'}</p>;
}

describe('App and useHydrated', () => {
  it('renders browser-only parts at once in a page the browser renders itself', () => {
    const seen: boolean[] = [];
    render(<App router={<HydratedProbe seen={seen} />} />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
    expect(seen.every(Boolean)).toBe(true);
  });

  it('prerenders without them, and the browser takes that HTML over without a mismatch before showing them', async () => {
    const page = (
      <App
        prerendered
        router={
          <form aria-label="Sign in">
            <SubmitButton>Sign in</SubmitButton>
          </form>
        }
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    // React reports a mismatch between the HTML and its first render: of text as a recoverable
    // error, of attributes on the console.
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(() => hydrateRoot(container, page, { onRecoverableError }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    const hydrationWarnings = consoleError.mock.calls.filter((call) =>
      call.some((part) => typeof part === 'string' && /hydrat/i.test(part)),
    );
    consoleError.mockRestore();
    expect(hydrationWarnings).toEqual([]);
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  it('renders a taken-over page first as it was prerendered, then once more in the browser', async () => {
    const seen: boolean[] = [];
    const page = <App prerendered router={<HydratedProbe seen={seen} />} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(seen).toEqual([false]);

    const root = await act(() => hydrateRoot(container, page));
    expect(container.textContent).toBe('in the browser');
    // The build's render, then the browser's first (StrictMode renders twice in tests), all
    // prerendered; then only the browser's.
    const firstInBrowser = seen.indexOf(true);
    expect(firstInBrowser).toBeGreaterThan(1);
    expect(seen.slice(0, firstInBrowser).some(Boolean)).toBe(false);
    expect(seen.slice(firstInBrowser).every(Boolean)).toBe(true);
    act(() => {
      root.unmount();
    });
  });
});

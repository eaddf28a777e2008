import { describe, expect, it, vi } from 'vitest';

import {
  pageStylesheetLoaded,
  SHELL_STYLESHEET_ATTRIBUTE,
  STYLESHEET_STALL_MS,
} from '@/app/prerendered-pages';

/**
 * A stylesheet link in the page's head, as the HTML has it; without an address, so that
 * happy-dom does not load it: the tests send its events.
 */
function stylesheetLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
  return link;
}

/** Whether the promise has settled, after pending callbacks ran. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('pageStylesheetLoaded', () => {
  it("waits for the app shell's stylesheet, which its script is loading, and resolves when it loads", async () => {
    const link = stylesheetLink({ [SHELL_STYLESHEET_ATTRIBUTE]: 'loading' });
    const loaded = pageStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
    link.remove();
  });

  it('stops waiting for a stylesheet whose request stalls, neither loading nor failing', async () => {
    vi.useFakeTimers();
    try {
      const link = stylesheetLink({ [SHELL_STYLESHEET_ATTRIBUTE]: 'loading' });
      let done = false;
      void pageStylesheetLoaded().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(STYLESHEET_STALL_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      link.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait forever for a stylesheet that could not load: the app renders anyway', async () => {
    const link = stylesheetLink({ [SHELL_STYLESHEET_ATTRIBUTE]: 'loading' });
    const loaded = pageStylesheetLoaded();
    link.dispatchEvent(new Event('error'));
    expect(await settled(loaded)).toBe(true);
    expect(link.getAttribute(SHELL_STYLESHEET_ATTRIBUTE)).toBe('error');
    link.remove();
  });

  it("enables the shell's stylesheet itself where its script has not, and waits for it", async () => {
    const link = stylesheetLink({ disabled: '' });
    const loaded = pageStylesheetLoaded();
    expect(link.hasAttribute('disabled')).toBe(false);
    expect(link.getAttribute(SHELL_STYLESHEET_ATTRIBUTE)).toBe('loading');
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
    expect(link.getAttribute(SHELL_STYLESHEET_ATTRIBUTE)).toBe('load');
    link.remove();
  });

  it('resolves at once for a stylesheet already there: a linked one, or the shell’s once loaded', async () => {
    expect(await settled(pageStylesheetLoaded())).toBe(true);
    const linked = stylesheetLink({});
    expect(await settled(pageStylesheetLoaded())).toBe(true);
    linked.remove();
    const shell = stylesheetLink({ [SHELL_STYLESHEET_ATTRIBUTE]: 'load' });
    expect(await settled(pageStylesheetLoaded())).toBe(true);
    shell.remove();
  });
});

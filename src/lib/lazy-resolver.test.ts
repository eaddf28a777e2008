// @vitest-environment node
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { CHECKS_UNAVAILABLE_MESSAGE, lazyResolver } from '@/lib/lazy-resolver';
import { text } from '@/testing/i18n';

type Values = { email: string };

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

/** A resolver that accepts an email with an '@' and names the field otherwise. */
const emailResolver: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.email.includes('@')) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'format', message: 'Enter a valid email' } } };
};

/** A load that fails once (offline, say), then brings the checks. */
function failingOnceThenLoading() {
  return vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(emailResolver);
}

/** Checks a valid email with `resolver` and expects it accepted. */
async function expectAccepted(resolver: Resolver<Values>) {
  await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
    values: { email: 'a@b.c' },
    errors: {},
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('lazyResolver', () => {
  it('loads the checks on the first check, once, and answers with them', async () => {
    const load = vi.fn(() => Promise.resolve(emailResolver));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ email: 'nope' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { email: { type: 'format', message: 'Enter a valid email' } },
    });
    await expectAccepted(resolver);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and a check during the load waits for it', async () => {
    const loading = deferred<Resolver<Values>>();
    const load = vi.fn(() => loading.promise);
    const resolver = lazyResolver(load);

    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);

    const checked = resolver({ email: 'a@b.c' }, undefined, options);
    loading.resolve(emailResolver);
    await expect(checked).resolves.toEqual({ values: { email: 'a@b.c' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says so as the form's own error when the checks cannot load, and loads again on the next check", async () => {
    const load = failingOnceThenLoading();
    const resolver = lazyResolver(load);

    const failed = await resolver({ email: 'a@b.c' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({
      root: { type: 'unavailable', message: text(CHECKS_UNAVAILABLE_MESSAGE) },
    });

    await expectAccepted(resolver);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed preload quiet: the next check tries again', async () => {
    const load = failingOnceThenLoading();
    const resolver = lazyResolver(load);

    resolver.preload();
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    await expectAccepted(resolver);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a form says when its checks could not be loaded (offline, or an old deploy's files). */
export const CHECKS_UNAVAILABLE_MESSAGE = msg`This form could not be checked. Check your connection and try again.`;

type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformedValues
> & {
  /** Starts loading the checks, so they are there by the time the user leaves a field. */
  preload: () => void;
};

/**
 * A form resolver whose code (the schema, and zod with it: ~40 kB compressed) loads when the
 * form first needs it, or on `preload`, not with the page. The public pages' forms use it: the
 * page comes alive without evaluating zod, and the checks load once the user starts on the
 * form. A failed load is tried again on the next check, and shows meanwhile as the form's
 * `root` error with CHECKS_UNAVAILABLE_MESSAGE.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (
    values,
    context,
    options,
  ) => {
    let resolve: Resolver<TFieldValues, TContext, TTransformedValues>;
    try {
      resolve = await loaded();
    } catch {
      // The form's own error, not a field's (react-hook-form's `root`).
      const errors: FieldErrors<TFieldValues> = {};
      const root = { type: 'unavailable', message: i18n._(CHECKS_UNAVAILABLE_MESSAGE) };
      errors.root = root;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => {
        // Said when the form is checked.
      });
    },
  });
}

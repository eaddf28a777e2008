import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { DetailTexts } from '@/components/detail/detail-query-state';

/** What a screen about one generation says while it is loading, missing or failed to load. */
const GENERATION_MESSAGES = {
  loading: msg`Loading generation details...`,
  loadFailed: msg`The generation could not be loaded.`,
  notFoundTitle: msg`Generation not found`,
  notFoundText: msg`This design does not exist or has been deleted.`,
  notFoundBackLabel: msg`Go to your designs`,
} satisfies Record<keyof DetailTexts, MessageDescriptor>;

/**
 * The same texts as `DetailQueryState` takes them: each read in the active language when a
 * screen renders it.
 */
export const GENERATION_TEXTS: DetailTexts = {
  get loading() {
    return i18n._(GENERATION_MESSAGES.loading);
  },
  get loadFailed() {
    return i18n._(GENERATION_MESSAGES.loadFailed);
  },
  get notFoundTitle() {
    return i18n._(GENERATION_MESSAGES.notFoundTitle);
  },
  get notFoundText() {
    return i18n._(GENERATION_MESSAGES.notFoundText);
  },
  get notFoundBackLabel() {
    return i18n._(GENERATION_MESSAGES.notFoundBackLabel);
  },
};

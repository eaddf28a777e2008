import type { ComponentType } from 'react';

/** The properties a screen's `lazy` gives its route. */
export type LazyRoute = { Component?: ComponentType | null; handle?: unknown };

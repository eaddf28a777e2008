import type { ComponentProps } from 'react';

/**
 * A placeholder block while content loads. Plain class joining, not cn(): this sits on the
 * first-paint path of every page and must not pull tailwind-merge into the entry chunk.
 */
export function Skeleton({ className = '', ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      className={`animate-pulse rounded-md bg-accent motion-reduce:animate-none ${className}`}
      {...props}
    />
  );
}

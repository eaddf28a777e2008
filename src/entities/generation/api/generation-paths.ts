import { orgApiPath } from '@/lib/api/api-client';

/** The path segment of every generation call: `{product}-generation` (spec §7). */
export const GENERATION_SEGMENT = 'yard-vision-generation';

/** `/api/{org}/yard-vision-generation[/...]`. */
export function generationPath(org: string, ...segments: string[]) {
  return orgApiPath(org, GENERATION_SEGMENT, ...segments);
}

/** A project's generations: `/api/{org}/customers/{c}/projects/{p}/yard-vision-generation`. */
export function projectGenerationsPath(org: string, customerRef: string, projectRef: string) {
  return orgApiPath(org, 'customers', customerRef, 'projects', projectRef, GENERATION_SEGMENT);
}

/** The one query-key factory for generations, scoped by organization. */
export const generationKeys = {
  all: (org: string) => ['generations', org] as const,
  list: (org: string) => [...generationKeys.all(org), 'list'] as const,
  detail: (org: string, generationRef: string) =>
    [...generationKeys.all(org), 'detail', generationRef] as const,
  project: (org: string, customerRef: string, projectRef: string) =>
    [...generationKeys.all(org), 'project', customerRef, projectRef] as const,
};

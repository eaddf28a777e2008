/** The one query-key factory for projects, scoped by organization. */
export const projectKeys = {
  all: (org: string) => ['projects', org] as const,
  list: (org: string) => [...projectKeys.all(org), 'list'] as const,
  detail: (org: string, projectRef: string) =>
    [...projectKeys.all(org), 'detail', projectRef] as const,
};

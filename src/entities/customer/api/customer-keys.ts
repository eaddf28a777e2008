/** The one query-key factory for customers. Keys start with the organization, so data of one
 * organization never shows for another. */
export const customerKeys = {
  all: (org: string) => ['customers', org] as const,
  list: (org: string) => [...customerKeys.all(org), 'list'] as const,
  detail: (org: string, customerRef: string) =>
    [...customerKeys.all(org), 'detail', customerRef] as const,
};

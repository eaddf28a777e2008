import { orgApiPath } from '@/lib/api/api-client';

/** `/api/{org}/customers[/...]`: the organization's customers, or one of them. */
export function customerApiPath(org: string, ...segments: string[]) {
  return orgApiPath(org, 'customers', ...segments);
}

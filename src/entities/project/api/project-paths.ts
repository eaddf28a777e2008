import { orgApiPath } from '@/lib/api/api-client';

/** `/api/{org}/projects[/...]`: the organization's projects, or one of them. */
export function projectApiPath(org: string, ...segments: string[]) {
  return orgApiPath(org, 'projects', ...segments);
}

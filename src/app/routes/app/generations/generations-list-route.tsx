import { GenerationsHistory } from '@/features/history/components/generations-history';

/**
 * `/app/generations` (spec §2): every design of the organization, newest first, searchable and
 * filtered in the address, up to 4 of them chosen to compare.
 */
export function GenerationsListRoute() {
  return <GenerationsHistory />;
}

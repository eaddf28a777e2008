import { QueuedDesigns } from '@/features/generate/design-queue/queued-designs';
import { GenerationsHistory } from '@/features/history/list/generations-history';

/**
 * `/app/generations` (spec §2): every design of the organization, newest first, searchable and
 * filtered in the address, up to 4 of them chosen to compare; under the heading, the designs
 * queued offline on this device that wait to be sent (only when there are any).
 */
export function GenerationsListRoute() {
  return <GenerationsHistory beforeList={<QueuedDesigns />} />;
}

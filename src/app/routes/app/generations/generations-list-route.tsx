import { QueuedDesigns } from '@/features/generate/components/queued-designs';
import { GenerationsHistory } from '@/features/history/components/generations-history';

/**
 * `/app/generations` (spec §2): every design of the organization, newest first, searchable and
 * filtered in the address, up to 4 of them chosen to compare; above them, the designs queued
 * offline on this device that wait to be sent (only when there are any).
 */
export function GenerationsListRoute() {
  return (
    <>
      <QueuedDesigns className="mx-auto w-full max-w-6xl px-4 pt-4 md:px-8 md:pt-8" />
      <GenerationsHistory />
    </>
  );
}

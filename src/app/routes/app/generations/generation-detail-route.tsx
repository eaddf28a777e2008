import { useParams } from 'react-router-dom';

import { GenerationDetailScreen } from '@/features/history/components/generation-detail-screen';

/** `/app/generations/:yardVisionGenerationRef` (spec §2): one design and what can be done with it. */
export function GenerationDetailRoute() {
  const { yardVisionGenerationRef = '' } = useParams();
  return <GenerationDetailScreen generationRef={yardVisionGenerationRef} />;
}

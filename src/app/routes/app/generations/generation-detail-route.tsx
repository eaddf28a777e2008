import { useParams } from 'react-router-dom';

import type { StartFromDesign } from '@/features/history/detail/start-from-design';
import { GenerationDetailScreen } from '@/features/history/detail/generation-detail-screen';
import { startFromGenerationState } from '@/features/generate/wizard/wizard-entry';

/** 'Create New Generation' opens the wizard with the design's pictures (the wizard's contract). */
const startFrom: StartFromDesign = (generation, imageType) =>
  startFromGenerationState(generation.ref, imageType, generation.style);

/** `/app/generations/:yardVisionGenerationRef` (spec §2): one design and what can be done with it. */
export function GenerationDetailRoute() {
  const { yardVisionGenerationRef = '' } = useParams();
  return <GenerationDetailScreen generationRef={yardVisionGenerationRef} startFrom={startFrom} />;
}

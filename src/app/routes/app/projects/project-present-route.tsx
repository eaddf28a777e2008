import { useParams } from 'react-router-dom';

import { PresentationMode } from '@/features/presentation/presentation-mode/presentation-mode';

/**
 * `/app/projects/{projectRef}/present`: presentation mode, the project's chosen designs shown to
 * a customer full screen, outside the app's frame.
 */
export function ProjectPresentRoute() {
  const { projectRef = '' } = useParams();
  return <PresentationMode projectRef={projectRef} />;
}

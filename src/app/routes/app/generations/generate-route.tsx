import { GenerateWizard } from '@/features/generate/wizard/generate-wizard';

/** `/app/generations/generate` (spec §2, §4): photos, style and settings in, a design out. */
export function GenerateRoute() {
  return <GenerateWizard />;
}

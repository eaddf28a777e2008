import type { WorkPart } from '@/lib/project-work/project-work';
import { editsWorkPart } from '@/entities/generation/edits/edits-work-part';
import { priceListWorkPart } from '@/features/approval/pricing/price-list-work-part';
import { pricesWorkPart } from '@/features/approval/pricing/prices-work-part';
import { signedWorkPart } from '@/features/approval/records/signed-work-part';
import { planWorkPart } from '@/features/presentation/plan/plan-work-part';

/**
 * Where the features that keep a project's work on the device join the project file: each
 * says how its part is read, checked and written (`WorkPart`); the project file packs,
 * compares and applies them without knowing any of them.
 */
export const PROJECT_WORK_PARTS: readonly WorkPart[] = [
  planWorkPart,
  pricesWorkPart,
  priceListWorkPart,
  editsWorkPart,
  signedWorkPart,
];

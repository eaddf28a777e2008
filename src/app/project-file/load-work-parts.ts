import type { LoadWorkParts } from '@/lib/project-work/project-work';

/**
 * The parts of a project's work that live on the device, loaded apart (with what checks them:
 * a signed PDF's verification) when a project file is made or opened, or Logout asks about
 * work not exported.
 */
export const loadWorkParts: LoadWorkParts = () =>
  import('@/app/project-file/project-work-parts').then((module) => module.PROJECT_WORK_PARTS);

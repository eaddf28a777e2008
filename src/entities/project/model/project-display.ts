import type { Project } from '@/entities/project/api/project-schemas';
import { timeOf } from '@/lib/format';

/** Projects of the old product may have no name. */
export function projectName(project: Project) {
  return project.name?.trim() || 'Untitled project';
}

/** The list's search: name or description, case-insensitive (spec §2); `query` is lower-cased. */
export function matchesProject(project: Project, query: string) {
  return [project.name, project.description].some((value) => value?.toLowerCase().includes(query));
}

/** Newest first; projects without a date last. */
export function newestFirst(a: Project, b: Project) {
  return timeOf(b.createdAt) - timeOf(a.createdAt);
}

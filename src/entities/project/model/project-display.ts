import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Project } from '@/entities/project/api/project-schemas';
import { timeOf } from '@/lib/format';

const UNTITLED_PROJECT = msg`Untitled project`;

/**
 * Projects of the old product may have no name: 'Untitled project', in the active language
 * (`translate` is `i18n._`, or `t` of `useLingui()`).
 */
export function projectName(
  project: Project,
  translate: (descriptor: MessageDescriptor) => string,
) {
  return project.name?.trim() || translate(UNTITLED_PROJECT);
}

/** The list's search: name or description, case-insensitive (spec §2); `query` is lower-cased. */
export function matchesProject(project: Project, query: string) {
  return [project.name, project.description].some((value) => value?.toLowerCase().includes(query));
}

/** Newest first; projects without a date last. */
export function newestFirst(a: Project, b: Project) {
  return timeOf(b.createdAt) - timeOf(a.createdAt);
}

import type { Style } from '@/entities/generation/model/style-catalogue';

/**
 * How the generate wizard is opened: the navigation state of a link or `navigate` to it. A new
 * design may start from a previous one's pictures ('Create New Generation', spec §4), or be made
 * for a project ('Create a design' on a project page). Callers build it with the functions below;
 * the wizard reads it with `parseWizardEntry`.
 */

export type ReusedImageType = 'source' | 'inspiration' | 'final';

/** Start from a previous generation's source pictures, inspiration pictures or result. */
export type StartFrom = { fromGeneration: string; imageType: ReusedImageType; style?: Style };

/** The project (and its customer) the design is made for, and its name to show. */
type ForProject = { projectRef: string; customerRef: string; name?: string };

type WizardEntryState = StartFrom | { forProject: ForProject };

type WizardEntry = {
  startFrom?: StartFrom;
  forProject?: { project: { projectRef: string; customerRef: string }; name?: string };
};

export function startFromGenerationState(
  generationRef: string,
  imageType: ReusedImageType,
  style: Style | undefined,
): WizardEntryState {
  return { fromGeneration: generationRef, imageType, style };
}

export function forProjectState(forProject: ForProject): WizardEntryState {
  return { forProject };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseStartFrom(state: Record<string, unknown>): StartFrom | undefined {
  const { fromGeneration, imageType } = state;
  if (typeof fromGeneration !== 'string') return undefined;
  if (imageType !== 'source' && imageType !== 'inspiration' && imageType !== 'final')
    return undefined;
  const style = state.style as Style | undefined;
  return { fromGeneration, imageType, style: style?.name ? style : undefined };
}

function parseForProject(state: Record<string, unknown>): WizardEntry['forProject'] {
  const { forProject } = state;
  if (!isRecord(forProject)) return undefined;
  const { projectRef, customerRef, name } = forProject;
  if (typeof projectRef !== 'string' || typeof customerRef !== 'string') return undefined;
  return {
    project: { projectRef, customerRef },
    name: typeof name === 'string' && name ? name : undefined,
  };
}

/** What the wizard was opened for, from its navigation state (anything else means nothing). */
export function parseWizardEntry(state: unknown): WizardEntry {
  if (!isRecord(state)) return {};
  return { startFrom: parseStartFrom(state), forProject: parseForProject(state) };
}

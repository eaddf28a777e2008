import { projectPath } from '@/config/paths';

/** The id of the project page's Presentation card (the customer page links to it). */
export const PRESENTATION_CARD_ID = 'presentation';

/** The project page, at its Presentation card: where designs are chosen to present. */
export function presentationCardPath(projectRef: string) {
  return `${projectPath(projectRef)}#${PRESENTATION_CARD_ID}`;
}

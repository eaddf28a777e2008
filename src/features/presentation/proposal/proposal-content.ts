import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { formatLongDate } from '@/lib/format';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { editLayerNames, type Design } from '@/entities/generation/edits/edited-designs';
import { designLabelParts } from '@/entities/generation/model/design-label';
import { styleDescriptionText } from '@/entities/generation/model/style-texts';
import {
  plannedDesigns,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { safeFileName } from '@/lib/files/file-name';

/**
 * What a proposal says, the same for presentation mode, the PDF and the printed page: a cover
 * about the project and its customer, then one part per chosen design. Its words, its day and
 * its file name are in the language of the `i18n` it is built with: the proposal's own
 * (`useProposalI18n`, the customer's), the one instance a screen passes down to these builders,
 * the slides, the printed page and the PDF, whatever the app's language is.
 */

/** The words of the proposal's pages, the same on the PDF and the printed page. */
export const PROPOSAL_TEXTS = {
  heading: msg`Design proposal`,
  preparedFor: msg`Prepared for`,
  site: msg`Site`,
  designs: msg`Designs`,
  note: msg`Note`,
  before: msg`Before`,
  after: msg`After`,
  untitledProject: msg`Untitled project`,
};

/** The words of the PDF's file name, lowercase: 'front-yard-proposal-2026-11-24.pdf'. */
const FILE_NAME_WORDS = {
  proposal: msg({
    message: 'proposal',
    context: 'file name',
    comment: "A word of the PDF's file name (front-yard-proposal-2026-11-24.pdf), lowercase",
  }),
  project: msg({
    message: 'project',
    context: 'file name',
    comment:
      "The PDF's file name when the project's name has no letters (project-proposal-2026-11-24.pdf), lowercase",
  }),
};

/** The cover's list of designs: '2 designs: Natural Accent, Refined Traditional'. */
export function designsSummary(i18n: I18n, styleNames: readonly string[]) {
  const count = styleNames.length;
  const names = styleNames.join(', ');
  return i18n._(msg`${plural(count, { one: '# design', other: '# designs' })}: ${names}`);
}

/** 'Design 1 of 6' (`index` from 0). */
export function designPositionLabel(i18n: I18n, index: number, count: number) {
  const position = index + 1;
  return i18n._(msg`Design ${position} of ${count}`);
}

/** A design's note as the PDF and the printed page give it: 'Note: Lowest water use.' */
export function designNoteLine(i18n: I18n, note: string) {
  return i18n._(msg`Note: ${note}`);
}

export type ProposalCover = {
  projectName: string;
  customerName?: string;
  /** The customer's email and phone, those that are known. */
  customerContact: string[];
  /** The site's address, one line per part: street lines, then 'City, State Zip'. */
  siteAddress: string[];
  /** The day the proposal is made. */
  date: Date;
  /** The proposal's note (may be empty). */
  note: string;
};

export type ProposalDesign = {
  ref: string;
  styleName: string;
  /** The catalogue's sentence about the style, or a custom style's own description. */
  styleDescription?: string;
  /** Season, weather, time of day and effect as words: ['Fall', 'Cloudy', 'Dusk', 'Calm']. */
  settings: string[];
  /** The photo it was made from (its first source photo). */
  beforeUrl: string;
  /** The generated picture. */
  afterUrl: string;
  /** The landscaper's note for it (may be empty). */
  note: string;
  /**
   * A design edited in 'Keep and mix': the pictures it takes regions from ('Original photo',
   * another design's label), in the proposal's language. None for the AI's own designs.
   */
  madeFrom?: string[];
};

export type Proposal = { cover: ProposalCover; designs: ProposalDesign[] };

/** The parts a cover is made from, as the project and customer screens know them. */
type ProposalCoverSource = {
  project: {
    name?: string;
    address1?: string;
    address2?: string;
    city?: string;
    state?: string;
    zip?: string;
  };
  customer?: { name?: string; email?: string; phone?: string };
  note: string;
  date: Date;
};

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

export function proposalCover(
  { project, customer, note, date }: ProposalCoverSource,
  i18n: I18n,
): ProposalCover {
  const cityLine = [[project.city, project.state].filter(present).join(', '), project.zip]
    .filter(present)
    .join(' ');
  return {
    projectName: present(project.name)
      ? project.name.trim()
      : i18n._(PROPOSAL_TEXTS.untitledProject),
    customerName: present(customer?.name) ? customer.name.trim() : undefined,
    customerContact: [customer?.email, customer?.phone].filter(present),
    siteAddress: [project.address1, project.address2, cityLine].filter(present),
    date,
    note: note.trim(),
  };
}

/** One chosen design as the proposal shows it, in the language of `i18n`. */
export function proposalDesign(
  design: Design,
  note: string,
  i18n: I18n,
  designs: readonly Generation[] = [],
): ProposalDesign {
  const [styleName = '', ...settings] = designLabelParts(design, i18n);
  const description = design.style ? styleDescriptionText(i18n, design.style) : undefined;
  return {
    ref: design.ref,
    styleName,
    styleDescription: present(description) ? description.trim() : undefined,
    settings,
    beforeUrl: design.sourceImages[0] ?? '',
    afterUrl: design.finalImageUrl ?? '',
    note: note.trim(),
    ...(design.edited ? { madeFrom: editLayerNames(design.edited, designs, i18n) } : {}),
  };
}

/**
 * The pictures a design is shown with, in the slides, the PDF and the printed page alike: the
 * photo it was made from, then the design.
 */
export function designPictures(design: ProposalDesign): [before: string, after: string] {
  return [design.beforeUrl, design.afterUrl];
}

/** Every picture the proposal shows, design by design (a photo behind two designs twice). */
export function proposalPictures(proposal: Proposal): string[] {
  return proposal.designs.flatMap(designPictures);
}

/** The plan's presentable designs, in its order, with their notes. */
export function proposalDesigns(
  plan: PresentationPlan,
  designs: readonly Design[],
  i18n: I18n,
): ProposalDesign[] {
  return plannedDesigns(plan, designs).map((design) =>
    proposalDesign(design, plan.notes[design.ref] ?? '', i18n, designs),
  );
}

/**
 * The proposal's day in its own language, as `i18n` (the proposal's) writes it in full:
 * 'November 24, 2026', '24 de noviembre de 2026'. Never the app's language: an English app
 * making a Spanish proposal still writes the Spanish day.
 */
export function proposalDateLabel(i18n: I18n, date: Date) {
  return formatLongDate(date, i18n.locale);
}

/** The day as the machine reads it, in the device's time zone: '2026-11-24'. */
export function proposalIsoDay(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The PDF's file name in the proposal's language (`i18n`): `<project>-proposal-<yyyy-mm-dd>.pdf`
 * in English, `<project>-propuesta-<yyyy-mm-dd>.pdf` in Spanish, the project's name made
 * file-safe.
 */
export function proposalFileName(i18n: I18n, projectName: string, date: Date) {
  // The name is cut first, so that '-proposal-<date>' always fits.
  const project = safeFileName([projectName.slice(0, 80)], '');
  return safeFileName(
    [
      project === 'download' ? i18n._(FILE_NAME_WORDS.project) : project,
      i18n._(FILE_NAME_WORDS.proposal),
      proposalIsoDay(date),
    ],
    'pdf',
  );
}

import { z } from 'zod/mini';

import { WORK_STORAGE_KEY_PREFIX } from '@/config/device-storage';
import { isLocale } from '@/lib/i18n/locale-choice';
import type { Generation } from '@/entities/generation/api/generation-schemas';

/**
 * What a landscaper shows a customer of one project: which of its designs, in which order, with
 * a note for each and one for the whole proposal. The API has no field for it: it is kept in
 * this browser (localStorage) per user and per project (`presentationPlanKey`).
 */
export type PresentationPlan = {
  /** The chosen designs' refs, in the order they are shown. */
  refs: string[];
  /** A short note per design, by ref (only for designs that have one). */
  notes: Record<string, string>;
  /** The note for the whole proposal (the PDF's cover, the presentation's first slide). */
  proposalNote: string;
  /**
   * The language of presentation mode, the PDF and its print (the customer's); none: the app's
   * language at the time.
   */
  language?: string;
};

/** The one schema of a plan (stored, or from a project file): anything else reads as no plan. */
export const presentationPlanSchema = z.object({
  refs: z.array(z.string().check(z.minLength(1))),
  notes: z.record(z.string(), z.string()),
  proposalNote: z.string(),
  // A language the app no longer has reads as none (the app's).
  language: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((language) => (isLocale(language) ? language : undefined)),
  ),
}) satisfies z.ZodMiniType<PresentationPlan>;

/**
 * A plan as stored: with when it last changed (ISO 8601, UTC). A plan stored before plans were
 * stamped has none; an unreadable stamp reads as none.
 */
const storedPlanSchema = z.extend(presentationPlanSchema, {
  updatedAt: z.catch(z.optional(z.iso.datetime()), undefined),
});

/** When a plan stored without a stamp last changed: before anything stamped. */
const UNSTAMPED = new Date(0).toISOString();

export const EMPTY_PLAN: PresentationPlan = { refs: [], notes: {}, proposalNote: '' };

/** The longest note a design may carry (it has to fit under its pictures on a PDF page). */
export const DESIGN_NOTE_MAX_LENGTH = 400;
/** The longest proposal note (it has to fit on the PDF's cover). */
export const PROPOSAL_NOTE_MAX_LENGTH = 1200;

/** Under the prefix of the user's work on this device: logout clears it. */
const PREFIX = `${WORK_STORAGE_KEY_PREFIX}presentation:`;

/** The storage key of `projectRef`'s plan for `owner` (`sessionOwner`: organization/user). */
export function presentationPlanKey(owner: string, projectRef: string) {
  return `${PREFIX}${owner}|${projectRef}`;
}

/** Whether the plan holds nothing: such a plan is not stored (its key is removed). */
export function isEmptyPlan(plan: PresentationPlan): boolean {
  return (
    plan.refs.length === 0 &&
    plan.proposalNote === '' &&
    Object.keys(plan.notes).length === 0 &&
    plan.language === undefined
  );
}

/** A design can be presented once it is finished: it has its picture and the photo it came from. */
export function isPresentable(design: Generation): boolean {
  return (
    design.currentStep === 'completed' &&
    design.finalImageUrl !== undefined &&
    design.sourceImages.length > 0
  );
}

/** Whether `ref` is in the plan. */
export function isPlanned(plan: PresentationPlan, ref: string) {
  return plan.refs.includes(ref);
}

/**
 * Adds `ref` at the end, or takes it out. Its note stays in the plan, so that ticking it again
 * (after a slip of the finger) brings the note back.
 */
export function togglePlanned(plan: PresentationPlan, ref: string): PresentationPlan {
  return isPlanned(plan, ref)
    ? { ...plan, refs: plan.refs.filter((planned) => planned !== ref) }
    : { ...plan, refs: [...plan.refs, ref] };
}

/** Moves the design at `from` to `to` (indexes into `refs`, clamped); the others keep their order. */
export function movePlanned(plan: PresentationPlan, from: number, to: number): PresentationPlan {
  const last = plan.refs.length - 1;
  if (from < 0 || from > last) return plan;
  const target = Math.max(0, Math.min(last, to));
  if (target === from) return plan;
  const refs = [...plan.refs];
  refs.splice(target, 0, ...refs.splice(from, 1));
  return { ...plan, refs };
}

/** Sets (or, when blank, removes) the note of `ref`. */
export function withDesignNote(
  plan: PresentationPlan,
  ref: string,
  note: string,
): PresentationPlan {
  const text = note.slice(0, DESIGN_NOTE_MAX_LENGTH);
  const notes = Object.fromEntries(Object.entries(plan.notes).filter(([key]) => key !== ref));
  return { ...plan, notes: text.trim() === '' ? notes : { ...notes, [ref]: text } };
}

export function withProposalNote(plan: PresentationPlan, note: string): PresentationPlan {
  return { ...plan, proposalNote: note.slice(0, PROPOSAL_NOTE_MAX_LENGTH) };
}

/** Sets the proposal's language. */
export function withLanguage(plan: PresentationPlan, language: string): PresentationPlan {
  return { ...plan, language };
}

/**
 * The plan's designs, in its order, that exist and can be presented. A design deleted since, or
 * no longer finished, drops out without touching the stored plan.
 */
export function plannedDesigns(
  plan: PresentationPlan,
  designs: readonly Generation[],
): Generation[] {
  const byRef = new Map(designs.map((design) => [design.ref, design]));
  return plan.refs.flatMap((ref) => {
    const design = byRef.get(ref);
    return design && isPresentable(design) ? [design] : [];
  });
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** A plan stored on the device, and when it last changed (ISO 8601, UTC). */
export type StoredPresentationPlan = { plan: PresentationPlan; updatedAt: string };

/**
 * The plan stored under `key` and when it last changed (a plan stored before plans were stamped:
 * the epoch); none when nothing readable is stored (or storage is switched off).
 */
export function readStoredPlan(key: string): StoredPresentationPlan | undefined {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    const parsed = storedPlanSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const { updatedAt, ...plan } = parsed.data;
    return { plan, updatedAt: updatedAt ?? UNSTAMPED };
  } catch {
    return undefined;
  }
}

/** The stored plan under `key`, or the empty plan (none, unreadable, or storage switched off). */
export function readPresentationPlan(key: string): PresentationPlan {
  return readStoredPlan(key)?.plan ?? EMPTY_PLAN;
}

/**
 * Stores the plan, stamped `updatedAt` (now, for a change made here); false when the browser
 * would not keep it (full, or storage switched off).
 */
export function writePresentationPlan(
  key: string,
  plan: PresentationPlan,
  updatedAt: string = new Date().toISOString(),
): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (isEmptyPlan(plan)) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ ...plan, updatedAt }));
    return true;
  } catch {
    return false;
  }
}

/** The projects whose plan `owner` has stored on this device, with each plan's key. */
export function storedPlanKeys(owner: string): { projectRef: string; key: string }[] {
  const store = storage();
  if (!store) return [];
  const prefix = presentationPlanKey(owner, '');
  const keys: { projectRef: string; key: string }[] = [];
  try {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix) && key.length > prefix.length) {
        keys.push({ projectRef: key.slice(prefix.length), key });
      }
    }
  } catch {
    return [];
  }
  return keys;
}

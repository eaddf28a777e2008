import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { emptyPricing, type PricedProposal } from '@/features/approval/model/priced-proposal';
import {
  hasProblems,
  isUnpriced,
  NO_PROBLEMS,
  pricingFormValues,
  readPricingForm,
  relocalized,
  restoredPricing,
  samePricing,
  type PricingDraft,
  type PricingFormValues,
  type PricingProblems,
} from '@/features/approval/pricing/pricing-form';
import {
  withUsedItems,
  type ApprovalSettings,
  type PriceListItem,
} from '@/features/approval/store/approval-store';
import {
  approvalKeys,
  useApprovalOwner,
  usePersistence,
  useSavePricing,
  useSaveSettings,
} from '@/features/approval/store/use-approval-store';
import { draftKey, readDraft, removeDraft, writeDraft } from '@/lib/form-drafts';

/** How long typing pauses before what was typed is kept. */
export const SAVE_DELAY_MS = 400;

export type PricingStatus =
  /** Nothing priced yet: nothing to say. */
  | 'none'
  | 'saved'
  | 'saving'
  /** Some fields do not read: the rest is kept. */
  | 'problems'
  /** The device refused to keep it (full storage). */
  | 'failed';

function samePriceList(a: readonly PriceListItem[], b: readonly PriceListItem[]) {
  return (
    a.length === b.length &&
    a.every(
      (item, index) => item.name === b[index]?.name && item.priceCents === b[index].priceCents,
    )
  );
}

/**
 * The Prices card's fields and their saving. The fields start from the proposal kept on the
 * device (or the business's currency) and from then on are only what the user types: a refetch
 * of the store, a re-render or a change of the designs shown never writes over them. What reads
 * is kept on the device a moment after typing pauses, at once when a field is left, and when
 * the card goes away; saves run one after the other, so the last one is what stays.
 */
export function usePricingForm({
  projectRef,
  stored,
  settings,
  locale,
  shownRefs,
}: {
  projectRef: string;
  /** The kept proposal, as the card opened (none: never priced). */
  stored: PricedProposal | null;
  /** The business's settings, as the card opened. */
  settings: ApprovalSettings;
  /** The app's language: the amounts are typed and shown in it. */
  locale: string;
  /** The designs shown: a problem of a design not shown does not hold the status. */
  shownRefs: readonly string[];
}) {
  const savePricing = useSavePricing(projectRef).mutateAsync;
  const saveSettings = useSaveSettings().mutateAsync;
  const persistence = usePersistence();
  const askForPersistence = persistence.mutate;
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();

  // Fields that did not read (or typing not yet read) before a reload come back as typed, from
  // this tab's draft; otherwise the fields start from the kept proposal. Whose draft it is is
  // fixed when the card opens.
  const [draft] = useState(() => draftKey(owner, `pricing:${projectRef}`));
  const [restored] = useState(() => restoredPricing(readDraft(draft), stored, locale));
  const [values, setValues] = useState(
    () => restored ?? pricingFormValues(stored ?? emptyPricing(settings.currency), locale),
  );
  const [problems, setProblems] = useState<PricingProblems>(() =>
    restored
      ? readPricingForm(restored, stored ?? emptyPricing(restored.currency)).problems
      : NO_PROBLEMS,
  );
  /** A change typed and not yet read (typing has not paused). */
  const [waiting, setWaiting] = useState(restored !== undefined);
  const [saving, setSaving] = useState(0);
  const [failed, setFailed] = useState(false);
  /** The proposal as the device has it now. */
  const [saved, setSaved] = useState(stored);

  // The app's language changed: amounts are written again in it (the pattern of adjusting state
  // to a prop during render: the fields never show the old language's numbers).
  if (values.locale !== locale) setValues(relocalized(values, locale));

  const valuesRef = useRef(values);
  /** The last proposal sent to be kept (what a field that does not read falls back to). */
  const keptRef = useRef(stored);
  /** The last proposal the device confirmed it keeps. */
  const savedRef = useRef(stored);
  const settingsRef = useRef(settings);
  const timerRef = useRef<number | undefined>(undefined);
  const savesRef = useRef<Promise<void>>(Promise.resolve());
  const settingsSavesRef = useRef<Promise<void>>(Promise.resolve());
  const askedRef = useRef(false);
  /** Whether this card kept a proposal (only then its add-ons go to the price list). */
  const keptHereRef = useRef(false);

  useEffect(() => {
    valuesRef.current = values;
  }, [values]);

  const updateSettings = useCallback(
    (change: (current: ApprovalSettings) => ApprovalSettings) => {
      const current = settingsRef.current;
      const next = change(current);
      if (next.currency === current.currency && samePriceList(next.priceList, current.priceList)) {
        return;
      }
      settingsRef.current = next;
      settingsSavesRef.current = settingsSavesRef.current.then(() =>
        // A settings write that fails leaves the card as it is: the prices' own save says
        // when the device is out of space.
        saveSettings(next).then(
          () => undefined,
          () => undefined,
        ),
      );
    },
    [saveSettings],
  );

  /** Puts the kept proposal's add-ons at the top of the price list. */
  const notePriceList = useCallback(() => {
    void savesRef.current.then(() => {
      if (!keptHereRef.current) return;
      const items = (savedRef.current?.addOns ?? []).map(({ name, priceCents }) => ({
        name,
        priceCents,
      }));
      if (items.length === 0) return;
      updateSettings((current) => ({
        ...current,
        priceList: withUsedItems(current.priceList, items),
      }));
    });
  }, [updateSettings]);

  const keep = useCallback(
    (pricing: PricedProposal) => {
      keptRef.current = pricing;
      setSaving((count) => count + 1);
      savesRef.current = savesRef.current.then(async () => {
        try {
          await savePricing(pricing);
          savedRef.current = pricing;
          keptHereRef.current = true;
          setSaved(pricing);
          setFailed(false);
          // The first priced proposal kept: ask the browser to keep this site's storage.
          const priced = Object.keys(pricing.options).length > 0;
          const asked = queryClient.getQueryData(approvalKeys.persistence(owner)) !== undefined;
          if (priced && !asked && !askedRef.current) {
            askedRef.current = true;
            askForPersistence();
          }
        } catch {
          // The next change, or leaving a field, tries again from what the device has.
          if (keptRef.current === pricing) keptRef.current = savedRef.current;
          setFailed(true);
        } finally {
          setSaving((count) => count - 1);
        }
      });
    },
    [savePricing, queryClient, owner, askForPersistence],
  );

  /** Reads the fields now: shows what does not read and keeps the rest if it changed. */
  const commit = useCallback(
    (current: PricingFormValues = valuesRef.current) => {
      window.clearTimeout(timerRef.current);
      timerRef.current = undefined;
      setWaiting(false);
      const kept = keptRef.current;
      const read = readPricingForm(current, kept ?? emptyPricing(current.currency));
      setProblems(read.problems);
      const unchanged = kept ? samePricing(read.pricing, kept) : isUnpriced(read.pricing);
      if (!unchanged) keep(read.pricing);
      // What does not read stays only in the fields: kept as typed until it is corrected.
      if (hasProblems(read.problems, Object.keys(current.options))) {
        writeDraft(draft, {
          values: current,
          over: [savedRef.current, unchanged ? kept : read.pricing],
        } satisfies PricingDraft);
      } else {
        removeDraft(draft);
      }
    },
    [keep, draft],
  );

  /**
   * Changes the fields; read once typing pauses, or at once (`now`) for a choice made in one
   * step (a currency, a kind of deposit, an add-on picked or removed).
   */
  const change = useCallback(
    (update: (current: PricingFormValues) => PricingFormValues, now = false) => {
      const next = update(valuesRef.current);
      valuesRef.current = next;
      setValues(next);
      // Typed and not yet read: a reload in the meantime finds it.
      writeDraft(draft, {
        values: next,
        over: [savedRef.current, keptRef.current],
      } satisfies PricingDraft);
      if (now) {
        commit(next);
        return;
      }
      setWaiting(true);
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => commit(), SAVE_DELAY_MS);
    },
    [commit, draft],
  );

  /** The business's currency, and this proposal's (its amounts stay as typed). */
  const changeCurrency = useCallback(
    (currency: string) => {
      change((current) => ({ ...current, currency }), true);
      updateSettings((current) => ({ ...current, currency }));
    },
    [change, updateSettings],
  );

  /**
   * A field was left: what it holds is kept at once (and what the device refused before is
   * tried again).
   */
  const leave = useCallback(() => {
    commit();
    notePriceList();
  }, [commit, notePriceList]);

  // Fields brought back from a draft: what of them reads is kept (typing a reload cut short).
  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => commit());
    return () => window.clearTimeout(timer);
  }, [restored, commit]);

  // The card goes away (another page, no design left to price) while typing: kept all the same.
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  }, [leave]);
  useEffect(
    () => () => {
      leaveRef.current();
    },
    [],
  );

  let status: PricingStatus = 'none';
  if (failed) status = 'failed';
  else if (hasProblems(problems, shownRefs)) status = 'problems';
  else if (waiting || saving > 0) status = 'saving';
  else if (saved) status = 'saved';

  return {
    values,
    change,
    changeCurrency,
    leave,
    problems,
    status,
    /** The proposal as the device has it (the notes under fields that do not read say it). */
    saved,
    /** The browser said it may clear this site's storage (asked once, here). */
    notPersisted: persistence.data === 'not-granted',
  };
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { DEVICE_QUERY_ROOT } from '@/config/device-storage';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import {
  addRecord,
  listRecords,
  markShared,
  readPricing,
  readSettings,
  writePricing,
  writeSettings,
  type ApprovalSettings,
  type SignedRecordEntry,
} from '@/features/approval/store/approval-store';
import { subscribeToApprovalChanges } from '@/features/approval/store/approval-changes';
import { askForPersistence } from '@/lib/offline/persistent-storage';
import { sessionOwner, useSession } from '@/lib/session/session';

/**
 * The approval feature's device stores as queries: the screens read them like the API's data
 * (loading, then the value; every screen showing one is told of a change). Their keys start
 * with DEVICE_QUERY_ROOT, so they are not persisted with the API's answers; a change of user
 * clears them with the rest of the query cache.
 */

/** The one query-key factory of the approval feature. */
export const approvalKeys = {
  all: (owner: string) => [DEVICE_QUERY_ROOT, 'approval', owner] as const,
  pricing: (owner: string, projectRef: string) =>
    [...approvalKeys.all(owner), 'pricing', projectRef] as const,
  settings: (owner: string) => [...approvalKeys.all(owner), 'settings'] as const,
  records: (owner: string) => [...approvalKeys.all(owner), 'records'] as const,
  persistence: (owner: string) => [...approvalKeys.all(owner), 'persistence'] as const,
};

/** Device stores answer without the network, online or not. */
const DEVICE_QUERY = { networkMode: 'always', staleTime: Infinity } as const;

export function useApprovalOwner() {
  return sessionOwner(useSession());
}

export function usePricing(projectRef: string) {
  const owner = useApprovalOwner();
  return useQuery({
    ...DEVICE_QUERY,
    queryKey: approvalKeys.pricing(owner, projectRef),
    queryFn: () => readPricing(owner, projectRef),
  });
}

/**
 * How many times `projectRef`'s prices or the price list were changed on the device other than
 * by the screen showing them (a project file opened), each counted once they have been read
 * again: a form that starts from them starts again (its `key`).
 */
export function useOutsideApprovalChanges(projectRef: string): number {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let current = true;
    const unsubscribe = subscribeToApprovalChanges((changed) => {
      if (changed !== owner) return;
      void Promise.all([
        queryClient.refetchQueries({ queryKey: approvalKeys.pricing(owner, projectRef) }),
        queryClient.refetchQueries({ queryKey: approvalKeys.settings(owner) }),
      ]).finally(() => {
        if (current) setChanges((count) => count + 1);
      });
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [owner, projectRef, queryClient]);
  return changes;
}

export function useApprovalSettings() {
  const owner = useApprovalOwner();
  return useQuery({
    ...DEVICE_QUERY,
    queryKey: approvalKeys.settings(owner),
    queryFn: () => readSettings(owner),
  });
}

/** Every signed record of `owner` on the device, oldest first. */
export function signedRecordsQuery(owner: string) {
  return queryOptions({
    ...DEVICE_QUERY,
    queryKey: approvalKeys.records(owner),
    queryFn: () => listRecords(owner),
  });
}

/** The signed records of the user (of `projectRef` only, when given), oldest first. */
export function useSignedRecords(projectRef?: string) {
  const session = useSession();
  const owner = sessionOwner(session);
  return useQuery({
    ...signedRecordsQuery(owner),
    // Not once signed out: Logout has just deleted the database, and reading it would make it
    // again (empty) before the app leaves the signed-in area.
    enabled: session.status === 'signed-in',
    select: (records: SignedRecordEntry[]) =>
      projectRef === undefined
        ? records
        : records.filter((record) => record.projectRef === projectRef),
  });
}

/**
 * Whether the browser keeps this site's storage for good: asked when the first priced or signed
 * proposal is kept (`usePersistence().mutate()`); the answer stays for the session.
 */
export function usePersistence() {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationKey: approvalKeys.persistence(owner),
    mutationFn: askForPersistence,
    onSuccess: (answer) => queryClient.setQueryData(approvalKeys.persistence(owner), answer),
  });
}

export function useSavePricing(projectRef: string) {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (pricing: PricedProposal) => writePricing(owner, projectRef, pricing),
    onSuccess: (_, pricing) =>
      queryClient.setQueryData(approvalKeys.pricing(owner, projectRef), pricing),
  });
}

export function useSaveSettings() {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (settings: ApprovalSettings) => writeSettings(owner, settings),
    onSuccess: (_, settings) => queryClient.setQueryData(approvalKeys.settings(owner), settings),
  });
}

export function useAddRecord() {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: addRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.records(owner) }),
  });
}

/** Notes that a record's PDF was shared or downloaded. */
export function useMarkShared() {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => markShared(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.records(owner) }),
  });
}

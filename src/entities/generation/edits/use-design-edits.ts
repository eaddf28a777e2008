import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { DEVICE_QUERY_ROOT } from '@/config/device-storage';
import {
  deleteEdit,
  listEdits,
  markEditDownloaded,
  notDownloaded,
  readEdit,
  writeEdit,
  type DesignEdit,
} from '@/entities/generation/edits/design-edit-store';
import { askForPersistence } from '@/lib/offline/persistent-storage';
import { sessionOwner, useSession } from '@/lib/session/session';

/**
 * The edits kept on the device as queries: the design's page, the editor and every screen that
 * shows a design read them like the API's data, and hear of a save at once. Their keys start
 * with DEVICE_QUERY_ROOT, so the persisted query cache leaves them out (they are on the device
 * already); a change of user clears them with the rest of the query cache.
 */

/** The one query-key factory of the edits. */
export const designEditKeys = {
  all: (owner: string) => [DEVICE_QUERY_ROOT, 'design-edits', owner] as const,
  list: (owner: string) => [...designEditKeys.all(owner), 'list'] as const,
  detail: (owner: string, baseRef: string) =>
    [...designEditKeys.all(owner), 'detail', baseRef] as const,
};

/** Device stores answer without the network, online or not. */
const DEVICE_QUERY = { networkMode: 'always', staleTime: Infinity } as const;

/** Whose edits these are: the signed-in user in their organization. */
export function useEditOwner() {
  return sessionOwner(useSession());
}

/** The edit of the design `baseRef` (null: none yet). */
export function useDesignEdit(baseRef: string) {
  const session = useSession();
  const owner = sessionOwner(session);
  return useQuery({
    ...DEVICE_QUERY,
    queryKey: designEditKeys.detail(owner, baseRef),
    queryFn: () => readEdit(owner, baseRef),
    // Not once signed out: Logout has just deleted the database, which reading would make again.
    enabled: session.status === 'signed-in' && baseRef !== '',
  });
}

/** Every edit of `owner` on the device, the most recently saved first. */
function designEditsQuery(owner: string) {
  return queryOptions({
    ...DEVICE_QUERY,
    queryKey: designEditKeys.list(owner),
    queryFn: () => listEdits(owner),
  });
}

/** Every edit of the user, the most recently saved first. */
export function useDesignEdits() {
  const session = useSession();
  return useQuery({
    ...designEditsQuery(sessionOwner(session)),
    enabled: session.status === 'signed-in',
  });
}

/**
 * The edits on the device whose latest picture never left it (never downloaded since it last
 * changed), and `check`, which reads them from the device first if they are not read yet (a
 * Logout pressed at once still knows them).
 */
export function useUndownloadedEdits() {
  const owner = useEditOwner();
  const queryClient = useQueryClient();
  const edits = useDesignEdits();
  const check = useCallback(
    async () => (await queryClient.query(designEditsQuery(owner))).filter(notDownloaded),
    [queryClient, owner],
  );
  return { edits: (edits.data ?? []).filter(notDownloaded), check };
}

/** Saves, marks as downloaded and deletes edits; every screen showing one hears of it. */
export function useDesignEditChanges() {
  const queryClient = useQueryClient();
  const owner = useEditOwner();
  const refresh = () => queryClient.invalidateQueries({ queryKey: designEditKeys.all(owner) });
  const save = useMutation({
    networkMode: 'always',
    mutationFn: async (edit: Omit<DesignEdit, 'owner'>) => {
      await writeEdit({ ...edit, owner });
      // What the user made lives on the device: the browser is asked not to evict it.
      void askForPersistence();
    },
    onSuccess: refresh,
  });
  const markDownloaded = useMutation({
    networkMode: 'always',
    mutationFn: (baseRef: string) => markEditDownloaded(owner, baseRef),
    onSuccess: refresh,
  });
  const remove = useMutation({
    networkMode: 'always',
    mutationFn: (baseRef: string) => deleteEdit(owner, baseRef),
    onSuccess: refresh,
  });
  return { save, markDownloaded, remove };
}

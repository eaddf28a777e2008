import {
  IsRestoringProvider,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { use, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { AppServicesContext } from '@/app/provider';
import {
  PhotoPreparerContext,
  photoPreparerSource,
  type PhotoPreparerSource,
} from '@/lib/photo-preparation/photo-preparer';
import { whenApiReady } from '@/lib/api/api-ready';
import { createQueryClient } from '@/lib/api/query-client';
import { claimDevice } from '@/lib/offline/device-data';
import { persistQueries } from '@/lib/offline/query-persistence';
import { sessionOwner, useSession } from '@/lib/session/session';
import { UploadTransportContext, xhrUploadTransport } from '@/lib/uploads/upload-transport';

/** The app's one query client and photo preparer, made when the first screen that fetches opens. */
let appQueryClient: QueryClient | undefined;
let appPhotoPreparer: PhotoPreparerSource | undefined;

/** Whose data each client holds: the session owner it last saw (see `sessionOwner`). */
const dataOwners = new WeakMap<QueryClient, string>();

/**
 * Forgets all fetched data when the signed-in user changes (logout, a 401, expiry, another tab),
 * so nobody sees the previous user's data and nothing refetches with a dead token. The owner is
 * kept with the client, not the component: a change while no screen with data is open (on the
 * landing page, say) is still seen when the next one opens.
 */
function ClearDataOnUserChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  const user = sessionOwner(session);

  useEffect(() => {
    if (dataOwners.has(queryClient) && dataOwners.get(queryClient) !== user) queryClient.clear();
    dataOwners.set(queryClient, user);
  }, [user, queryClient]);

  return null;
}

const SIGNED_OUT = sessionOwner({ status: 'signed-out' });

/**
 * The app's own query client keeps what the signed-in user has seen on the device, and starts
 * from it (src/lib/offline/query-persistence.ts): screens wait for that (React Query's
 * `isRestoring`), a few milliseconds, before they ask the network (and, in demo mode, for its
 * in-browser API). At sign-in, the device is
 * first cleared of another user's data. Clients given by tests are left alone.
 */
function usePersistedQueries(client: QueryClient, persist: boolean) {
  const user = sessionOwner(useSession());
  const active = persist && user !== SIGNED_OUT && typeof indexedDB !== 'undefined';
  const [restoredFor, setRestoredFor] = useState<string | undefined>();

  useEffect(() => {
    if (!active) return;
    const run: { cancelled: boolean; stop?: () => void } = { cancelled: false };
    void claimDevice(user)
      .catch(() => undefined)
      // Kept data shows pictures at once: in demo mode they come from its in-browser API,
      // which must run first (a build with an API has nothing to wait for).
      .then(() => whenApiReady().catch(() => undefined))
      .then(() => persistQueries(client, user))
      .then((stop) => {
        if (run.cancelled) {
          stop();
          return;
        }
        run.stop = stop;
        setRestoredFor(user);
      });
    return () => {
      run.cancelled = true;
      run.stop?.();
    };
  }, [active, client, user]);

  return active && restoredFor !== user;
}

/**
 * Around every screen that fetches or keeps data (the email confirmation, the whole `/app`
 * area): the query client, the upload transport and the photo preparer, each the one the
 * `AppProvider` was given, else the browser's.
 */
export function DataLayout() {
  const given = use(AppServicesContext);
  const [client] = useState(() => given.queryClient ?? (appQueryClient ??= createQueryClient()));
  const [preparer] = useState(() =>
    given.photoPreparer
      ? photoPreparerSource(given.photoPreparer)
      : (appPhotoPreparer ??= photoPreparerSource()),
  );
  const transport = given.uploadTransport ?? xhrUploadTransport;
  const restoring = usePersistedQueries(client, !given.queryClient);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        <PhotoPreparerContext value={preparer}>
          <UploadTransportContext value={transport}>
            <ClearDataOnUserChange />
            <Outlet />
          </UploadTransportContext>
        </PhotoPreparerContext>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

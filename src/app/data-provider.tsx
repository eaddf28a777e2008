import {
  IsRestoringProvider,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { use, useEffect, useState, type ReactNode } from 'react';

import { AppServicesContext } from '@/app/provider';
import { SignedProposalMakerContext } from '@/features/approval/signed-pdf/signed-proposal-maker';
import {
  PhotoPreparerContext,
  photoPreparerSource,
  type PhotoPreparerSource,
} from '@/lib/photo-preparation/photo-preparer';
import { whenApiReady } from '@/lib/api/api-ready';
import { createQueryClient } from '@/lib/api/query-client';
import { persistQueries } from '@/lib/offline/query-persistence';
import { sessionOwner, useSession } from '@/lib/session/session';
import { claimDevice, clearQueriesOnUserChange } from '@/lib/session/sign-out-wipe';
import { UploadTransportContext, xhrUploadTransport } from '@/lib/uploads/upload-transport';

/** The app's one query client and photo preparer, made when the first screen that fetches opens. */
let appQueryClient: QueryClient | undefined;
let appPhotoPreparer: PhotoPreparerSource | undefined;

/** Forgets all fetched data when the signed-in user changes (src/lib/session/sign-out-wipe.ts). */
function ClearDataOnUserChange() {
  const user = sessionOwner(useSession());
  const queryClient = useQueryClient();
  useEffect(() => clearQueriesOnUserChange(queryClient, user), [user, queryClient]);
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
 * area, through `routes/data-layout-route.tsx`): the query client, the upload transport, the
 * photo preparer and the signed proposal's maker, each the one the `AppProvider` was given, else
 * the browser's.
 */
export function DataProvider({ children }: { children: ReactNode }) {
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
            <SignedProposalMakerContext value={given.signedProposalMaker}>
              <ClearDataOnUserChange />
              {children}
            </SignedProposalMakerContext>
          </UploadTransportContext>
        </PhotoPreparerContext>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import {
  PhotoPreparerContext,
  photoPreparerSource,
} from '@/features/generations/photo-preparation/photo-preparer';
import type { PhotoPreparer } from '@/features/generations/photo-preparation/photo-types';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import {
  UploadTransportContext,
  xhrUploadTransport,
  type UploadTransport,
} from '@/lib/upload-transport';

/**
 * Forgets all fetched data when the signed-in user changes (logout, a 401, expiry, another tab),
 * so nobody sees the previous user's data and nothing refetches with a dead token.
 */
function ClearDataOnUserChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  const user =
    session.status === 'signed-in'
      ? `${session.user.organizationRef}/${session.user.userRef ?? ''}`
      : undefined;
  const previous = useRef(user);

  useEffect(() => {
    if (previous.current !== undefined && previous.current !== user) queryClient.clear();
    previous.current = user;
  }, [user, queryClient]);

  return null;
}

/**
 * Everything every screen needs around it. Tests pass their own QueryClient, and what the test DOM
 * cannot do the browser's way: a photo preparer (the browser's loads with the first photo) and
 * an upload transport (the browser's is XMLHttpRequest). Each is read once, at the first render.
 */
export function AppProvider({
  children,
  queryClient,
  photoPreparer,
  uploadTransport = xhrUploadTransport,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  photoPreparer?: PhotoPreparer;
  uploadTransport?: UploadTransport;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [preparer] = useState(() => photoPreparerSource(photoPreparer));
  const [transport] = useState(() => uploadTransport);
  return (
    <QueryClientProvider client={client}>
      <PhotoPreparerContext value={preparer}>
        <UploadTransportContext value={transport}>
          <ClearDataOnUserChange />
          {children}
        </UploadTransportContext>
      </PhotoPreparerContext>
    </QueryClientProvider>
  );
}

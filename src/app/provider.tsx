import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';

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

/** Everything every screen needs around it. Tests pass their own QueryClient. */
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ClearDataOnUserChange />
      {children}
    </QueryClientProvider>
  );
}

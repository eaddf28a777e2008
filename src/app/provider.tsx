import type { QueryClient } from '@tanstack/react-query';
import { createContext, useState, type ReactNode } from 'react';

import type { SignedProposalMaker } from '@/features/approval/signed-pdf/signed-proposal-maker';
import type { PhotoPreparer } from '@/lib/photo-preparation/photo-types';
import type { UploadTransport } from '@/lib/uploads/upload-transport';

/**
 * What the app's data layer uses, when given from outside (by the tests, for what the test DOM
 * cannot do the browser's way). The data layer itself (React Query, the upload transport, the
 * photo preparer, the signed proposal's maker) loads with the first screen that fetches
 * (`data-layout-route.tsx`) and makes the browser's defaults for what is not given: the public
 * pages that fetch nothing, the landing first, never download it.
 */
type AppServices = {
  queryClient?: QueryClient;
  /** Checks and shrinks the chosen photos (the browser's loads with the first photo). */
  photoPreparer?: PhotoPreparer;
  /** Sends files to presigned URLs (the browser's is XMLHttpRequest). */
  uploadTransport?: UploadTransport;
  /** Writes the signed proposal's PDF (the browser's decodes its pictures and writes it in workers). */
  signedProposalMaker?: SignedProposalMaker;
};

export const AppServicesContext = createContext<AppServices>({});

/** Everything every screen needs around it. The services are read once, at the first render. */
export function AppProvider({ children, ...services }: AppServices & { children: ReactNode }) {
  const [given] = useState(() => services);
  return <AppServicesContext value={given}>{children}</AppServicesContext>;
}

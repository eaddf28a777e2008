import { Outlet } from 'react-router-dom';

import { DataProvider } from '@/app/data-provider';

/**
 * The layout of every screen that fetches or keeps data: its providers (`app/data-provider.tsx`)
 * load with the first such screen, so the public pages never download them.
 */
export function DataLayout() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}

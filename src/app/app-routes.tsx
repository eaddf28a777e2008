import { Navigate, type RouteObject } from 'react-router-dom';

import { recoverableLazy } from '@/app/recoverable-lazy';
import { screenCode } from '@/app/screen-code';
import { paths } from '@/config/paths';

/**
 * The `/app` area: its layout (only for a signed-in user) and its screens. The router learns
 * them on the first address the public routes do not match (`patchRoutesOnNavigation` in
 * router.tsx), so the public pages do not carry this table. Presentation mode is signed-in too,
 * but full screen, outside the app's frame.
 */
export const appRoutes: RouteObject[] = [
  {
    path: `${paths.app.projects}/:projectRef/present`,
    handle: screenCode('src/app/signed-in-guard.tsx', 'src/app/error-boundaries.tsx'),
    lazy: recoverableLazy(() =>
      Promise.all([import('@/app/signed-in-guard'), import('@/app/error-boundaries')]).then(
        ([guard, boundaries]) => ({
          Component: guard.SignedInOnly,
          ErrorBoundary: boundaries.AppErrorBoundary,
        }),
      ),
    ),
    children: [
      {
        index: true,
        handle: screenCode('src/app/routes/app/projects/project-present-route.tsx'),
        lazy: recoverableLazy(() =>
          import('@/app/routes/app/projects/project-present-route').then((m) => ({
            Component: m.ProjectPresentRoute,
          })),
        ),
      },
    ],
  },
  {
    path: paths.app.root,
    handle: screenCode('src/app/routes/app/app-layout-route.tsx'),
    lazy: recoverableLazy(() =>
      import('@/app/routes/app/app-layout-route').then((m) => ({ Component: m.AppRoot })),
    ),
    children: [
      { index: true, element: <Navigate to={paths.app.dashboard} replace /> },
      {
        // Errors inside a screen show within the app frame, with the sidebar still there.
        handle: screenCode('src/app/error-boundaries.tsx'),
        lazy: () =>
          import('@/app/error-boundaries').then((m) => ({
            ErrorBoundary: m.AppErrorBoundary,
          })),
        children: [
          {
            path: 'dashboard',
            handle: screenCode('src/app/routes/app/dashboard-route.tsx'),
            lazy: recoverableLazy(() =>
              import('@/app/routes/app/dashboard-route').then((m) => ({
                Component: m.DashboardRoute,
              })),
            ),
          },
          {
            path: 'generations',
            children: [
              {
                index: true,
                // The list shows the designs queued on this device too: their store at once.
                handle: screenCode(
                  'src/app/routes/app/generations/generations-list-route.tsx',
                  'src/features/generate/design-queue/design-queue-store.ts',
                ),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generations-list-route').then((m) => ({
                    Component: m.GenerationsListRoute,
                  })),
                ),
              },
              {
                path: 'compare',
                handle: screenCode('src/app/routes/app/generations/compare-generations-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/compare-generations-route').then((m) => ({
                    Component: m.CompareGenerationsRoute,
                  })),
                ),
              },
              {
                path: 'generate',
                handle: screenCode('src/app/routes/app/generations/generate-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generate-route').then((m) => ({
                    Component: m.GenerateRoute,
                  })),
                ),
              },
              {
                path: ':yardVisionGenerationRef',
                handle: screenCode('src/app/routes/app/generations/generation-detail-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generation-detail-route').then((m) => ({
                    Component: m.GenerationDetailRoute,
                  })),
                ),
              },
              {
                path: ':yardVisionGenerationRef/keep-and-mix',
                handle: screenCode('src/app/routes/app/generations/generation-edit-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generation-edit-route').then((m) => ({
                    Component: m.GenerationEditRoute,
                  })),
                ),
              },
              {
                path: ':yardVisionGenerationRef/variations',
                handle: screenCode(
                  'src/app/routes/app/generations/generation-variations-route.tsx',
                ),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generation-variations-route').then((m) => ({
                    Component: m.GenerationVariationsRoute,
                  })),
                ),
              },
            ],
          },
          {
            path: 'customers',
            children: [
              {
                index: true,
                handle: screenCode('src/app/routes/app/customers/customers-list-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/customers/customers-list-route').then((m) => ({
                    Component: m.CustomersListRoute,
                  })),
                ),
              },
              {
                path: ':customerRef',
                handle: screenCode('src/app/routes/app/customers/customer-detail-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/customers/customer-detail-route').then((m) => ({
                    Component: m.CustomerDetailRoute,
                  })),
                ),
              },
            ],
          },
          {
            path: 'projects',
            children: [
              {
                index: true,
                handle: screenCode('src/app/routes/app/projects/projects-list-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/projects/projects-list-route').then((m) => ({
                    Component: m.ProjectsListRoute,
                  })),
                ),
              },
              {
                path: ':projectRef',
                handle: screenCode('src/app/routes/app/projects/project-detail-route.tsx'),
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/projects/project-detail-route').then((m) => ({
                    Component: m.ProjectDetailRoute,
                  })),
                ),
              },
            ],
          },
          {
            path: 'signed-proposals',
            handle: screenCode(
              'src/app/routes/app/signed-proposals/open-signed-proposal-route.tsx',
            ),
            lazy: recoverableLazy(() =>
              import('@/app/routes/app/signed-proposals/open-signed-proposal-route').then((m) => ({
                Component: m.OpenSignedProposalRoute,
              })),
            ),
          },
          { path: '*', element: <Navigate to={paths.app.dashboard} replace /> },
        ],
      },
    ],
  },
];

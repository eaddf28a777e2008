import { Navigate, type RouteObject } from 'react-router-dom';

import { recoverableLazy } from '@/app/recoverable-lazy';
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
    lazy: recoverableLazy(() =>
      import('@/app/routes/app/app-layout-route').then((m) => ({ Component: m.AppRoot })),
    ),
    children: [
      { index: true, element: <Navigate to={paths.app.dashboard} replace /> },
      {
        // Errors inside a screen show within the app frame, with the sidebar still there.
        lazy: () =>
          import('@/app/error-boundaries').then((m) => ({
            ErrorBoundary: m.AppErrorBoundary,
          })),
        children: [
          {
            path: 'dashboard',
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
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generations-list-route').then((m) => ({
                    Component: m.GenerationsListRoute,
                  })),
                ),
              },
              {
                path: 'compare',
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/compare-generations-route').then((m) => ({
                    Component: m.CompareGenerationsRoute,
                  })),
                ),
              },
              {
                path: 'generate',
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generate-route').then((m) => ({
                    Component: m.GenerateRoute,
                  })),
                ),
              },
              {
                path: ':yardVisionGenerationRef',
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/generations/generation-detail-route').then((m) => ({
                    Component: m.GenerationDetailRoute,
                  })),
                ),
              },
              {
                path: ':yardVisionGenerationRef/variations',
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
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/customers/customers-list-route').then((m) => ({
                    Component: m.CustomersListRoute,
                  })),
                ),
              },
              {
                path: ':customerRef',
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
                lazy: recoverableLazy(() =>
                  import('@/app/routes/app/projects/projects-list-route').then((m) => ({
                    Component: m.ProjectsListRoute,
                  })),
                ),
              },
              {
                path: ':projectRef',
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

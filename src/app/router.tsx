import { Navigate, type RouteObject } from 'react-router-dom';

import { AppErrorBoundary, RootErrorBoundary } from '@/app/error-boundaries';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';

/**
 * The whole route tree. Every screen is lazy-loaded: `/` loads only the public layout and its
 * page, never the app area. The same tree runs in the browser and in the tests.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: () =>
          import('@/app/routes/public/public-layout-route').then((m) => ({
            Component: m.PublicRoot,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import('@/app/routes/public/landing-route').then((m) => ({
                Component: m.LandingRoute,
              })),
          },
          {
            path: 'login',
            lazy: () =>
              import('@/app/routes/public/login-route').then((m) => ({
                Component: m.LoginRoute,
              })),
          },
          {
            path: 'register',
            lazy: () =>
              import('@/app/routes/public/register-route').then((m) => ({
                Component: m.RegisterRoute,
              })),
          },
          {
            path: 'confirm',
            lazy: () =>
              import('@/app/routes/public/confirm-route').then((m) => ({
                Component: m.ConfirmRoute,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('@/app/routes/public/forgot-password-route').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('@/app/routes/public/not-found-route').then((m) => ({
                Component: m.NotFoundRoute,
              })),
          },
        ],
      },
      {
        path: paths.app.root,
        lazy: () =>
          import('@/app/routes/app/app-layout-route').then((m) => ({ Component: m.AppRoot })),
        children: [
          {
            // Errors inside a screen show within the app frame, with the sidebar still there.
            errorElement: <AppErrorBoundary />,
            children: [
              { index: true, element: <Navigate to={paths.app.dashboard} replace /> },
              {
                path: 'dashboard',
                lazy: () =>
                  import('@/app/routes/app/dashboard-route').then((m) => ({
                    Component: m.DashboardRoute,
                  })),
              },
              {
                path: 'generations',
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('@/app/routes/app/generations/generations-list-route').then((m) => ({
                        Component: m.GenerationsListRoute,
                      })),
                  },
                  {
                    path: 'generate',
                    lazy: () =>
                      import('@/app/routes/app/generations/generate-route').then((m) => ({
                        Component: m.GenerateRoute,
                      })),
                  },
                  {
                    path: ':yardVisionGenerationRef',
                    lazy: () =>
                      import('@/app/routes/app/generations/generation-detail-route').then((m) => ({
                        Component: m.GenerationDetailRoute,
                      })),
                  },
                ],
              },
              {
                path: 'customers',
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('@/app/routes/app/customers/customers-list-route').then((m) => ({
                        Component: m.CustomersListRoute,
                      })),
                  },
                  {
                    path: ':customerRef',
                    lazy: () =>
                      import('@/app/routes/app/customers/customer-detail-route').then((m) => ({
                        Component: m.CustomerDetailRoute,
                      })),
                  },
                ],
              },
              {
                path: 'projects',
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('@/app/routes/app/projects/projects-list-route').then((m) => ({
                        Component: m.ProjectsListRoute,
                      })),
                  },
                  {
                    path: ':projectRef',
                    lazy: () =>
                      import('@/app/routes/app/projects/project-detail-route').then((m) => ({
                        Component: m.ProjectDetailRoute,
                      })),
                  },
                ],
              },
              { path: '*', element: <Navigate to={paths.app.dashboard} replace /> },
            ],
          },
        ],
      },
    ],
  },
];

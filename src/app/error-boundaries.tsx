import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorScreen } from '@/components/errors/error-screen';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

/** Reloading also fetches route code again, which is what fails after a new release. */
function reload() {
  window.location.reload();
}

/** Shown instead of the framework's default error page when anything outside the app area fails. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="flex min-h-svh flex-col">
      <ErrorScreen
        details={describeError(error)}
        onRetry={reload}
        secondaryAction={
          <a href={paths.home} className={buttonVariants({ variant: 'outline' })}>
            Go to the home page
          </a>
        }
      />
    </main>
  );
}

/** Shown inside the app frame when a screen fails, so the navigation stays usable. */
export function AppErrorBoundary() {
  const error = useRouteError();
  return (
    <ErrorScreen
      details={describeError(error)}
      onRetry={reload}
      secondaryAction={
        <Link to={paths.app.dashboard} className={buttonVariants({ variant: 'outline' })}>
          Go to the dashboard
        </Link>
      }
    />
  );
}

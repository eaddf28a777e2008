// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { loginPath, redirectTargetAfterLogin } from '@/config/paths';

describe('sign-in redirects', () => {
  it('carries the app path the user was heading to', () => {
    expect(loginPath('/app/projects/p1?tab=files')).toBe(
      '/login?redirectTo=%2Fapp%2Fprojects%2Fp1%3Ftab%3Dfiles',
    );
    expect(redirectTargetAfterLogin('?redirectTo=%2Fapp%2Fprojects%2Fp1%3Ftab%3Dfiles')).toBe(
      '/app/projects/p1?tab=files',
    );
  });

  it('goes to the dashboard when there is no target', () => {
    expect(loginPath()).toBe('/login');
    expect(redirectTargetAfterLogin('')).toBe('/app/dashboard');
  });

  it.each(['https://evil.example/app', '//evil.example/app', '/login', '/application', 'app/x'])(
    'never sends the user out of the app area: %s',
    (target) => {
      expect(loginPath(target)).toBe('/login');
      expect(redirectTargetAfterLogin(`?redirectTo=${encodeURIComponent(target)}`)).toBe(
        '/app/dashboard',
      );
    },
  );
});

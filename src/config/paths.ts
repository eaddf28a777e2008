/** Every route of the app, in one place. Links and redirects build their targets from here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  confirm: '/confirm',
  forgotPassword: '/forgot-password',
  app: {
    root: '/app',
    dashboard: '/app/dashboard',
    generations: '/app/generations',
    generate: '/app/generations/generate',
    compareGenerations: '/app/generations/compare',
    customers: '/app/customers',
    newCustomer: '/app/customers/new',
    projects: '/app/projects',
    newProject: '/app/projects/new',
    /** 'Open a signed proposal': a signed PDF checked against its approval record. */
    signedProposals: '/app/signed-proposals',
  },
} as const;

/** The route segment that opens a detail screen empty, to create (spec §2: 'new' means create). */
export const NEW_REF = 'new';

/** `/app/customers/{customerRef}`. */
export function customerPath(customerRef: string) {
  return `${paths.app.customers}/${encodeURIComponent(customerRef)}`;
}

/** `/app/projects/{projectRef}`. */
export function projectPath(projectRef: string) {
  return `${paths.app.projects}/${encodeURIComponent(projectRef)}`;
}

/** `/app/projects/{projectRef}/present`: the project's chosen designs, full screen. */
export function projectPresentPath(projectRef: string) {
  return `${projectPath(projectRef)}/present`;
}

/** `/app/generations/{generationRef}`. */
export function generationDetailPath(generationRef: string) {
  return `${paths.app.generations}/${encodeURIComponent(generationRef)}`;
}

/** `/app/generations/{generationRef}/variations`: variations of one design. */
export function generationVariationsPath(generationRef: string) {
  return `${generationDetailPath(generationRef)}/variations`;
}

/** `/app/generations/{generationRef}/keep-and-mix`: the design edited from its layers. */
export function generationEditPath(generationRef: string) {
  return `${generationDetailPath(generationRef)}/keep-and-mix`;
}

/** The compare studio compares 2 to 4 designs (and a variations sweep makes at most 4). */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The compare studio's `ids` parameter: the designs side by side, in order. */
export const COMPARE_IDS_PARAM = 'ids';

/** `/app/generations/compare?ids=a,b,c`: the compare studio with these designs. */
export function compareGenerationsPath(generationRefs: readonly string[]) {
  const ids = generationRefs.map(encodeURIComponent).join(',');
  return `${paths.app.compareGenerations}?${COMPARE_IDS_PARAM}=${ids}`;
}

const REDIRECT_PARAM = 'redirectTo';

/** The sign-in address that brings the user back to `redirectTo` once signed in. */
export function loginPath(redirectTo?: string) {
  if (!redirectTo || !isAppPath(redirectTo)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}`;
}

/**
 * Where to go after signing in: the `redirectTo` query value when it is a path inside the app
 * (never another site), else the dashboard.
 */
export function redirectTargetAfterLogin(search: string) {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target && isAppPath(target) ? target : paths.app.dashboard;
}

function isAppPath(value: string) {
  return value === paths.app.root || value.startsWith(`${paths.app.root}/`);
}

type NodeProcess = {
  env: Record<string, string | undefined>;
  getBuiltinModule: (id: string) => unknown;
};
type NodeFs = { existsSync: (path: string) => boolean };

const nodeProcess = (globalThis as unknown as { process: NodeProcess }).process;
const fs = nodeProcess.getBuiltinModule('node:fs') as NodeFs;

/**
 * Tests that read what the app wrote with a Debian program (qpdf; poppler's pdftotext,
 * pdfdetach, pdfinfo). CI installs each one before the unit tests run (.ci/run), and there a
 * missing program fails the test, naming its package: a test that skipped itself on a fresh
 * machine would never have run. Only a developer's machine without it skips the test.
 */
export function skipWithout(path: string): boolean {
  return !fs.existsSync(path) && nodeProcess.env.CI !== 'true';
}

/** Fails the test, saying what to install, when the program at `path` is missing. */
export function expectProgram(path: string, debianPackage: string): void {
  if (!fs.existsSync(path)) {
    throw new Error(`${path} is missing: apt-get install ${debianPackage} (CI installs it).`);
  }
}

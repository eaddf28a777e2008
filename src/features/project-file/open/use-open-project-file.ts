import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { DEVICE_QUERY_ROOT } from '@/config/device-storage';
import { generationsQueryOptions } from '@/entities/generation/api/get-generations';
import { editedBaseRef } from '@/entities/generation/edits/edited-designs';
import { getNetworkStatus } from '@/lib/network/network-status';
import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { sessionOwner, useSession } from '@/lib/session/session';
import {
  ProjectFileError,
  type ProjectFileProblem,
} from '@/features/project-file/model/project-file-error';
import { PROJECT_FILE_LIMITS } from '@/features/project-file/model/project-file-format';
import type {
  OpenContext,
  OpenedProjectFile,
} from '@/features/project-file/model/open-project-file';

export type OpenState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'refused'; fileName: string; problem: ProjectFileProblem }
  | { step: 'preview'; fileName: string; opened: OpenedProjectFile }
  | { step: 'applying'; fileName: string; opened: OpenedProjectFile }
  | { step: 'applied'; fileName: string; opened: OpenedProjectFile; changed: number }
  | { step: 'apply-failed'; fileName: string; opened: OpenedProjectFile };

/** The reading and checking code, loaded on the first file (fflate with it). */
const loadOpening = () => import('@/features/project-file/model/open-project-file');

function problemOf(error: unknown): ProjectFileProblem {
  return error instanceof ProjectFileError ? error.problem : { kind: 'unreadable' };
}

/**
 * Opening a project file: `open(file)` reads and checks it (nothing changes), `apply()` writes
 * what is new or newer once the user confirms, `close()` forgets it. A second file chosen while
 * one is read wins.
 */
export function useOpenProjectFile(loadParts: LoadWorkParts) {
  const { i18n } = useLingui();
  const session = useSession();
  const owner = sessionOwner(session);
  const organizationRef = session.status === 'signed-in' ? session.user.organizationRef : '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<OpenState>({ step: 'idle' });
  const current = useRef(0);

  /** The designs the API has: asked for when online, else as last seen (or not known). */
  const knownDesigns = useCallback(async () => {
    const query = generationsQueryOptions(organizationRef);
    const seen = queryClient.getQueryData(query.queryKey);
    if (getNetworkStatus() !== 'online') return seen;
    return queryClient.query({ ...query, staleTime: 30_000 }).catch(() => seen);
  }, [queryClient, organizationRef]);

  /** Where a project's work lives on this device: the signed-in owner's, in the app's language. */
  const scopeOf = useCallback((projectRef: string) => ({ owner, projectRef, i18n }), [owner, i18n]);

  const contextOf = useCallback(async (): Promise<OpenContext> => {
    const designs = await knownDesigns();
    const known = designs ? new Set(designs.map((design) => design.ref)) : undefined;
    return {
      parts: await loadParts(),
      organizationRef,
      scopeOf,
      // Without the list (offline, not loaded yet) no design is said to be missing.
      designExists: (ref) => !known || known.has(editedBaseRef(ref) ?? ref),
    };
  }, [knownDesigns, loadParts, organizationRef, scopeOf]);

  const open = useCallback(
    async (file: File) => {
      const attempt = ++current.current;
      const fileName = file.name;
      setState({ step: 'reading', fileName });
      try {
        if (file.size > PROJECT_FILE_LIMITS.fileBytes) {
          throw new ProjectFileError({ kind: 'too-large', limit: 'file' });
        }
        const bytes = await file.arrayBuffer().catch(() => {
          throw new ProjectFileError({ kind: 'unreadable' });
        });
        const [{ openProjectFile }, context] = await Promise.all([loadOpening(), contextOf()]);
        const opened = await openProjectFile(new Uint8Array(bytes), context);
        if (attempt === current.current) setState({ step: 'preview', fileName, opened });
      } catch (error) {
        if (attempt === current.current) {
          setState({ step: 'refused', fileName, problem: problemOf(error) });
        }
      }
    },
    [contextOf],
  );

  const apply = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { fileName, opened } = state;
    const attempt = current.current;
    setState({ step: 'applying', fileName, opened });
    try {
      // Applying needs the parts and the scope only: the designs were looked up on opening.
      const [{ applyProjectFile }, parts] = await Promise.all([loadOpening(), loadParts()]);
      const changed = await applyProjectFile(opened, { parts, scopeOf });
      if (attempt === current.current) setState({ step: 'applied', fileName, opened, changed });
    } catch {
      if (attempt === current.current) setState({ step: 'apply-failed', fileName, opened });
    } finally {
      // Every screen that reads the device's stores reads them again.
      await queryClient.invalidateQueries({ queryKey: [DEVICE_QUERY_ROOT] });
    }
  }, [state, loadParts, scopeOf, queryClient]);

  const close = useCallback(() => {
    current.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, open, apply, close };
}

import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { APP_VERSION } from '@/config/app-version';
import { DEVICE_QUERY_ROOT } from '@/config/device-storage';
import { saveBlob } from '@/lib/files/download';
import { canShareFile, shareFile } from '@/lib/files/share-file';
import type { WorkScope } from '@/lib/project-work/project-work';
import { sessionOwner, useSession } from '@/lib/session/session';
import type { ExportedProject } from '@/features/project-file/model/export-project';
import type { LoadWorkParts } from '@/lib/project-work/project-work';

export type ExportState =
  | { status: 'idle' }
  /** `run`: which export (one after the other); `progress`: 0 to 1. */
  | { status: 'busy'; run: number; progress: number }
  /** Made; the browser can share it: the user picks the share sheet or the download. */
  | { status: 'ready'; exported: ExportedProject }
  | { status: 'done'; fileName: string; how: 'shared' | 'downloaded' }
  | { status: 'failed' };

/** The exporting code, loaded on the first export (fflate with it). */
const loadExporting = () => import('@/features/project-file/model/export-project');

/**
 * Exporting a project: `start()` reads its work and makes the file, then downloads it, or, where
 * the browser can share the file, offers the share sheet (`share()`) beside the download
 * (`download()`): the share sheet needs a tap of its own once the file is made.
 */
export function useExportProject({
  loadParts,
  project,
  onExported,
}: {
  loadParts: LoadWorkParts;
  project: { ref: string; name: string };
  onExported?: () => void;
}) {
  const { i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);
  const runs = useRef(0);

  const scope = useCallback(
    (): WorkScope => ({ owner: sessionOwner(session), projectRef: project.ref, i18n }),
    [session, project.ref, i18n],
  );

  const finish = useCallback(
    async (exported: ExportedProject, how: 'shared' | 'downloaded') => {
      const [{ markExported }, parts] = await Promise.all([loadExporting(), loadParts()]);
      await markExported(parts, scope(), exported);
      setState({ status: 'done', fileName: exported.file.name, how });
      onExported?.();
      await queryClient.invalidateQueries({ queryKey: [DEVICE_QUERY_ROOT] });
    },
    [loadParts, scope, queryClient, onExported],
  );

  const download = useCallback(
    async (exported: ExportedProject) => {
      saveBlob(exported.file, exported.file.name);
      await finish(exported, 'downloaded');
    },
    [finish],
  );

  const share = useCallback(
    async (exported: ExportedProject) => {
      try {
        const outcome = await shareFile(exported.file, project.name);
        if (outcome === 'shared') await finish(exported, 'shared');
      } catch {
        // The share sheet failed: the download is still offered.
      }
    },
    [finish, project.name],
  );

  const start = useCallback(async () => {
    if (running.current || session.status !== 'signed-in') return;
    running.current = true;
    const run = ++runs.current;
    setState({ status: 'busy', run, progress: 0 });
    try {
      const [{ exportProject }, parts] = await Promise.all([loadExporting(), loadParts()]);
      const { user } = session;
      const exported = await exportProject(
        parts,
        scope(),
        {
          appVersion: APP_VERSION,
          organizationRef: user.organizationRef,
          project: { ref: project.ref, name: project.name },
          exportedAt: new Date().toISOString(),
          exportedBy: { userRef: user.userRef, name: user.name, email: user.email },
        },
        (progress) => setState({ status: 'busy', run, progress }),
      );
      if (canShareFile(exported.file)) setState({ status: 'ready', exported });
      else await download(exported);
    } catch {
      setState({ status: 'failed' });
    } finally {
      running.current = false;
    }
  }, [session, loadParts, scope, project.ref, project.name, download]);

  return { state, start, share, download };
}

import { useEffect } from 'react';
import type { DeployBoard } from '@cairn/types';
import { selectDeployBoard, selectDeployBoardStatus, useAppStore, useStoreApi, type DeployBoardTarget, type LoadStatus } from '@cairn/state';

/** The target's board as the screen shows it, loaded once per target while `enabled`; `reload` asks again. */
export function useDeployBoard(slug: string, target: DeployBoardTarget, enabled: boolean): { board: DeployBoard | null | undefined; status: LoadStatus; reload: () => void } {
  const storeApi = useStoreApi();
  const board = useAppStore((s) => selectDeployBoard(s, target));
  const status = useAppStore((s) => selectDeployBoardStatus(s, target));
  const viewId = target.kind === 'view' ? target.viewId : undefined;
  const { projectId } = target;
  useEffect(() => {
    if (!enabled || !slug) return;
    const t: DeployBoardTarget = viewId ? { kind: 'view', projectId, viewId } : { kind: 'project', projectId };
    void storeApi.getState().loadDeployBoard(slug, t);
  }, [storeApi, slug, projectId, viewId, enabled]);
  return { board, status, reload: () => void storeApi.getState().loadDeployBoard(slug, target) };
}

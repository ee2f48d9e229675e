import { createContext, useContext } from 'react';
import type { Role } from '@cairn/types';
import type { CycleRecord } from '@cairn/state';
import type { CycleDialogKind } from '../components/cycle-menu';

/** What every part of a cycles screen shares: where it is, who looks, and how to open a dialog. */
export interface CycleScreen {
  slug: string;
  projectId: string;
  today: string;
  role: Role | undefined;
  userId: string | undefined;
  open: (kind: CycleDialogKind, cycle: CycleRecord) => void;
  copyLink: (cycle: CycleRecord) => void;
}

/** The screen's shared values (provided by CycleDialogs). */
export const CycleScreenContext = createContext<CycleScreen | null>(null);

/** Reads the cycles screen's shared values. */
export function useCycleScreen(): CycleScreen {
  const screen = useContext(CycleScreenContext);
  if (!screen) throw new Error('useCycleScreen needs CycleDialogs');
  return screen;
}

import { createContext, useContext } from 'react';
import type { ViewScope } from '@cairn/services';
import type { IssueView, Role } from '@cairn/types';

/** The dialogs a view's menu opens (the screen renders them once). */
export type ViewDialogKind = 'edit' | 'delete' | 'publish';

/** What every part of a views screen shares: where it is, who looks, and how to open a dialog. */
export interface ViewScreen {
  slug: string;
  scope: ViewScope;
  /** The caller's role where the views live (the project's role, else the workspace's). */
  role: Role | undefined;
  userId: string | undefined;
  open: (kind: ViewDialogKind, view: IssueView) => void;
  copyLink: (view: IssueView) => void;
}

/** The screen's shared values (provided by ViewDialogs). */
export const ViewScreenContext = createContext<ViewScreen | null>(null);

/** Reads the views screen's shared values. */
export function useViewScreen(): ViewScreen {
  const screen = useContext(ViewScreenContext);
  if (!screen) throw new Error('useViewScreen needs ViewDialogs');
  return screen;
}

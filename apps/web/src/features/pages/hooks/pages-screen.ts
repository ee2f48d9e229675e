import { createContext, useContext } from 'react';
import type { Page } from '@cairn/types';

/** What the pages list's rows reach through context: the route's ids and the screen's dialogs. */
export interface PagesScreen {
  slug: string;
  projectId: string;
  /** Asks to delete a page (the confirmation dialog). */
  confirmDelete: (page: Page) => void;
}

/** The pages list screen (provided by PagesListRoute). */
export const PagesScreenContext = createContext<PagesScreen | null>(null);

/** The pages list screen of the rows. */
export function usePagesScreen(): PagesScreen {
  const screen = useContext(PagesScreenContext);
  if (!screen) throw new Error('usePagesScreen must be used inside the pages list screen.');
  return screen;
}

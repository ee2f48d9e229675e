import { createContext, useContext } from 'react';

/** Opens the project's "Create work item" dialog (provided by the project layout; optional parent). */
export type OpenCreateWorkItem = (options?: { parentId?: string | null }) => void;

/** The project layout's opener of the create dialog. */
export const CreateWorkItemContext = createContext<OpenCreateWorkItem | null>(null);

/** The opener of the create dialog of the project around this screen (null outside a project). */
export function useOpenCreateWorkItem(): OpenCreateWorkItem | null {
  return useContext(CreateWorkItemContext);
}

import { type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders children at the end of document.body so overlays escape clipping and stacking contexts. */
export function Portal({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}

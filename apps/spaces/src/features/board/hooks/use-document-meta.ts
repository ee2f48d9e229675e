import { useEffect } from 'react';

const ROBOTS = 'robots';

/**
 * Names the tab after the board and tells search engines not to index it unless the admin allowed it. index.html
 * starts with noindex (a crawler that runs no script sees that); an indexable board removes it.
 */
export function useDocumentMeta(title: string | undefined, indexable: boolean | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${ROBOTS}"]`);
    if (indexable) {
      meta?.remove();
      return undefined;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = ROBOTS;
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return undefined;
  }, [indexable]);
}

import { useLayoutEffect, useRef } from 'react';

/**
 * Server-sanitised HTML (a public item's description or a comment). Rendering it with dangerouslySetInnerHTML is
 * acceptable ONLY because the API sanitises every description and comment before it stores or answers it, and the
 * spaces page's Content-Security-Policy forbids inline script: never pass anything else here. Links open in a new tab
 * without handing the board's window to the target and without passing on ranking (rel noopener noreferrer nofollow).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const link of Array.from(ref.current?.querySelectorAll('a') ?? [])) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }, [html]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

// The B4 comparator: the same rows as a layout, drawn by a bare @tanstack/react-virtual list (no app, no store, no
// design system), in a scroller of the layout's size. The bench script inlines its settings and rows as
// window.__B4_HARNESS__ before this module runs.
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { HarnessConfig } from './harness-config';

declare global {
  interface Window {
    __B4_HARNESS__: HarnessConfig;
  }
}

function VirtualList({ config }: { config: HarnessConfig }) {
  const { rows, rowHeight } = config;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: config.overscan,
    getItemKey: (index) => rows[index].id,
  });
  return (
    <div ref={scrollRef} className="b4-scroller" style={{ width: config.width, height: config.height }}>
      <div role="list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          return (
            <div key={virtual.key} role="listitem" className="b4-row" style={{ height: rowHeight, transform: `translateY(${virtual.start}px)` }}>
              <span className="b4-key">{row.key}</span>
              <span className="b4-name">{row.name}</span>
              {row.cells.map((cell, i) => (
                <span key={i} className="b4-cell">
                  {cell}
                </span>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<VirtualList config={window.__B4_HARNESS__} />);

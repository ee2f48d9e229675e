import { render, screen } from '@testing-library/react';
import type { PublicActivity } from '@cairn/types';
import { PeekActivity } from './PeekActivity';

const base = { id: '00000000-0000-4000-8000-000000000001', actor: { id: '00000000-0000-4000-8000-000000000002', display_name: 'ada', avatar_url: null }, verb: 'updated', old_value: null, created_at: '2026-11-26T10:00:00.000Z' };

describe('PeekActivity', () => {
  it('names fields, priorities and dates in the reader’s words, not by their keys', () => {
    const activity: PublicActivity[] = [
      { ...base, field: 'priority', new_value: 'high' },
      { ...base, id: '00000000-0000-4000-8000-000000000003', field: 'target_date', new_value: '2026-12-24' },
      { ...base, id: '00000000-0000-4000-8000-000000000004', field: 'name', new_value: null },
    ];
    render(<PeekActivity activity={activity} now={new Date('2026-11-26T12:00:00Z')} />);
    expect(screen.getByText(/ada changed Priority to High/)).toBeInTheDocument();
    expect(screen.getByText(/ada changed Target date to Dec 24, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/ada changed Title/)).toBeInTheDocument();
    expect(screen.queryByText(/target_date|high\b/)).toBeNull();
  });
});

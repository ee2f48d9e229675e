import { gridTemplate, nextOrderBy, sortDirection, SPREADSHEET_COLUMNS, visibleColumns } from './spreadsheet-columns';

describe('spreadsheet columns', () => {
  it('shows every column by default and hides the ones switched off', () => {
    expect(visibleColumns({}).map((c) => c.id)).toEqual(SPREADSHEET_COLUMNS.map((c) => c.id));
    const ids = visibleColumns({ key: false, labels: false, due_date: false, created_on: true }).map((c) => c.id);
    expect(ids).not.toContain('key');
    expect(ids).not.toContain('labels');
    expect(ids).not.toContain('target_date');
    expect(ids).toContain('created_at');
    // The title cannot be hidden.
    expect(ids[0]).toBe('name');
  });

  it('sorts by the allow-listed keys only', () => {
    const sortable = Object.fromEntries(SPREADSHEET_COLUMNS.map((c) => [c.id, c.orderKey]));
    expect(sortable).toMatchObject({
      key: 'sequence_id', name: 'name', state: 'state', priority: 'priority', start_date: 'start_date', target_date: 'target_date',
      created_at: 'created_at', updated_at: 'updated_at', labels: null, assignees: null,
    });
  });

  it('toggles the order between ascending and descending', () => {
    expect(nextOrderBy('-created_at', 'priority')).toBe('priority');
    expect(nextOrderBy('priority', 'priority')).toBe('-priority');
    expect(nextOrderBy('-priority', 'priority')).toBe('priority');
    expect(sortDirection('priority', 'priority')).toBe('ascending');
    expect(sortDirection('-priority', 'priority')).toBe('descending');
    expect(sortDirection('-created_at', 'priority')).toBeUndefined();
  });

  it('builds the row template with variable widths for the sticky columns', () => {
    expect(gridTemplate(visibleColumns({}).slice(0, 3))).toBe('var(--cw-ss-key-width, 96px) var(--cw-ss-name-width, 320px) 160px');
  });
});

import type { State } from '@cairn/types';
import { freshDb } from '../sqlite/memory-storage.test-support';
import { buildDataset } from '../query/dataset.test-support';
import { presentIssueRow, type IssueRow } from '../query/present';
import { readReferenceData, replaceReferenceData } from './reference-data';
import { deleteWorkItems, upsertWorkItems } from './write-items';

describe('single writes', () => {
  test('upsert stores the wire item exactly, replaces it by id, keeps issue_meta in step; delete removes both', async () => {
    const db = await freshDb();
    const [a, b] = buildDataset(3, 5).items;
    await upsertWorkItems(db, [a, b]);
    const rows = await db.all<IssueRow>('SELECT * FROM issues ORDER BY sequence_id');
    expect(rows.map(presentIssueRow)).toEqual([a, b]);
    expect((await db.all<{ priority_proxy: number }>('SELECT priority_proxy FROM issues WHERE id = ?', [a.id]))[0].priority_proxy).toBe(
      { none: 0, low: 1, medium: 2, high: 3, urgent: 4 }[a.priority],
    );

    const changed = { ...a, name: 'Renamed', label_ids: ['0000000d-0000-4000-8000-000000000009'], assignee_ids: [], module_ids: [], updated_at: '2026-03-01T00:00:00.000Z' };
    await upsertWorkItems(db, [changed]);
    expect((await db.all<IssueRow>('SELECT * FROM issues WHERE id = ?', [a.id])).map(presentIssueRow)).toEqual([changed]);
    expect(await db.all('SELECT key, value FROM issue_meta WHERE issue_id = ? ORDER BY key', [a.id])).toEqual([{ key: 'label', value: '0000000d-0000-4000-8000-000000000009' }]);

    expect(await deleteWorkItems(db, [a.id, 'not-there'])).toBe(1);
    expect(await db.all('SELECT id FROM issues')).toEqual([{ id: b.id }]);
    expect(await db.all('SELECT issue_id FROM issue_meta WHERE issue_id = ?', [a.id])).toEqual([]);
    expect(await deleteWorkItems(db, [])).toBe(0);
  });

  test('more items than one statement batch, and an id twice in a batch: every item stored, the later copy wins', async () => {
    const db = await freshDb();
    const items = buildDataset(4, 130).items;
    const twice = { ...items[3], name: 'Second copy', label_ids: [] };
    await upsertWorkItems(db, [...items.slice(0, 10), twice, ...items.slice(10)]);
    const rows = (await db.all<IssueRow>('SELECT * FROM issues')).map(presentIssueRow);
    expect(rows.length).toBe(items.length);
    expect(rows.find((r) => r.id === twice.id)).toEqual(twice);
    const meta = await db.all<{ n: number }>('SELECT count(*) AS n FROM issue_meta');
    const expected = items.reduce((n, i) => n + (i.id === twice.id ? i.assignee_ids.length + i.module_ids.length : new Set(i.label_ids).size + new Set(i.assignee_ids).size + new Set(i.module_ids).size), 0);
    expect(meta[0].n).toBe(expected);
  });

  test('a failing batch writes nothing', async () => {
    const db = await freshDb();
    const [a] = buildDataset(3, 2).items;
    await expect(upsertWorkItems(db, [a, { ...a, id: 'x', name: null as unknown as string }])).rejects.toThrow(/NOT NULL/);
    expect(await db.all('SELECT id FROM issues')).toEqual([]);
  });
});

describe('reference data', () => {
  test('replaces a whole table or one project of it; states keep group and sequence in columns', async () => {
    const db = await freshDb();
    const { states } = buildDataset(3, 1);
    await replaceReferenceData(db, 'states', states);
    expect((await readReferenceData<State>(db, 'states')).length).toBe(states.length);
    const p0 = states[0].project_id;
    const kept = states.filter((s) => s.project_id !== p0);
    await replaceReferenceData(db, 'states', [{ ...states[0], name: 'Only one' }], { projectId: p0 });
    expect((await readReferenceData<State>(db, 'states', { projectId: p0 })).map((s) => s.name)).toEqual(['Only one']);
    expect((await readReferenceData<State>(db, 'states')).length).toBe(kept.length + 1);
    expect(await db.all('SELECT "group", sequence FROM states WHERE id = ?', [states[0].id])).toEqual([{ group: states[0].group, sequence: states[0].sequence }]);
    await replaceReferenceData(db, 'members', [{ id: 'm1', member: 'u1' }]);
    await replaceReferenceData(db, 'members', []);
    expect(await readReferenceData(db, 'members')).toEqual([]);
    await expect(replaceReferenceData(db, 'issues' as never, [])).rejects.toThrow(/unknown reference table/);
  });
});

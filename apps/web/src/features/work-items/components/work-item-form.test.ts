import { emptyWorkItemForm, toWorkItemCreate, validateWorkItemForm } from './work-item-form';

describe('work-item form', () => {
  it('requires a title unless told otherwise', () => {
    expect(validateWorkItemForm({ ...emptyWorkItemForm(), name: '  ' }).name).toBe('work_items.form.name_required');
    expect(validateWorkItemForm({ ...emptyWorkItemForm(), name: '' }, { requireName: false }).name).toBeUndefined();
  });

  it('refuses a start date after the target date and accepts equal dates', () => {
    const base = { ...emptyWorkItemForm(), name: 'x' };
    expect(validateWorkItemForm({ ...base, start_date: '2025-02-02', target_date: '2025-02-01' }).target_date).toBe('work_items.form.dates_order');
    expect(validateWorkItemForm({ ...base, start_date: '2025-02-01', target_date: '2025-02-01' })).toEqual({});
  });

  it('trims the name and leaves out an empty description', () => {
    const body = toWorkItemCreate({ ...emptyWorkItemForm('s1'), name: ' Fix it ' });
    expect(body.name).toBe('Fix it');
    expect(body.state_id).toBe('s1');
    expect('description_html' in body).toBe(false);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_TEXT } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const estimatesPath = `/ws-1/projects/${testProject.id}/settings/estimates`;

describe('estimates tab', () => {
  it('creates an estimate from the chosen type and its points; the new one is active, the old one archived', async () => {
    const old = fixtures.estimate(1, { name: 'Old sizes', last_used: true });
    const created = fixtures.estimate(2, {
      name: 'T-shirt', type: 'categories', last_used: true,
      points: ['XS', 'S', 'M', 'L', 'XL'].map((value, i) => fixtures.estimatePoint(20 + i, { key: i + 1, value, estimate: fixtures.id(802) })),
    });
    const create = jest.fn().mockResolvedValue(created);
    renderApp(estimatesPath, projectServices({ estimates: { list: () => Promise.resolve([old]), create } }));
    expect(await screen.findByRole('region', { name: 'Old sizes' })).toHaveTextContent('Active');

    fireEvent.click(screen.getByRole('button', { name: 'Create estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create estimate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create estimate' }));
    expect(await within(dialog).findByText('Estimate name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'T-shirt' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Categories' }));
    expect(within(dialog).getByRole('textbox', { name: 'Point 1' })).toHaveValue('XS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create estimate' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('ws-1', testProject.id, {
        estimate: { name: 'T-shirt', type: 'categories' },
        estimate_points: ['XS', 'S', 'M', 'L', 'XL'].map((value, i) => ({ key: i + 1, value })),
      }),
    );
    expect(await screen.findByRole('region', { name: 'T-shirt' })).toHaveTextContent('Active');
    expect(screen.getByRole('region', { name: 'Old sizes' })).not.toHaveTextContent('Active');
    expect(screen.getByRole('heading', { name: 'Archived estimates' })).toBeInTheDocument();
  });

  it('refuses duplicate point values before calling the server', async () => {
    const create = jest.fn();
    renderApp(estimatesPath, projectServices({ estimates: { list: () => Promise.resolve([]), create } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create estimate' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Points' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Point 2' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create estimate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Point values must be unique');
    expect(create).not.toHaveBeenCalled();
  });

  it('edits a point of the active estimate and shows the spec text when a delete fails', async () => {
    const active = fixtures.estimate(1, { name: 'Sizes', last_used: true });
    const updatePoint = jest.fn().mockImplementation((_s: string, _p: string, _e: string, pointId: string, body: object) =>
      Promise.resolve({ ...active.points.find((p) => p.id === pointId), ...body }),
    );
    const remove = jest.fn().mockRejectedValue(new Error('nope'));
    renderApp(estimatesPath, projectServices({ estimates: { list: () => Promise.resolve([active]), updatePoint, delete: remove } }));
    const card = await screen.findByRole('region', { name: 'Sizes' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit points' }));
    const first = within(card).getByRole('textbox', { name: 'Point 1' });
    fireEvent.change(first, { target: { value: 'tiny' } });
    fireEvent.blur(first);
    await waitFor(() => expect(updatePoint).toHaveBeenCalledWith('ws-1', testProject.id, active.id, active.points[0].id, { value: 'tiny' }));

    fireEvent.click(within(card).getByRole('button', { name: 'Delete Sizes' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete estimate?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PROJECT_TEXT.estimateDeleteError)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sizes' })).toBeInTheDocument();
  });
});

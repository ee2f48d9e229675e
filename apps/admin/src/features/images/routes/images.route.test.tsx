import { fireEvent, screen, waitFor } from '@testing-library/react';
import { instanceFixtures } from '@cairn/state';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Images page', () => {
  it('saves the Unsplash key write-only and can remove it', async () => {
    const updateSettings = jest.fn(async (patch: { unsplash_access_key?: string }) => instanceFixtures.settings({ has_unsplash_access_key: patch.unsplash_access_key !== '' }));
    renderAdmin('/god-mode/images', adminServices({ instance: { updateSettings } }));
    const input = await screen.findByLabelText('Unsplash access key');
    expect(screen.getByText('Not set')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' key-123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ unsplash_access_key: 'key-123' }));
    expect(await screen.findByText('Set')).toBeInTheDocument();
    expect(input).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(updateSettings).toHaveBeenLastCalledWith({ unsplash_access_key: '' }));
    expect(await screen.findByText('Not set')).toBeInTheDocument();
  });
});

jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));

import { screen, within } from '@testing-library/react';
import { fixtures, intakeFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { intakeServices, intakeUrl, requests } from '../testing/intake-services';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('intake: requests from a public board (issue 20)', () => {
  it('names a sender from outside the workspace by created_by_detail, marked "via public board"', async () => {
    const outsider = fixtures.id(4242);
    const fromBoard = { ...requests.r1, created_by: outsider, created_by_detail: { id: outsider, display_name: 'Linus', avatar_url: null } };
    const list = jest.fn(async () => intakeFixtures.page([fromBoard]));
    renderApp(intakeUrl(), intakeServices({ intake: { list } }));
    const open = await screen.findByRole('list', { name: 'Open' });
    expect(await within(open).findByText('by Linus (via public board)')).toBeInTheDocument();
  });
});

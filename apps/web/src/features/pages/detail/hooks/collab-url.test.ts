import { collabServerUrl } from './collab-url';

describe('collabServerUrl', () => {
  it('uses wss under https and ws otherwise, on the same host', () => {
    expect(collabServerUrl('ws-1', 'p1', { protocol: 'https:', host: 'cairn.example:8443' })).toBe('wss://cairn.example:8443/api/collab/workspaces/ws-1/projects/p1/pages');
    expect(collabServerUrl('ws-1', 'p1', { protocol: 'http:', host: 'localhost:4200' })).toBe('ws://localhost:4200/api/collab/workspaces/ws-1/projects/p1/pages');
  });
});

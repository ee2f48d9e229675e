import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { htmlToDocState } from '../headless';
import type { MentionOption } from '../mentions/mention-menu';
import type { CollabPeer, CollabStatus } from './collab-provider';
import { CollaborativeEditor, type CollaborativeEditorProps } from './collaborative-editor';
import { createMemoryCollabRoom, type MemoryCollabRoom } from './memory-collab-room';

const PAGE_HTML = [
  '<h1>Launch plan</h1>',
  '<p>Owner: <span data-mention-id="u-ada" class="ck-mention">@Ada Lovelace</span>. Tracks ',
  '<span data-mention-id="wi-5" data-mention-kind="work_item" data-href="/acme/projects/web/work-items/WR-5" class="ck-mention ck-mention--work-item">WR-5 Fix login</span>.</p>',
  '<ul data-is-checklist="1"><li aria-checked="true">Write the announcement</li><li aria-checked="false">Update the docs</li></ul>',
  '<table><tr><th>Step</th><th>Who</th><th>When</th></tr><tr><td>Freeze</td><td>Ada</td><td>Mon</td></tr><tr><td>Ship</td><td>Bob</td><td>Tue</td></tr></table>',
].join('');

const OPTIONS: MentionOption[] = [
  { id: 'u-ada', label: 'Ada Lovelace' },
  { id: 'u-bob', label: 'Bob Moses' },
  { id: 'wi-5', label: 'Fix login', kind: 'work_item', href: '/acme/projects/web/work-items/WR-5', detail: 'WR-5' },
  { id: 'wi-6', label: 'Dark mode', kind: 'work_item', href: '/acme/projects/web/work-items/WR-6', detail: 'WR-6' },
];

const mentions = {
  search: (query: string) => OPTIONS.filter((option) => option.label.toLowerCase().includes(query.toLowerCase())),
};

const USERS = {
  ada: { id: 'u-ada', name: 'Ada Lovelace', color: '#c2410c' },
  bob: { id: 'u-bob', name: 'Bob Moses', color: '#1d4ed8' },
};

function Participant({ room, label, ...props }: Omit<CollaborativeEditorProps, 'serverUrl' | 'documentId' | 'ariaLabel'> & { room: MemoryCollabRoom; label: string }) {
  const [status, setStatus] = useState<CollabStatus>('connecting');
  const [peers, setPeers] = useState<CollabPeer[]>([]);
  const [closed, setClosed] = useState<number | null>(null);
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <section style={{ display: 'grid', gap: 8, alignContent: 'start', minWidth: 0 }}>
      <header style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13, color: 'var(--ck-color-text-secondary)' }}>
        <strong style={{ color: props.user.color }}>{label}</strong>
        <span>{closed ? `closed (${closed})` : status}</span>
        <span>· with: {peers.map((peer) => peer.name).join(', ') || 'nobody'}</span>
        {clicked && <span>· opened {clicked}</span>}
      </header>
      <CollaborativeEditor
        {...props}
        serverUrl="ws://in-memory"
        documentId="story-page"
        ariaLabel={`${label} page content`}
        createProvider={room.createProvider}
        mentions={mentions}
        onMentionClick={(option) => setClicked(option.href ?? option.id)}
        onStatusChange={setStatus}
        onPresenceChange={setPeers}
        onClose={setClosed}
      />
    </section>
  );
}

function TwoEditors({ readOnlyBob = false }: { readOnlyBob?: boolean }) {
  const [room] = useState(() => createMemoryCollabRoom(htmlToDocState(PAGE_HTML)));
  const [adaOnline, setAdaOnline] = useState(true);
  const toggleAda = () => {
    const provider = room.providers[0];
    if (!provider) return;
    if (adaOnline) provider.disconnect();
    else provider.connect();
    setAdaOnline(!adaOnline);
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={toggleAda}>{adaOnline ? 'Take Ada offline' : 'Bring Ada back online'}</button>
        <button type="button" onClick={() => room.close(4410)}>Server closes the page (4410)</button>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Participant room={room} label="Ada" user={USERS.ada} readOnly={false} placeholder="Write something…" />
        <Participant room={room} label="Bob" user={USERS.bob} readOnly={readOnlyBob} placeholder="Write something…" />
      </div>
    </div>
  );
}

const meta = {
  title: 'Editor/CollaborativeEditor',
  component: TwoEditors,
  args: { readOnlyBob: false },
} satisfies Meta<typeof TwoEditors>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two people on one page through an in-memory room: edits, carets with names, presence, offline merge, a close. */
export const SideBySide: Story = {};

/** Bob may only read: no toolbar, but Ada's edits appear live. */
export const WithReadOnlyViewer: Story = { args: { readOnlyBob: true } };

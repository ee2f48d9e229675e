import { PAGE_DESCRIPTION_MAX_BYTES } from '@cairn/types';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import type { CollabTarget } from './collab-access';
import type { CollabDoc } from './collab-doc';
import { decodeClientMessage, encodeAllAwareness, encodeSyncStep1, encodeSyncStep2 } from './collab-protocol';

// One client's socket on an open page. Frames are decoded fully before anything reaches the document; a malformed or
// oversized one closes THIS connection (1007 / 1009), never the process. A read-only connection gets the document and
// presence but its sync step 2 and updates are dropped.

/** Close codes of the WebSocket protocol this file uses. */
export const WS_CLOSE = { goingAway: 1001, invalidData: 1007, tooBig: 1009 } as const;
/** A socket holding more unsent bytes than this is cut (the client reconnects and syncs). */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

/** A client's socket on a page. */
export class CollabConnection {
  /** Awareness client ids this connection speaks for (removed when it closes). */
  readonly controls = new Set<number>();
  alive = true;
  closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly entry: CollabDoc,
    readonly userId: string,
    readonly target: CollabTarget,
    public readOnly: boolean,
    private readonly onClosed: (conn: CollabConnection) => void,
  ) {
    ws.binaryType = 'nodebuffer';
    ws.on('message', (data, isBinary) => this.receive(data as Buffer | Buffer[], isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.cleanup());
    ws.on('error', () => this.close(WS_CLOSE.invalidData));
  }

  /** Starts the sync: the server's step 1 and the presence of everyone already there. */
  start(): void {
    this.send(encodeSyncStep1(this.entry.doc));
    const awareness = encodeAllAwareness(this.entry.awareness);
    if (awareness) this.send(awareness);
  }

  /** Sends a frame (dropped once closed; a client that does not read is cut). */
  send(frame: Uint8Array): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, (error) => {
      if (error) this.close(WS_CLOSE.goingAway);
    });
  }

  /** Handles one frame from the client. */
  receive(data: Buffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return;
    if (!isBinary) return this.close(WS_CLOSE.invalidData);
    const frame = Array.isArray(data) ? Buffer.concat(data) : data;
    if (frame.byteLength > PAGE_DESCRIPTION_MAX_BYTES) return this.close(WS_CLOSE.tooBig);
    try {
      const msg = decodeClientMessage(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength));
      switch (msg.kind) {
        case 'step1':
          this.send(encodeSyncStep2(this.entry.doc, msg.stateVector));
          break;
        case 'update':
          if (this.readOnly) break;
          Y.applyUpdate(this.entry.doc, msg.update, this);
          break;
        case 'awareness':
          // A client speaks only for its own ids: never for one another connection of this process controls.
          for (const id of msg.clients) for (const other of this.entry.connections) if (other !== this && other.controls.has(id)) return;
          awarenessProtocol.applyAwarenessUpdate(this.entry.awareness, msg.update, this);
          break;
        case 'queryAwareness': {
          const all = encodeAllAwareness(this.entry.awareness);
          if (all) this.send(all);
          break;
        }
        default:
          break;
      }
    } catch {
      this.close(WS_CLOSE.invalidData);
    }
  }

  /** Closes the socket with a code (the cleanup runs once, on 'close'). */
  close(code: number, reason = ''): void {
    if (this.closed) return;
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
    this.cleanup();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.controls.size) awarenessProtocol.removeAwarenessStates(this.entry.awareness, [...this.controls], this);
    this.onClosed(this);
  }
}

import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

// The y-websocket wire format (what its WebsocketProvider speaks): each binary frame is [varUint messageType, …].
// sync: [0, varUint syncType (step1 0 / step2 1 / update 2), varUint8Array payload]; awareness: [1, varUint8Array
// update]; auth: [2, …] (server → client only); query awareness: [3].

/** Message types of the y-websocket framing. */
export const MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3 } as const;

/** A sync-update frame carrying `update`. */
export function encodeSyncUpdate(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE.sync);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** The server's sync step 1 (its state vector): the client answers with what the server lacks. */
export function encodeSyncStep1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE.sync);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** Sync step 2: what the client (its state vector `sv`) lacks. */
export function encodeSyncStep2(doc: Y.Doc, sv: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE.sync);
  syncProtocol.writeSyncStep2(encoder, doc, sv);
  return encoding.toUint8Array(encoder);
}

/** An awareness frame. */
export function encodeAwarenessFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE.awareness);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** An awareness frame with every known state (none when nobody is there). */
export function encodeAllAwareness(awareness: awarenessProtocol.Awareness): Uint8Array | undefined {
  const clients = [...awareness.getStates().keys()];
  if (clients.length === 0) return undefined;
  return encodeAwarenessFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
}

/** One decoded client frame. */
export type ClientMessage =
  | { kind: 'step1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array; clients: number[] }
  | { kind: 'queryAwareness' }
  | { kind: 'ignored' };

/** The client ids an awareness update speaks for (throws on a malformed update). */
function awarenessClients(update: Uint8Array): number[] {
  const decoder = decoding.createDecoder(update);
  const n = decoding.readVarUint(decoder);
  const clients: number[] = [];
  for (let i = 0; i < n; i++) {
    clients.push(decoding.readVarUint(decoder));
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
  return clients;
}

/**
 * Decodes a client frame; throws on anything malformed (unknown type, truncated, an update Yjs cannot decode), so the
 * caller closes that connection instead of letting bad bytes reach the document.
 */
export function decodeClientMessage(frame: Uint8Array): ClientMessage {
  const decoder = decoding.createDecoder(frame);
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MESSAGE.sync: {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === syncProtocol.messageYjsSyncStep1) {
        Y.decodeStateVector(payload);
        return { kind: 'step1', stateVector: payload };
      }
      if (syncType === syncProtocol.messageYjsSyncStep2 || syncType === syncProtocol.messageYjsUpdate) {
        Y.decodeUpdate(payload);
        return { kind: 'update', update: payload };
      }
      throw new Error('unknown sync message');
    }
    case MESSAGE.awareness: {
      const update = decoding.readVarUint8Array(decoder);
      return { kind: 'awareness', update, clients: awarenessClients(update) };
    }
    case MESSAGE.queryAwareness:
      return { kind: 'queryAwareness' };
    case MESSAGE.auth:
      return { kind: 'ignored' };
    default:
      throw new Error('unknown message type');
  }
}

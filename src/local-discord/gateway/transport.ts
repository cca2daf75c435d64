import { constants, createDeflate, type Deflate } from 'node:zlib';
import type { WebSocket } from 'ws';

/** Sends gateway payloads over one socket, plain JSON or as a zlib stream. */
export interface Transport {
  send(payload: unknown): void;
}

export function plainTransport(socket: WebSocket): Transport {
  return {
    send(payload) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
    },
  };
}

// `compress=zlib-stream`: one deflate context for the whole connection, each payload ending
// in a sync flush (the 00 00 ff ff suffix the client waits for). Only used when the client
// has zlib-sync installed; discord.js asks for it then.
export function zlibTransport(socket: WebSocket): Transport {
  const deflate: Deflate = createDeflate();
  let queue = Promise.resolve();
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.once('close', () => deflate.close());
  return {
    send(payload) {
      queue = queue.then(
        () =>
          new Promise<void>((resolve) => {
            deflate.write(JSON.stringify(payload));
            deflate.flush(constants.Z_SYNC_FLUSH, () => {
              const frame = Buffer.concat(chunks.splice(0));
              if (socket.readyState === socket.OPEN) socket.send(frame);
              resolve();
            });
          }),
      );
    },
  };
}

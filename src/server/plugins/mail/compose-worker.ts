import { parentPort } from 'node:worker_threads';
import { composeMail } from './compose-mail';
import type { AddressedMessage } from './mail-message';
import type { MimeMessage } from './mime-message';

// The composing worker's thread (mail-composer.ts): takes mails, answers with their bytes. It says it is ready
// once its modules are loaded, so no mail waits on that.

export type ComposeRequest = { id: number; message: AddressedMessage; storedId: string | null };
/** A mail's bytes arrive as a Uint8Array (a Buffer is copied across as one). */
export type ComposeReply =
  | { id: number; mail: Omit<MimeMessage, 'raw'> & { raw: Uint8Array } }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('compose-worker.ts runs as a worker thread (mail-composer.ts starts it)');

port.on('message', (request: ComposeRequest) => {
  composeMail(request.message, request.storedId).then(
    (mail) => port.postMessage({ id: request.id, mail } satisfies ComposeReply),
    (err: unknown) =>
      port.postMessage({
        id: request.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies ComposeReply),
  );
});
port.postMessage('ready');

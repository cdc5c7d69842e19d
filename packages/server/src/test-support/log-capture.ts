import { Writable } from 'node:stream';

/** A stream for the server's logger that keeps every line written, for a test to read. */
export function logCapture(): { stream: Writable; text(): string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

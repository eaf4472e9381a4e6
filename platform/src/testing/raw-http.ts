import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends `request` as written on a fresh connection and reads the answer until the server closes it: for
 * requests no HTTP client sends (a request line or headers over Node's limit, a broken request line).
 */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...body] = received.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /^content-type: *([^\r\n]*)/im.exec(head)?.[1] ?? '',
        body: body.join('\r\n\r\n'),
      });
    });
  });
}

/** Whether an answer's body tells of the server's insides: a framework code, a stack frame, a source file or a path. */
export const revealsInsides = (body: string) =>
  /FST_ERR|node_modules|\bat (\S+ )?\(?(\/|file:|node:)\S*:\d+|\/src\/\S+\.[cm]?[jt]s\b|\/(work|tmp|home|root|usr|var|opt|srv|app)\/\S/.test(
    body,
  );

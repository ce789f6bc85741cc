import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  body: Buffer;
  text: string;
  /** The body parsed as JSON; the text when it is not JSON; undefined when empty. */
  json: unknown;
}

export interface RawRequest {
  method?: string;
  /** Sent as written: `fetch` would resolve `.` and `..` segments, and decompress the answer. */
  path: string;
  /** Exactly these headers (a `host` here replaces the real one). */
  headers?: Record<string, string>;
  body?: string;
  /** The client address to send from (127.0.0.x on loopback), to play several sources. */
  localAddress?: string;
}

const parsed = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** One request to the sandbox at `baseUrl`, as a hostile or unusual client would send it. */
export const rawRequest = (baseUrl: string, { method = 'GET', path, headers = {}, body, localAddress }: RawRequest): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const outgoing = request({ host: hostname, port, method, path, headers, ...(localAddress ? { localAddress } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text, json: parsed(text) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

export interface RawBytesAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Exactly these bytes on a socket, for requests no HTTP client will send (control characters, malformed lines). */
export const rawBytes = (port: number, bytes: string): Promise<RawBytesAnswer> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: parsed(rest.join('\r\n\r\n')) ?? '' });
    });
  });

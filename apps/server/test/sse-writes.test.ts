/**
 * How a stream's events reach its socket (src/events/sse.ts): the frames sent within one flush window go
 * out in one write, and a large first state does not put the stream behind by itself.
 */
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FLUSH_MS, openSse, type SseStream } from '../src/events/sse';

const servers: Server[] = [];
afterEach(async () => {
  // Whatever a failed assertion left open: the streams never end by themselves.
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stream on a real socket, with the number of writes that socket made, and the text its reader got. */
async function streamWithCountedWrites() {
  let opened: (value: { stream: SseStream; writes: () => number }) => void = () => undefined;
  const ready = new Promise<{ stream: SseStream; writes: () => number }>((resolve) => (opened = resolve));
  const server = createServer((raw: IncomingMessage, response: ServerResponse) => {
    const socket = response.socket as Socket & { _write: Socket['_write']; _writev?: Socket['_writev'] };
    let writes = 0;
    const write = socket._write.bind(socket);
    socket._write = (...args) => {
      writes += 1;
      write(...args);
    };
    const writev = socket._writev?.bind(socket);
    if (writev)
      socket._writev = (...args) => {
        writes += 1;
        writev(...args);
      };
    // What openSse reads of Fastify's request and reply.
    const request = { raw, log: { warn: () => undefined } } as unknown as FastifyRequest;
    const reply = { raw: response, hijack: () => undefined, getHeaders: () => ({}) } as unknown as FastifyReply;
    const stream = openSse(request, reply);
    // The headers are out: count from here.
    setImmediate(() => {
      writes = 0;
      opened({ stream, writes: () => writes });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let text = '';
  const client = get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
  });
  client.on('error', () => undefined);
  const { stream, writes } = await ready;
  return { stream, writes, received: () => text, close: () => client.destroy() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Past the flush window of frames written now. */
const flushed = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 50));

describe('a live stream’s writes', () => {
  it('send the frames of one window in one write to the socket, in order', async () => {
    const { stream, writes, received, close } = await streamWithCountedWrites();
    expect(stream.send('partie', { n: 1 })).toBe(true);
    expect(stream.send('partie', { n: 2 }, { id: 'etat-2' })).toBe(true);
    // A later turn of the event loop, within the window.
    await tick();
    expect(stream.send('partie', { n: 3 }, { catchUp: true })).toBe(true);
    await tick();
    expect(writes()).toBe(0);
    await flushed();
    expect(writes()).toBe(1);
    // The next window's frame is a write of its own.
    stream.send('partie', { n: 4 });
    await flushed();
    expect(writes()).toBe(2);
    for (let wait = 0; !received().includes('"n":4') && wait < 100; wait += 1) await tick();
    expect(received()).toBe(
      'event: partie\ndata: {"n":1}\n\n' +
        'id: etat-2\nevent: partie\ndata: {"n":2}\n\n' +
        ': rattrapage\n\nevent: partie\ndata: {"n":3}\n\n' +
        'event: partie\ndata: {"n":4}\n\n',
    );
    close();
  });

  it('do not fall behind on one window’s own frames, however large', async () => {
    const { stream, writes, close } = await streamWithCountedWrites();
    // A whole tournament's state larger than the backlog limit, then an event in the same tick.
    const large = { parties: 'x'.repeat(100 * 1024) };
    expect(stream.send('instantane', large)).toBe(true);
    expect(stream.send('tournoi', { n: 1 })).toBe(true);
    // Still not behind: this event is written, not dropped.
    expect(stream.send('tournoi', { n: 2 })).toBe(true);
    await flushed();
    expect(writes()).toBe(1);
    close();
  });
});

import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the Web APIs jsdom lacks but react-router 7 and RTK Query use: Node's own fetch,
 * streams, TextEncoder and AbortController (undici refuses jsdom's AbortSignal, so both come from Node),
 * and Node's Web Crypto (jsdom's `crypto` has no `subtle`, which the real server's `jose` needs when a
 * test runs it in-process, see real-server.ts).
 */
export default class WebTestEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const fromNode = {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      WritableStream,
      TransformStream,
      structuredClone,
      BroadcastChannel,
      URL,
      URLSearchParams,
      // The real server in-process (real-server.ts): light-my-request streams with setImmediate.
      setImmediate,
      clearImmediate,
      // As jest-environment-node does: Node's TextEncoder and Buffer make Node's Uint8Array, which the
      // server's `jose` checks with `instanceof`.
      ArrayBuffer,
      Uint8Array,
    };
    Object.assign(this.global, fromNode);
    // jsdom defines `crypto` as an accessor of the window: replaced by definition, not assignment.
    Object.defineProperty(this.global, 'crypto', { value: crypto, configurable: true, writable: true });
  }
}

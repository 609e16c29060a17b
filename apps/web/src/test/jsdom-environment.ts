import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the Web APIs jsdom lacks but react-router 7 and RTK Query use: Node's own fetch,
 * streams, TextEncoder and AbortController (undici refuses jsdom's AbortSignal, so both come from Node).
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
    };
    Object.assign(this.global, fromNode);
  }
}

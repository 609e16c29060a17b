/**
 * @mj/contract: every shape that crosses the wire, written once with TypeBox — each declaration is both
 * the JSON schema the server validates and publishes (OpenAPI) and the TypeScript type both ends use.
 * One file per resource; `xxxRoute` objects are the schemas of one route, spread into Fastify's `schema`.
 * The web side imports types only (through @mj/api), so none of this reaches the browser bundle.
 */
export * from './common';
export * from './service';
export * from './users';
export * from './rules';
export * from './games';
export * from './rounds';
export * from './tournaments';
export * from './statistics';
export * from './rondes';
export * from './live';
export * from './officiating';
export * from './registration';
export * from './leagues';
export * from './formats';

/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for responses), run when a
 * schema is first used instead of when the app starts.
 *
 * Fastify compiles every route's schemas before it answers anything: about a hundred request validators
 * and response serializers, and one Ajv instance (its meta-schema and formats), 0.55 s of a 4.5 s start
 * in a CPU profile of `node dist/server.cjs` (docs/performance.md, "Server ready"). A request needs only
 * its own route's; each one is now compiled by its first use and kept, with the same compilers and
 * options, so answers do not change. `compilePending` compiles whatever is left (tests check that
 * every schema compiles; the server does it once it is listening, a schema at a time between requests).
 *
 * With compilers of its own, Fastify passes header schemas as they are instead of lowercasing their
 * names (Node lowercases every received header name): a header schema naming a header with capitals is
 * refused here when the route is declared, as it would otherwise never match.
 */
import ValidatorSelector, { type ValidatorFactory } from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Compile<F> = () => F;

/** A compilation done once, on first call; listed in `pending` until then. */
function once<F>(pending: Set<Compile<unknown>>, compile: Compile<F>): Compile<F> {
  let compiled: F | undefined;
  const run = () => {
    if (compiled === undefined) {
      compiled = compile(); // one that throws stays pending: compilePending says so
      pending.delete(run);
    }
    return compiled;
  };
  pending.add(run);
  return run;
}

interface ValidateFunction {
  (data: unknown, context?: unknown): boolean;
  schemaEnv?: unknown;
  errors?: unknown;
}

/**
 * An Ajv validator compiled on first call. Fastify reads `schemaEnv` (to pass the parent data, which
 * lets Ajv set defaults on the root) and `errors` after a failed call: both are the compiled function's.
 */
function lazyValidator(compiled: Compile<ValidateFunction>): ValidateFunction {
  const validate = ((data: unknown, context?: unknown) => compiled()(data, context)) as ValidateFunction;
  Object.defineProperties(validate, {
    schemaEnv: { get: () => compiled().schemaEnv },
    errors: { get: () => compiled().errors },
  });
  return validate;
}

/** What Fastify passes a compiler for each schema of a route (ajv-compiler's types say the schema alone). */
interface RouteSchema {
  schema: { properties?: Record<string, unknown> };
  method: string;
  url: string;
  httpPart?: string;
}
type Compiler<F> = (route: RouteSchema) => F;
type Builder<F> = (externalSchemas: unknown, options: unknown) => Compiler<F>;

function checkHeaderNames({ schema, httpPart }: RouteSchema): void {
  if (httpPart !== 'headers') return;
  const named = Object.keys(schema.properties ?? {}).filter((name) => name !== name.toLowerCase());
  if (named.length > 0)
    throw new Error(`en-têtes à écrire en minuscules dans le schéma : ${named.join(', ')}`);
}

export interface LazySchemaCompilers {
  /** Fastify's `schemaController.compilersFactory`: its default builders, made lazy. */
  compilersFactory: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory };
  /**
   * Compiles every schema not compiled yet (rejects with the first that fails); with `pause`, awaited
   * before each one, so that requests are answered in between.
   */
  compilePending(pause?: () => Promise<void>): Promise<void>;
}

/** One app's compilers: its own Ajv instance and list of schemas left to compile. */
export function lazySchemaCompilers(): LazySchemaCompilers {
  const pending = new Set<Compile<unknown>>();
  const validators = ValidatorSelector() as unknown as Builder<ValidateFunction>;
  const serializers = SerializerSelector() as Builder<(data: unknown) => string>;
  const buildValidator: Builder<ValidateFunction> = (externalSchemas, options) => {
    const compiler = once(pending, () => validators(externalSchemas, options));
    return (route) => {
      checkHeaderNames(route);
      return lazyValidator(once(pending, () => compiler()(route)));
    };
  };
  const buildSerializer: Builder<(data: unknown) => string> = (externalSchemas, options) => {
    const compiler = once(pending, () => serializers(externalSchemas, options));
    return (route) => {
      const serialize = once(pending, () => compiler()(route));
      return (data) => serialize()(data);
    };
  };
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as ValidatorFactory,
      buildSerializer: buildSerializer as SerializerFactory,
    },
    async compilePending(pause) {
      for (const compile of pending) {
        if (pause) await pause();
        compile(); // nothing left to do when a request compiled it meanwhile
      }
    },
  };
}

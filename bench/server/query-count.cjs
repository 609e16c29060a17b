/**
 * Preloaded into a server process by the tournament bench's storm (through NODE_OPTIONS=--require): counts
 * the queries the process sends to PostgreSQL (every `Client#query` of node-postgres, a transaction's
 * `begin` and `commit` included: each is a round trip) and writes the count to
 * `$MJ_QUERY_COUNT_DIR/<pid>.count` every 100 ms, where the bench reads it. Never loaded by the app.
 */
const { isMainThread } = require('node:worker_threads');

if (isMainThread) {
  const { writeFileSync } = require('node:fs');
  const path = require('node:path');
  // The server's own node-postgres (resolved from its directory), so that the patched class is the one it uses.
  const { Client } = require(require.resolve('pg', { paths: [process.cwd()] }));
  const file = path.join(process.env.MJ_QUERY_COUNT_DIR ?? '.', `${process.pid}.count`);
  let queries = 0;
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(...args) {
    queries += 1;
    return query.apply(this, args);
  };
  let written = -1;
  setInterval(() => {
    if (queries === written) return;
    written = queries;
    writeFileSync(file, String(queries));
  }, 100).unref();
}

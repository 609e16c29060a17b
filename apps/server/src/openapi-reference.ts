/**
 * `/api/docs`: the API reference as one HTML page written on the server from the OpenAPI document (itself
 * generated from the route schemas), so that it cannot drift from the routes. No script at all, so the
 * server's content security policy (no inline script) holds as it is; one inline <style>, which the
 * policy allows (plugins/security.ts).
 */

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema?: unknown;
  }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function schemas(content: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<p class="type">${escape(type)}</p>${schema ? json(schema) : ''}`)
    .join('');
}

function operationHtml(method: string, path: string, op: Operation): string {
  const anchor = escape(op.operationId ?? `${method}-${path}`);
  const parameters = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'oui' : 'non'}</td>` +
        `<td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, answer]) => `<h4>${escape(status)}</h4>${schemas(answer.content)}`)
    .join('');
  return `<section class="op" id="${anchor}" aria-labelledby="${anchor}-titre">
<h3 id="${anchor}-titre"><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}${op.security?.length === 0 ? ' <em>(sans session)</em>' : ''}</p>
<p class="id">operationId : <code>${anchor}</code></p>
${parameters ? `<table><caption>Paramètres</caption><thead><tr><th scope="col">Nom</th><th scope="col">Où</th><th scope="col">Obligatoire</th><th scope="col">Schéma</th></tr></thead><tbody>${parameters}</tbody></table>` : ''}
${op.requestBody ? `<h4>Corps de la requête</h4>${schemas(op.requestBody.content)}` : ''}
<details><summary>Réponses</summary>${responses}</details>
</section>`;
}

/** The whole page: operations grouped by tag, a table of contents first. */
export function referenceHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'autres';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${escape(op.operationId ?? '')}">${escape(method.toUpperCase())} ${escape(path)}</a> — ${escape(op.summary ?? '')}</li>`,
      ]);
    }
  }
  const sections = [...byTag].map(
    ([tag, ops]) =>
      `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}</section>`,
  );
  const toc = [...contents].map(([tag, items]) => `<li>${escape(tag)}<ul>${items.join('')}</ul></li>`);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} — référence</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; line-height: 1.5; color: #1a1a1a; }
pre { background: #f4f4f4; padding: .5rem; overflow-x: auto; font-size: .85rem; }
.op { border-top: 1px solid #ccc; padding-top: .5rem; }
.method { font-weight: bold; color: #0b5394; }
.id, .type { color: #555; font-size: .9rem; margin: 0; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; }
</style>
</head>
<body>
<header>
<h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description ?? '')} Version ${escape(document.info.version)}. Le document OpenAPI : <a href="/api/docs/json">/api/docs/json</a>.</p>
</header>
<nav aria-label="Sommaire"><ul>${toc.join('')}</ul></nav>
<main>${sections.join('')}</main>
</body>
</html>
`;
}

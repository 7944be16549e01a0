/**
 * A readable reference page for an OpenAPI 3.1 document, rendered on the server as plain HTML
 * (no third-party script, so it works under our Content-Security-Policy).
 */
type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (value: unknown) => `<pre><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`;

function schemaOf(content: unknown): unknown {
  const json = (content as Json | undefined)?.["application/json"] as Json | undefined;
  return json?.schema;
}

export function renderApiReference(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const components = ((doc.components ?? {}) as Json).schemas as Json | undefined;
  const sections: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = ((op.parameters ?? []) as Json[])
        .map((p) => (typeof p.$ref === "string" ? (resolveRef(doc, p.$ref) ?? p) : p))
        .map(
          (p) =>
            `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? ", required" : ""}) ${escape(String((p.schema as Json | undefined)?.description ?? p.description ?? ""))}</li>`,
        )
        .join("");
      const body = schemaOf(((op.requestBody ?? {}) as Json).content);
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(
          ([status, r]) =>
            `<li><strong>${escape(status)}</strong> ${escape(String(r.description ?? ""))}${schemaOf(r.content) ? code(schemaOf(r.content)) : ""}</li>`,
        )
        .join("");
      sections.push(`<section id="${escape(`${method}-${path}`)}">
<h2><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h2>
<p>${escape(String(op.summary ?? ""))}</p>${op.description ? `<p>${escape(String(op.description))}</p>` : ""}
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ""}
${body ? `<h3>Request body</h3>${code(body)}` : ""}
<h3>Responses</h3><ul>${responses}</ul></section>`);
    }
  }
  const schemas = Object.entries(components ?? {})
    .map(([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${code(schema)}</section>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title ?? "API"))} reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}
pre{background:#f3f4f6;padding:.75rem;border-radius:.5rem;overflow:auto;font-size:.8rem}section{border-top:1px solid #e5e7eb;padding-top:1rem;margin-top:1.5rem}
.method{display:inline-block;background:#4338ca;color:#fff;border-radius:.25rem;padding:0 .4rem;font-size:.9rem}</style></head>
<body><main><h1>${escape(String(info.title ?? "API"))} <small>${escape(String(info.version ?? ""))}</small></h1>
<p>${escape(String(info.description ?? ""))}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1).</p>
${sections.join("\n")}<h2>Schemas</h2>${schemas}</main></body></html>`;
}

/** "#/components/parameters/TimeLocation" → that object of the document. */
function resolveRef(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const segment of ref.slice(2).split("/")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Json)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node && typeof node === "object" ? (node as Json) : undefined;
}

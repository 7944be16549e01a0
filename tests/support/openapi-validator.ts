import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { getApiApp } from "@/server/api-app";

/** The parts of an OpenAPI 3.1 document the checks read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components?: Record<string, unknown>;
}

const DOC_ID = "https://lingora.test/v1/openapi.json";
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export async function fetchApiDocument(): Promise<OpenApiDocument> {
  const response = await getApiApp().request("http://localhost:3000/v1/openapi.json");
  return (await response.json()) as OpenApiDocument;
}

/** Checks the document against the official OpenAPI 3.1 schema; returns the problems found. */
export async function openApiDocumentProblems(doc: OpenApiDocument): Promise<unknown[]> {
  const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
  return result.valid ? [] : Array.isArray(result.errors) ? result.errors : [result.errors];
}

const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** "/v1/profiles/keeper/user_settings" → "/v1/profiles/keeper/{key}" when the document has that template. */
export function matchPathTemplate(doc: OpenApiDocument, path: string): string | null {
  const pathname = path.split("?")[0]!;
  if (doc.paths[pathname]) return pathname;
  for (const template of Object.keys(doc.paths)) {
    const pattern = new RegExp(
      `^${template
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\\?\{[^}]+\\?\}/g, "[^/]+")
        .replace(/\{[^}]+\}/g, "[^/]+")}$`,
    );
    if (pattern.test(pathname)) return template;
  }
  return null;
}

/**
 * A generic response validator for an OpenAPI 3.1 document: the response's status must be
 * documented for the operation (or covered by "default"), and a JSON body must validate against
 * the documented schema (JSON Schema 2020-12, with the document's components for $ref).
 */
export function createResponseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID } as object);
  const compiled = new Map<string, ValidateFunction>();

  return async function validateResponse(method: string, path: string, response: Response): Promise<{ operation: string; status: string }> {
    const template = matchPathTemplate(doc, path);
    if (!template) throw new Error(`${method} ${path}: the path is not in the OpenAPI document`);
    const lower = method.toLowerCase();
    const operation = doc.paths[template]?.[lower];
    if (!operation) throw new Error(`${method} ${template}: the operation is not in the OpenAPI document`);
    const status = String(response.status);
    const documented = operation.responses[status] ? status : operation.responses.default ? "default" : null;
    if (!documented)
      throw new Error(
        `${method} ${template}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(", ")})`,
      );
    const content = operation.responses[documented]!.content;
    const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    if (content && Object.keys(content).length > 0) {
      if (!content[type]) throw new Error(`${method} ${template} ${status}: content type "${type}" is not documented`);
      if (content[type]!.schema !== undefined) {
        const pointer = `#/paths/${escapePointer(template)}/${lower}/responses/${documented}/content/${escapePointer(type)}/schema`;
        let validate = compiled.get(pointer);
        if (!validate) {
          validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
          compiled.set(pointer, validate);
        }
        const body: unknown = await response.clone().json();
        if (!validate(body)) {
          throw new Error(
            `${method} ${template} ${status}: the body does not match the documented schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
          );
        }
      }
    }
    return { operation: `${lower} ${template}`, status: documented };
  };
}

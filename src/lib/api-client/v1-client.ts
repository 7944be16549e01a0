import createClient, { type Client } from "openapi-fetch";
import { createApiFetch, TIME_LOCATION_HEADER, type ApiFetchDeps } from "@/lib/http-client/api-fetch";
import type { paths } from "./v1-schema";

/** An operation without the X-Time-Location header parameter: the transport sets it on every call. */
type WithoutTimeLocation<Operation> = Operation extends { parameters: { header: infer Header } }
  ? Omit<Operation, "parameters"> & {
      parameters: Omit<Operation["parameters"], "header"> & { header?: Omit<Header, typeof TIME_LOCATION_HEADER> };
    }
  : Operation;

/** The /v1 paths of the OpenAPI document, as callers write them. */
export type V1Paths = { [Path in keyof paths]: { [Method in keyof paths[Path]]: WithoutTimeLocation<paths[Path][Method]> } };

type V1Client = Client<V1Paths>;

/** The success answer of a call (openapi-fetch's data); failures are thrown as ApiError by the transport. */
type DataOf<Result> = Extract<Result, { error?: never }> extends { data: infer Data } ? Data : never;

function answerOf<Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<DataOf<Result>> => {
    // The transport throws every failure, so what comes back is the success branch.
    const { data } = (await method(...args)) as { data: DataOf<Result> };
    return data;
  };
}

/**
 * The typed /v1 client: paths, parameters, bodies and answers come from the OpenAPI document
 * (v1-schema.ts, `npm run api:types`), the transport is the product API's one fetch function
 * (token, time zone, retries, backend-error recording). Each method resolves with the answer and
 * rejects with an ApiError.
 */
export function createV1Client(deps: ApiFetchDeps & { baseUrl?: string }) {
  const client: V1Client = createClient<V1Paths>({ baseUrl: deps.baseUrl ?? "", fetch: createApiFetch(deps) });
  return {
    GET: answerOf(client.GET),
    PUT: answerOf(client.PUT),
    POST: answerOf(client.POST),
    PATCH: answerOf(client.PATCH),
  };
}

export type V1Api = ReturnType<typeof createV1Client>;

import { desc, eq } from "drizzle-orm";
import { outboxMessages } from "@db/schema";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

export const ORIGIN = "http://localhost:3000";

/** A tiny cookie jar + fetch against route handlers, as a browser on its own address would. */
export class TestBrowser {
  private cookies = new Map<string, string>();
  readonly address: string;

  constructor(address?: string) {
    this.address = address ?? `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Sets a cookie as a response would (e.g. a session made by the factories). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
  }

  remember(response: Response): Response {
    for (const raw of response.headers.getSetCookie()) {
      const [pair = ""] = raw.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(raw) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Request {
    return new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        origin: ORIGIN,
        cookie: this.cookieHeader(),
        [CLIENT_ADDRESS_HEADER]: this.address,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async call(handler: (request: Request) => Promise<Response> | Response, path: string, init: Parameters<TestBrowser["request"]>[1] = {}) {
    return this.remember(await handler(this.request(path, init)));
  }
}

/** The newest code we "emailed" to an address (development outbox). */
export async function latestCodeFor(email: string): Promise<string> {
  const [row] = await getDb()
    .select({ meta: outboxMessages.meta })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!row?.meta.code) throw new Error(`no code in the outbox for ${email}`);
  return row.meta.code;
}

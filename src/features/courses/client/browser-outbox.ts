import { createApiFetch } from "@/lib/http-client/api-fetch";
import { sessionStore } from "@/lib/session/session-store";
import type { LessonResult } from "../model/lesson-session";
import { createResultsOutbox, type ResultsOutbox } from "./results-outbox";

/** The outbox does its own retrying, so each send is one try (bearer token, time zone and one token refresh come from the API transport). */
const apiFetch = createApiFetch({
  getIdToken: (options) => sessionStore.getIdToken(options),
  retryPolicy: () => ({ generic: false, statuses: [], maxTries: 1 }),
});

let outbox: ResultsOutbox | null = null;

/** This tab's results outbox: sends what earlier visits left, and again whenever the network comes back. */
export function browserOutbox(): ResultsOutbox {
  if (outbox) return outbox;
  const created = createResultsOutbox({
    storage: window.localStorage,
    send: async (entry) => {
      const response = await apiFetch(
        new Request(new URL(entry.url, window.location.origin), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(entry.body),
        }),
      );
      return (await response.json()) as LessonResult;
    },
  });
  window.addEventListener("online", () => void created.flush(true));
  void created.flush(true);
  outbox = created;
  return created;
}

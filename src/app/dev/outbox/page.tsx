import { desc } from "drizzle-orm";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { outboxMessages } from "@db/schema/outbox";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER, SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";
import { decideOutboxAccess } from "./outbox-access";

export const dynamic = "force-dynamic";

/**
 * The development outbox: emails and SMS that were not sent because no provider is configured.
 * Never in production; only for a browser on this machine with the key `npm start` prints.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const config = getConfig();
  const requestHeaders = await headers();
  const { key } = await searchParams;
  const access = decideOutboxAccess({
    appEnv: config.APP_ENV,
    clientAddress: requestHeaders.get(CLIENT_ADDRESS_HEADER),
    socketAddress: requestHeaders.get(SOCKET_ADDRESS_HEADER),
    host: requestHeaders.get("host"),
    key: typeof key === "string" ? key : null,
    authSecret: config.AUTH_SECRET,
  });
  if (access === "not-found") notFound();
  if (access === "key-required") {
    return (
      <main className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold">Development outbox</h1>
        <p className="mt-2 text-gray-700">
          Open the link that <code>npm start</code> printed (&ldquo;development outbox&rdquo;): the outbox shows sign-in codes, so it needs
          the key in that link.
        </p>
      </main>
    );
  }
  const messages = await getDb().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(50);
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Development outbox</h1>
      <p className="mt-2 text-gray-700">
        Emails and text messages Lingora would have sent. Configure SMTP_URL (and Twilio) to deliver them for real.
      </p>
      {messages.length === 0 ? <p className="mt-8">Nothing has been sent yet.</p> : null}
      <ol className="mt-8 space-y-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-gray-700">
              {message.channel === "email" ? "Email" : "SMS"} to <strong>{message.recipient}</strong> ·{" "}
              <time dateTime={message.createdAt.toISOString()}>{message.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC</time>
            </p>
            {message.subject ? <h2 className="mt-1 text-lg font-semibold">{message.subject}</h2> : null}
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{message.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}

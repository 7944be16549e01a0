import { isLoopbackHost } from "@/lib/config/origins";
import { isDevOutboxKey } from "@/lib/config/dev-outbox";

export type OutboxAccess = "open" | "key-required" | "not-found";

/** 127.0.0.0/8 or ::1, as our server writes the client address (IPv4-mapped form included). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  const value = (address ?? "").trim().replace(/^::ffff:/i, "");
  return value === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

function hostnameOf(host: string | null | undefined): string {
  try {
    return new URL(`http://${host ?? ""}`).hostname;
  } catch {
    return "";
  }
}

/**
 * Who may read the development outbox (every code and link we would have sent): nobody in
 * production; otherwise only a browser on this machine (client address set by our server from the
 * socket, Host a loopback name, which also defeats DNS rebinding) that carries the key printed by
 * `npm start`.
 */
export function decideOutboxAccess(input: {
  appEnv: string;
  clientAddress: string | null;
  /** The socket's peer, which no proxy setting can make a client choose. */
  socketAddress: string | null;
  host: string | null;
  key: string | null;
  authSecret: string | undefined;
}): OutboxAccess {
  if (input.appEnv === "production") return "not-found";
  if (!isLoopbackAddress(input.clientAddress) || !isLoopbackAddress(input.socketAddress)) return "not-found";
  if (!isLoopbackHost(hostnameOf(input.host))) return "not-found";
  return isDevOutboxKey(input.key, input.authSecret) ? "open" : "key-required";
}

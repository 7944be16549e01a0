/**
 * The header our server (scripts/serve.ts) sets from the socket address and the trusted proxy hops.
 * Any value a client sends in it is overwritten before the app sees the request.
 */
export const CLIENT_ADDRESS_HEADER = "x-lingora-client-address";

/** The header our server sets to the socket's own peer address, whatever the proxy settings. */
export const SOCKET_ADDRESS_HEADER = "x-lingora-socket-address";

/**
 * Picks the client address from X-Forwarded-For and the socket address.
 * With `trustedHops` reverse proxies in front of us, the client is the entry that many hops
 * from the right of the chain (entries further left can be forged by the client).
 */
export function resolveClientAddress(input: {
  forwardedFor: string | null | undefined;
  socketAddress: string | null | undefined;
  trustedHops: number;
}): string {
  const socket = (input.socketAddress ?? "").replace(/^::ffff:/, "") || "unknown";
  if (input.trustedHops <= 0) return socket;
  const chain = (input.forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  chain.push(socket);
  const index = chain.length - 1 - input.trustedHops;
  return (chain[Math.max(index, 0)] ?? socket).replace(/^::ffff:/, "");
}

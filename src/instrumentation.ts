/** Runs once when a server process starts: validates configuration, wires the features together (src/server/boot.ts) and starts maintenance. */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next's own runtime marker, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig } = await import("./lib/config");
  getConfig();
  const { bootServer } = await import("./server/boot");
  bootServer();
  const { startMaintenance } = await import("./features/auth/server/maintenance");
  startMaintenance();
}

// Webhook processing end to end: signed sandbox events posted to POST /api/billing/webhooks/sandbox
// (verify the signature, dedupe on the event id, apply: a payments row, the products row of a
// one-time purchase, the receipt queued in the same transaction, purchase_completed), against bare
// single-row inserts into webhook_events in the same run. Every event is new (its own id and payment).
import { createHmac } from "node:crypto";
import pg from "pg";

export const BENCH_SANDBOX_SECRET = "bench-sandbox-webhook-secret-0123456789";
const PLAN = "courses-premium-12m-once";

const sign = (body, timestamp) =>
  `t=${timestamp},v1=${createHmac("sha256", BENCH_SANDBOX_SECRET).update(`${timestamp}.${body}`).digest("hex")}`;

/** One checkout of a demo account, whose completions the events tell (each with another payment). */
async function openCheckout(origin, headers) {
  const response = await fetch(`${origin}/v1/billing/checkout`, { method: "POST", headers, body: JSON.stringify({ planId: PLAN }) });
  if (!response.ok) throw new Error(`POST /v1/billing/checkout answered ${response.status}: ${await response.text()}`);
  return (await response.json()).checkoutId;
}

async function bareInsertRate(databaseUrl, { connections, durationSeconds }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const deadline = Date.now() + durationSeconds * 1000;
  let rows = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      while (Date.now() < deadline) {
        await pool.query(
          "insert into webhook_events (provider, event_id, type, outcome) values ('sandbox', $1, 'checkout.completed', 'bench')",
          [`evt_bench_floor_${client}_${rows}_${Math.random()}`],
        );
        rows += 1;
      }
    }),
  );
  await pool.end();
  return Math.round(rows / durationSeconds);
}

export async function measureWebhooks({ origin, databaseUrl, headers, load, connections, durationSeconds }) {
  const checkoutId = await openCheckout(origin, headers);
  let n = 0;
  const result = await load(`${origin}/api/billing/webhooks/sandbox`, {
    connections,
    method: "POST",
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const body = JSON.stringify({
            provider: "sandbox",
            id: `evt_bench_${process.pid}_${n}`,
            occurredAt: new Date().toISOString(),
            type: "checkout.completed",
            checkout: "cs_sbx_bench",
            mode: "payment",
            customer: "cus_sbx_bench",
            payment: `pay_sbx_bench_${process.pid}_${n}`,
            paymentMethod: "pm_sbx_bench",
            paymentMethodLabel: "Visa •••• 4242",
            metadata: { checkoutId },
          });
          const signature = sign(body, Math.floor(Date.now() / 1000));
          return { ...request, body, headers: { ...request.headers, "content-type": "application/json", "lingora-signature": signature } };
        },
      },
    ],
  });
  const endpointEventsPerSecond = Math.round(result.requests.average);
  const bareInsertsPerSecond = await bareInsertRate(databaseUrl, { connections, durationSeconds });
  return {
    connections,
    endpointEventsPerSecond,
    bareInsertsPerSecond,
    ratioToBareInsert: +(endpointEventsPerSecond / bareInsertsPerSecond).toFixed(3),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

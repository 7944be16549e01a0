/**
 * Demo accounts seeded outside production (README, "Demo accounts"). All share one password and
 * are verified. Ids are fixed so the seed is idempotent.
 */
export const DEMO_PASSWORD = "lingora demo learner";

type DemoProduct = { category: "self study" | "tutors"; type: string; status: string; trial: boolean };

export const demoAccounts: { id: string; email: string; name: string; freeForUkraine?: boolean; products: DemoProduct[] }[] = [
  { id: "demo-free", email: "free@demo.lingora.example", name: "Fiona Free", products: [] },
  {
    id: "demo-courses-trial",
    email: "courses-trial@demo.lingora.example",
    name: "Tomas Trial",
    products: [{ category: "self study", type: "subscription", status: "ok", trial: true }],
  },
  {
    id: "demo-courses-premium",
    email: "courses-premium@demo.lingora.example",
    name: "Paula Premium",
    products: [{ category: "self study", type: "subscription", status: "ok", trial: false }],
  },
  {
    id: "demo-tutoring",
    email: "tutoring@demo.lingora.example",
    name: "Theo Tutoring",
    products: [{ category: "tutors", type: "subscription", status: "ok", trial: false }],
  },
  {
    id: "demo-group-active",
    email: "group-active@demo.lingora.example",
    name: "Greta Group",
    products: [{ category: "tutors", type: "group_lessons", status: "ok", trial: false }],
  },
  {
    id: "demo-group-canceled",
    email: "group-canceled@demo.lingora.example",
    name: "Carlos Canceled",
    products: [{ category: "tutors", type: "group_lessons", status: "canceled", trial: false }],
  },
  { id: "demo-ukraine", email: "ukraine@demo.lingora.example", name: "Oksana Ukraine", freeForUkraine: true, products: [] },
];

import { identityEndpoints } from "@/features/auth/server";

export const dynamic = "force-dynamic";

export const GET = identityEndpoints.GET;
export const POST = identityEndpoints.POST;

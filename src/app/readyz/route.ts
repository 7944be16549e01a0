import { handleHttpRequest } from "@/server/http-edge";

export const dynamic = "force-dynamic";

export { handleHttpRequest as GET };

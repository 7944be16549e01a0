import { handleHttpRequest as handle } from "@/server/http-edge";

export const dynamic = "force-dynamic";

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };

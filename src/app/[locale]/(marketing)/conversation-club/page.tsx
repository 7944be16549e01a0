import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("conversation-club");

export const generateMetadata = route.generateMetadata;
export default route.Page;

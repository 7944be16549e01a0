import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("group-lessons");

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("online-english-classes");

export const generateMetadata = route.generateMetadata;
export default route.Page;

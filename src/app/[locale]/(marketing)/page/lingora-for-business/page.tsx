import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("lingora-for-business");

export const generateMetadata = route.generateMetadata;
export default route.Page;

import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("language-learning-app");

export const generateMetadata = route.generateMetadata;
export default route.Page;

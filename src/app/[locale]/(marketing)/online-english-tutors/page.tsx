import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("online-english-tutors");

export const generateMetadata = route.generateMetadata;
export default route.Page;

export { useFlag } from "./flags-context";

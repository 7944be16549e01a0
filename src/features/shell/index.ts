/** What other features may use of the shell. */
export { useUITheme } from "./components/ui-theme-provider";

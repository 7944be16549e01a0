/** What the composition root mounts around every page: the shell's strings and the UI theme. */
export { ShellStringsProvider, type ShellStrings } from "./components/shell-strings";
export { UIThemeProvider } from "./components/ui-theme-provider";

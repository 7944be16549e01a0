export const specialUIThemes = ["default", "new-year"] as const;
export type SpecialUITheme = (typeof specialUIThemes)[number];

export interface UIThemeState {
  specialUITheme: SpecialUITheme;
  /** The user's dyslexic-mode choice (profile setting, wired by a later issue). */
  dyslexic: boolean;
  /** Spec: dyslexic mode applies only if isDyslexicModeAllowed is true (default true). */
  isDyslexicModeAllowed: boolean;
}

/** What the document root gets for a theme state. */
export function themeRootAttributes(state: UIThemeState): { uiTheme: SpecialUITheme; isDyslexicMode: boolean } {
  return {
    uiTheme: specialUIThemes.includes(state.specialUITheme) ? state.specialUITheme : "default",
    isDyslexicMode: state.isDyslexicModeAllowed && state.dyslexic,
  };
}

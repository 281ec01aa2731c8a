/** Every route of the app in one place (§2.1). Areas are added here as their screens are built. */
export const paths = {
  home: '/',
} as const;

/** The routes that have a screen in this build; menu entries pointing elsewhere are "Not yet available". */
export const builtPaths: ReadonlySet<string> = new Set<string>([paths.home]);

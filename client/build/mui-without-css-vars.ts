import type { Plugin } from 'vite';

const STUBS: Record<string, { importer: string; code: string }> = {
  './createThemeWithVars.mjs': {
    importer: '/@mui/material/styles/createTheme.mjs',
    code: 'export default function createThemeWithVars() { throw new Error("This build has no CSS-variables themes (client/build/mui-without-css-vars.ts)"); }',
  },
  './ThemeProviderWithVars.mjs': {
    importer: '/@mui/material/styles/ThemeProvider.mjs',
    code: 'export function CssVarsProvider() { throw new Error("This build has no CSS-variables themes (client/build/mui-without-css-vars.ts)"); }',
  },
  // NativeSelect's default input, the standard (underlined) one: the app's native selects always pass their own
  // (shared/text-field.tsx), yet the default kept MUI's Input in every public page's first load (0.9 KB compressed).
  '../Input/index.mjs': {
    importer: '/@mui/material/NativeSelect/NativeSelect.mjs',
    code: 'export default function Input() { throw new Error("This build has no default input for NativeSelect: pass input={<OutlinedInput />} (client/build/mui-without-css-vars.ts)"); }',
  },
};
const PREFIX = '\0fc-mui-stub:';

/**
 * The app's theme has no CSS variables and no colour schemes (src/app/theme.ts), so MUI's createTheme takes its
 * plain branch and ThemeProvider its plain provider. Both still import the CSS-variables branch, which no
 * bundler can drop: about 22 KB of script (6 KB compressed) on every page. In builds those two imports get a stub
 * that throws, so a theme that turns CSS variables on fails loudly instead of silently losing them. The same for
 * NativeSelect's default input (below), which no select of the app uses.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'fc-mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = STUBS[source];
      return stub && importer?.endsWith(stub.importer) ? PREFIX + source : null;
    },
    load: (id) => (id.startsWith(PREFIX) ? STUBS[id.slice(PREFIX.length)].code : null),
  };
}

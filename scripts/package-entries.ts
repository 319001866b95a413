/** The npm package's entry points (package.json `exports`): tsup builds their JavaScript, and
 * scripts/package-types.ts their type declarations, under the same names in dist/. */
export const PACKAGE_ENTRIES = {
  index: 'src/index.ts',
  register: 'src/register.ts',
  autoload: 'src/autoload.ts',
  'mocks/index': 'src/mocks/index.ts',
  jsx: 'src/jsx.ts',
} as const;

import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`msg`, `t`, `Trans`, `Plural`... from `@lingui/core/macro` and
 * `@lingui/react/macro`) compiled with their Babel plugin, before anything else sees the file:
 * the React plugin of Vite 8 has no Babel step of its own. Only files that import a macro go
 * through Babel (parsing TypeScript and JSX, printing them back); the rest are not touched.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'yardvision-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null;
      if (!code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        generatorOpts: { retainLines: false },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

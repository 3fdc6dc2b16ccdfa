import type { Plugin } from 'vite';

/** Files of packages/contracts (shared with the server; we read them from source). */
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function topLevelInitializers(program: { body: Node[] }): Node[] {
  const found: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && (init.type === 'CallExpression' || init.type === 'ChainExpression'))
        found.push(init);
    }
  }
  return found;
}

/**
 * Marks the top-level schema constants of packages/contracts as pure, so a page that imports one
 * constant or function from contracts does not also load every zod schema (and zod itself).
 * Building a schema has no side effects; bundlers just cannot prove it for method chains such as
 * `z.string().optional()`. Each initializer `expr` becomes `/* @__PURE__ *\/ (() => expr)()`.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'roar:pure-contract-schemas',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id) || !code.includes('z.')) return null;
      const initializers = topLevelInitializers(this.parse(code) as unknown as { body: Node[] });
      if (initializers.length === 0) return null;
      let output = code;
      for (const init of [...initializers].sort((a, b) => b.start - a.start)) {
        const expression = output.slice(init.start, init.end);
        output = `${output.slice(0, init.start)}/* @__PURE__ */ (() => ${expression})()${output.slice(init.end)}`;
      }
      return { code: output, map: null };
    },
  };
}

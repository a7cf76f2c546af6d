import path from 'node:path';
import ts from 'typescript';

/** Methods of TypeORM's DataSource, EntityManager, Repository and query builders that write. */
const WRITE_METHODS = new Set([
  'save',
  'insert',
  'update',
  'delete',
  'upsert',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
]);

/** SQL that writes (a SELECT ... FOR UPDATE does not match: UPDATE must name a table and SET). */
const WRITE_SQL =
  /\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+[\w".]+(\s+(AS\s+)?\w+)?\s+SET|TRUNCATE|VACUUM|ALTER\s+TABLE|DROP\s+TABLE|CREATE\s+TABLE)\b/i;

export interface WriteDoor {
  /** Path under server/src. */
  file: string;
  /** The method or function it is in. */
  inside: string;
  line: number;
  kind: 'transaction' | 'write outside a unit of work';
  code: string;
}

/**
 * Every place in server/src that opens a transaction by hand (`.transaction(`, `createQueryRunner`) or writes
 * through the DataSource rather than a unit of work's EntityManager: a repository of `ds` (`this.ds.getRepository(X)
 * .update(...)`, also through a variable holding it), a query builder of `ds`, or `ds.query` with writing SQL.
 * Writes through an `em` handed in by `UnitOfWork.run` (or a job handler's manager) are the one door.
 */
export function findWriteDoors(srcDir: string): WriteDoor[] {
  const configPath = path.join(srcDir, '..', 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const files = config.fileNames.filter((f) => path.resolve(f).startsWith(path.resolve(srcDir) + path.sep));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const found: WriteDoor[] = [];

  const isDataSource = (node: ts.Node): boolean => checker.getTypeAtLocation(node).getSymbol()?.getName() === 'DataSource';

  /** Whether the receiver chain of a call reaches a DataSource (following local variables to their initialisers). */
  const reachesDataSource = (node: ts.Expression, seen = new Set<ts.Node>()): boolean => {
    if (seen.has(node)) return false;
    seen.add(node);
    if (isDataSource(node)) return true;
    if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) {
      return reachesDataSource(node.expression, seen);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return reachesDataSource(node.expression, seen);
    if (ts.isCallExpression(node)) return reachesDataSource(node.expression, seen);
    if (ts.isIdentifier(node)) {
      const declarations = checker.getSymbolAtLocation(node)?.getDeclarations() ?? [];
      return declarations.some((d) => ts.isVariableDeclaration(d) && d.initializer !== undefined && reachesDataSource(d.initializer, seen));
    }
    return false;
  };

  const sqlOf = (arg: ts.Expression | undefined): string => {
    if (!arg) return '';
    if (ts.isStringLiteralLike(arg)) return arg.text;
    if (ts.isTemplateExpression(arg)) return [arg.head.text, ...arg.templateSpans.map((s) => s.literal.text)].join(' ');
    if (ts.isIdentifier(arg)) {
      const d = checker.getSymbolAtLocation(arg)?.getDeclarations()?.[0];
      if (d && ts.isVariableDeclaration(d)) return sqlOf(d.initializer);
    }
    return '';
  };

  const insideOf = (node: ts.Node): string => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if ((ts.isMethodDeclaration(n) || ts.isFunctionDeclaration(n) || ts.isGetAccessor(n)) && n.name) return n.name.getText();
      if (ts.isConstructorDeclaration(n)) return 'constructor';
      if (ts.isVariableDeclaration(n) && n.initializer && ts.isFunctionLike(n.initializer)) return n.name.getText();
    }
    return '(module)';
  };

  for (const sf of program.getSourceFiles()) {
    if (!files.includes(sf.fileName)) continue;
    const file = path.relative(srcDir, sf.fileName).split(path.sep).join('/');
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const receiver = node.expression.expression;
        let kind: WriteDoor['kind'] | null = null;
        if (method === 'transaction' || (method === 'createQueryRunner' && reachesDataSource(receiver))) kind = 'transaction';
        else if (WRITE_METHODS.has(method) && reachesDataSource(receiver)) kind = 'write outside a unit of work';
        else if (method === 'query' && WRITE_SQL.test(sqlOf(node.arguments[0])) && reachesDataSource(receiver)) {
          kind = 'write outside a unit of work';
        }
        if (kind) {
          const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
          found.push({ file, inside: insideOf(node), line: line + 1, kind, code: node.getText(sf).split('\n')[0].slice(0, 100) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from 'graphql';

const MAX_DEPTH = 12;

/** Refuses operations nested deeper than MAX_DEPTH, so one request cannot ask for a huge tree. */
export const depthLimit: ValidationRule = (context: ValidationContext) => {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d] as const),
  );
  const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
    if (depth > MAX_DEPTH) return depth;
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      if (seen.has(node.name.value)) return depth;
      const fragment = fragments.get(node.name.value);
      return fragment ? depthOf(fragment, depth, new Set(seen).add(node.name.value)) : depth;
    }
    if (!('selectionSet' in node) || !node.selectionSet) return depth;
    const next = node.kind === Kind.FIELD ? depth + 1 : depth;
    return Math.max(next, ...node.selectionSet.selections.map((s) => depthOf(s, next, seen)));
  };
  return {
    OperationDefinition(node) {
      if (depthOf(node, 0, new Set()) > MAX_DEPTH) {
        context.reportError(new GraphQLError(`Query is nested deeper than ${MAX_DEPTH} levels`, { nodes: [node] }));
      }
    },
  };
};

/** Rules added to graphql-js's own, for HTTP and websocket alike. */
export const extraValidationRules: ValidationRule[] = [depthLimit];

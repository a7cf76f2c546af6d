/** A GraphQL answer over HTTP as the tests read it: `data` shaped as the test says, and the errors if any. */
export interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The body of a GraphQL response (from `request.post` or a routed `response`). */
export async function graphqlBody<T = Record<string, unknown>>(res: { json(): Promise<unknown> }): Promise<GraphQLBody<T>> {
  return (await res.json()) as GraphQLBody<T>;
}

/** Who is asking, as the request shows it: recorded with sign-ins and used for rate limits. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The client's country as a trusted proxy reports it (CLIENT_COUNTRY_HEADER), or null/absent. */
  country?: string | null;
}

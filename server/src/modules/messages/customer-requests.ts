/** One of a customer's information requests to a franchisor, as a new conversation with that franchisor needs it. */
export interface RequestToFranchisor {
  leadId: string;
  /** Null once the franchise was removed. */
  franchiseName: string | null;
  /** Whether the franchise is approved (public) now. */
  approved: boolean;
}

/**
 * A port: the requests a customer has sent a franchisor, newest first. A customer may start a conversation only with a
 * franchisor whose franchise they requested; requests belong to the customer-requests module, which sits above this one and
 * implements it (customer-requests/lead-customer-requests.ts).
 */
export interface CustomerRequests {
  toFranchisor(userId: string, franchisorId: string): Promise<RequestToFranchisor[]>;
}

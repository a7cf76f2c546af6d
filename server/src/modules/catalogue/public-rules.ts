/**
 * What the public sees, as SQL conditions on `f` (franchises) and `a` (featured_ads): the rules every public read
 * shares, so a search, a card and a count never disagree.
 */

/** A listing is public when approved. */
export const PUBLIC_FRANCHISE = `f.status = 'approved'`;

/**
 * When a featured ad is public (spec 01 section 4): status active, payment completed, end date not past (an ad without
 * an end date has not ended), and its franchise approved. It lives here, beside the listing's rule, because the search
 * marks its featured results in the same statement; advertising, above catalogue, reads it from here.
 */
export const PUBLIC_FEATURED_AD = `a.status = 'active' AND a.payment_status = 'completed'
  AND (a.end_date IS NULL OR a.end_date >= now()) AND ${PUBLIC_FRANCHISE}`;

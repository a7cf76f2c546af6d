/**
 * When a featured ad is public (spec 01 section 4): status active, payment completed, end date not
 * past (an ad without an end date has not ended), and its franchise approved. `a` is featured_ads,
 * `f` its franchise.
 */
export const PUBLIC_FEATURED_AD = `a.status = 'active' AND a.payment_status = 'completed'
  AND (a.end_date IS NULL OR a.end_date >= now()) AND f.status = 'approved'`;

import { useSelection } from '../../selection/use-selection';
import { useConsentNotice } from '../components/consent-line';

/**
 * The consent line of the login, magic-link and sign-up pages while franchises are ticked (issue 41): it names each
 * of them and its franchisor company; the claim sends back what it showed. Null when nothing is ticked or `enabled`
 * is false (another account type).
 */
export function usePendingConsent(action: 'signing in' | 'creating your account', enabled = true) {
  const { items } = useSelection();
  const ids = enabled ? items.map((i) => i.id) : [];
  const notice = useConsentNotice(action === 'signing in' ? 'SIGN_IN_CLAIM' : 'SIGN_UP_CLAIM', ids);
  if (ids.length === 0) return null;
  return { text: notice.text ?? (notice.loading ? 'Loading who your details will be sent to…' : null), consent: notice.consent };
}

import Logout from '@mui/icons-material/Logout';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../hooks/use-session';
import type { LoginState } from '../pages/login.page';

export const SIGNED_OUT_NOTICE = 'You have signed out.';

/**
 * Signs out from the public header, the phone menu, the customer sidebar or Account, then opens the login
 * page of the person's kind (customers by default) saying so. The ticked franchises go too (useSignOut).
 */
export function SignOutButton({ loginPath = '/customer/login', onDone, ...button }: ButtonProps & { loginPath?: string; onDone?: () => void }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onDone?.();
      const state: LoginState = { notice: SIGNED_OUT_NOTICE, noticeSeverity: 'info' };
      void navigate(loginPath, { replace: true, state });
    }
  };
  return (
    <Button startIcon={<Logout />} {...button} disabled={busy || button.disabled} onClick={() => void run()}>
      {busy ? 'Signing out…' : 'Sign out'}
    </Button>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from 'ui';
import { LOGOUT } from './logout.operations';
import { Icon, ItemButton } from './sidebar-styles';

/**
 * The sidebar's Logout item: asks first, then ends the session on the server, clears the spec's
 * browser keys and loads /login afresh, so nothing of the admin session survives in memory.
 */
export function LogoutButton({ showLabel }: { showLabel: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [logout, { loading }] = useMutation(LOGOUT);

  const confirm = async () => {
    try {
      await logout();
    } catch (error) {
      // The browser must log out even when the server cannot be reached; its session expires anyway.
      console.warn('[mf-admin] logout call failed:', error);
    }
    localStorage.removeItem('user');
    localStorage.removeItem('role');
    window.location.assign('/login');
  };

  return (
    <>
      <ItemButton onClick={() => setConfirming(true)} aria-label="Logout" title="Logout">
        <Icon>⎋</Icon>
        {showLabel && <span>Logout</span>}
      </ItemButton>
      <ConfirmDialog
        open={confirming}
        title="Confirm Logout"
        message="Are you sure you want to log out?"
        confirmLabel="Yes"
        cancelLabel="No"
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

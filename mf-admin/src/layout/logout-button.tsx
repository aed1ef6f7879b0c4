import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from 'ui';
import { useLogout } from 'web-kit';
import { VisuallyHidden } from '../shared/visually-hidden';
import { Icon, ItemButton } from './sidebar-styles';

/**
 * The sidebar's Logout item: asks first, then logs out the one way every front end does
 * (web-kit's useLogout): the server's session ends, then /login loads afresh.
 */
export function LogoutButton({ showLabel }: { showLabel: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { logOut, loading, error, clearError } = useLogout();

  return (
    <>
      <ItemButton onClick={() => setConfirming(true)} title="Logout">
        <Icon>
          <LogOut size={22} />
        </Icon>
        {showLabel ? <span>Logout</span> : <VisuallyHidden>Logout</VisuallyHidden>}
      </ItemButton>
      <ConfirmDialog
        open={confirming}
        title="Confirm Logout"
        message={error ?? 'Are you sure you want to log out?'}
        confirmLabel="Yes"
        cancelLabel="No"
        loading={loading}
        onCancel={() => {
          setConfirming(false);
          clearError();
        }}
        onConfirm={() => void logOut()}
      />
    </>
  );
}

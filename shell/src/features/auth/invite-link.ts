import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const tokenIn = (part: string) => new URLSearchParams(part.replace(/^[#?]/, '')).get('invite')?.trim() || null;

/**
 * The token of a hostel office's invitation link: `/signup#invite=<token>` as the gateway mails
 * it (in the fragment, so no server logs it), or `/signup?invite=<token>`. Read once; then the
 * address loses it, as the staff welcome page's does, so the history does not keep it.
 */
export function useInviteLink(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenIn(hash) ?? tokenIn(search));
  useEffect(() => {
    if (!tokenIn(hash) && !tokenIn(search)) return;
    const rest = new URLSearchParams(search);
    rest.delete('invite');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash: '' }, { replace: true });
  }, [pathname, search, hash, navigate]);
  return token;
}

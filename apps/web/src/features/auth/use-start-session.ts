import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Tokens } from '@intranet/shared/auth/auth.schemas';
import { session, userFromToken } from '../../lib/session';
import { nextAfterLogin } from './auth-paths';

/** Keeps the tokens and the user of their claims, then opens the page that asked for login (or home). */
export function useStartSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (tokens: Tokens) => {
    queryClient.clear();
    session.setTokens(tokens);
    session.setUser(userFromToken(tokens.idToken));
    navigate(nextAfterLogin(location), { replace: true });
  };
}

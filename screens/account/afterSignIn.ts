// After sign in, sign up or an accepted invitation (spec 000 s.2.7, 'after the next callback'): a
// user whose onboarding is not done goes to /onboarding instead of the next address; the onboarding
// info is read after the session exists.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointCall } from '../../engine';

export function useAfterSignIn(): (next: string) => Promise<void> {
  const call = useEndpointCall();
  const navigate = useNavigate();
  return useCallback(
    async (next: string) => {
      const info = await call('onboarding.info');
      const show = 'data' in info && info.data.show_onboarding;
      navigate(show ? '/onboarding' : next, { replace: true });
    },
    [call, navigate],
  );
}

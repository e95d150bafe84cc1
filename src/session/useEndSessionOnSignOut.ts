// Logging out (by the user or on a 401) ends in the start layout; once the signed-in layout has
// unmounted, session storage and every cached reply are dropped. Resetting earlier would make its
// mounted queries refetch at once, into more 401s.
import { useEffect, useRef } from 'react';
import { baseApi } from '../../engine/api';
import { useAppDispatch } from '../hooks';

export function useEndSessionOnSignOut(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      sessionStorage.clear();
      dispatch(baseApi.util.resetApiState());
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, dispatch]);
}

// The engine's caller: runs "<group>.<name>" of schemas/endpoints through the endpoint generated
// from it (engine/api/endpointCall.ts): a GET through the RTK Query cache, a POST as a mutation that
// invalidates the tags its endpoint file declares (a refund refreshes that payment and the payment
// lists, not every list). Path parameters are fields of the argument; `options.headers` go with this
// one request (Idempotency-Key). It is the forms engine's caller too (SchemaForm's `submit`).
import { useCallback, useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { runCall, type CallOptions, type CallResult, type ReplyOf } from '../../api/endpointCall';

export type EngineCallResult<T = unknown> = CallResult<T>;
export type EngineCallOptions = CallOptions;
/** Any caller of the engine's shape (SchemaForm's `submit`, a test's fake). */
export type EngineCaller = (call: string, arg?: unknown, options?: EngineCallOptions) => Promise<EngineCallResult>;
/** The engine's caller: the reply is typed by call id (EndpointReplies). */
export type TypedEngineCaller = <K extends string>(call: K, arg?: unknown, options?: EngineCallOptions) => Promise<EngineCallResult<ReplyOf<K>>>;

/** Outside a store (a form given its own `submit`, a test) every call answers an error instead of throwing. */
export function useEngineCaller(): TypedEngineCaller {
  const dispatch = useContext(ReactReduxContext)?.store.dispatch;
  return useCallback<TypedEngineCaller>(
    async (call, arg, options) =>
      dispatch ? runCall(dispatch, call, arg, options) : { error: { status: 0, data: { error: `No store to run ${call}` } } },
    [dispatch],
  );
}

// Every handler module: one per endpoint file (schemas/endpoints/<group>.json) whose calls it serves.
// The route layer binds them by call id (server/http/declared-routes.ts).
import { buttonHandlers } from './buttons/handlers.ts';
import type { HandlerModule } from './http/handler-types.ts';

export const handlerModules: HandlerModule[] = [buttonHandlers];

// Designs waiting for activation are polled through design/bulk_status/ every 1200 ms (spec 001
// s.4, s.9) with the engine's record poll (engine/list/rowPoll.ts); the reply adds the progress.
import { pollRows, type PolledState, type PollOptions } from '../../engine';

export type DesignState = PolledState & { progress: number };

export const pollPendingDesigns = (options: PollOptions<DesignState>) => pollRows(options);

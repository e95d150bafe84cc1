// An enqueue in this process wakes its workers at once instead of at their next poll (other
// instances find the job at their next poll). Only a latency shortcut: the queue is the database.
const listeners = new Set<() => void>();

export function onWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeWorkers(): void {
  for (const l of listeners) l();
}

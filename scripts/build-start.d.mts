// Types of scripts/build-start.mjs (plain JavaScript so that `npm start` runs it without tsx).
export function hashFiles(files: readonly string[]): string;
export function clientInputFiles(): string[];
export function buildIfStale(options?: { force?: boolean; log?: (line: string) => void }): Promise<void>;

export const DEFAULT_HEAP_MB: number;
export function serverHeapMb(env?: NodeJS.ProcessEnv): number;
export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];

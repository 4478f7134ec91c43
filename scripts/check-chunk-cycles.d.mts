/**
 * The files of one circle of static imports in Vite's build manifest, its first file repeated at
 * the end, or null when there is none (see check-chunk-cycles.mjs).
 */
export function findChunkCycle(manifest: Record<string, { file: string; imports?: string[] }>): string[] | null;

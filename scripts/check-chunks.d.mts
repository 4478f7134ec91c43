/**
 * The files of one circle of static imports in Vite's build manifest, its first file repeated at
 * the end, or null when there is none (see check-chunks.mjs).
 */
export function findChunkCycle(manifest: Record<string, { file: string; imports?: string[] }>): string[] | null;

/** The route pages of Vite's build manifest that are not a lazily loaded chunk of their own (all of them, named as none, when it lists no page). */
export function pagesWithoutOwnChunk(manifest: Record<string, { file: string; isDynamicEntry?: boolean }>): string[];

/** The line `scripts/require-node.mjs` prints when `running`'s major is older than `wanted`'s (.nvmrc), else null. */
export function nodeVersionProblem(running: string, wanted: string): string | null;

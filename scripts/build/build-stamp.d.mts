// Types of build-stamp.mjs (plain JavaScript, so that production can run `npm start` without TypeScript).
export type BuildPart = 'web' | 'ssr' | 'server';
export type BuildState = 'missing' | 'stale' | 'fresh';

export const projectRoot: string;
export const buildParts: Record<BuildPart, { label: string; sources: string[]; output: string; command: string[] }>;
export function sourceHash(part: BuildPart, root?: string): string;
export function writeStamp(part: BuildPart, hash: string, root?: string): void;
export function buildState(part: BuildPart, root?: string): BuildState;

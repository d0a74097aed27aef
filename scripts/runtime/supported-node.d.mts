// Types of supported-node.mjs (plain JavaScript, so that it runs before `npm ci`).
export const obtainedNode: string;
export function isSupported(version?: string): boolean;
export function supportedEnvironment(): NodeJS.ProcessEnv | null;
export function onSupportedNode(): Promise<void>;

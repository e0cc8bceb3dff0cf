export function findChromium(): string;
export function findHeadlessShell(): string;
export const chromiumFlags: string[];

export function findChromium(): string;
export const chromiumFlags: string[];

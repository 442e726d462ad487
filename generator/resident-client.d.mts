/** Types of resident-client.mjs (plain JavaScript: start.mjs and bin.mjs run it before any bundle is loaded). */
export function residentSocket(mainFile: string): string;
export function runGenerator(mainFile: string, kind: 'generate' | 'command', argv: string[]): Promise<number>;

// The types of text-file.mjs.
/** `bytes` as text, as `toString('utf8')` reads them. */
export declare function decodeText(bytes: Buffer): string;
/** `file`'s text, as `readFileSync(file, 'utf8')` reads it. */
export declare function readTextSync(file: string): string;
/** `file`'s text, as `readFile(file, 'utf8')` reads it. */
export declare function readText(file: string): Promise<string>;

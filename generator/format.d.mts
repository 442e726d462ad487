// The types of format.mjs.
import type { GeneratedFile } from './model/types.js';

/** Doc comment lines (`/** text`, ` * text`) longer than `width` (160), wrapped at spaces under the same ` * `. */
export declare function wrapComments(code: string, width?: number): string;

/** The files with their `.ts` contents formatted by Biome; other files, and files marked `formatted`, as they are. */
export declare function formatGenerated(files: GeneratedFile[]): Promise<GeneratedFile[]>;

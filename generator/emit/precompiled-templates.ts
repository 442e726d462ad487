/**
 * The templates of templates/ compiled ahead, by template path: in the bundle, this module's
 * source is replaced with them (bundle/precompiled-templates.mjs); from the TypeScript sources,
 * there are none and render-template.ts compiles each at first use.
 */
export const precompiledTemplates: Readonly<Record<string, (data: object) => string>> | undefined = undefined;

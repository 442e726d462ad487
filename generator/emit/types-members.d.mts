import type { TypesAnswer, TypesRequest } from './openapi-ts-run.mjs';

/** The text of a formatted types file around and between `components.schemas`' members. */
export interface SchemaMembers {
  head: string;
  members: string[];
  tail: string;
}
/** The members of `components.schemas` in a formatted types file; undefined unless they are exactly `names`, in order. */
export declare function schemaMembers(text: string, names: string[]): SchemaMembers | undefined;
/** How the last run made the types file: read back whole, `printed` members printed again, or made whole (tests read it). */
export declare let lastTypesRun: { made: 'kept' | 'members' | 'whole'; printed: number };
/** The types file of `document`, read back, made in part or made whole by `answer`; formatted unless made whole without a cache by an answer that does not format. */
export declare function typesText(
  document: unknown,
  around: { before: string; after: string },
  answer: (request: TypesRequest) => Promise<TypesAnswer>,
): Promise<{ contents: string; formatted: boolean }>;

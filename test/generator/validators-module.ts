/** The shape of a generated `validators/index.ts`, for tests that import one from disk. */
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

export interface ValidatorsModule {
  operationValidators: Record<
    string,
    { path?: ValidateFn; query?: ValidateFn; headers?: ValidateFn; body?: ValidateFn; bodyForm?: ValidateFn; responses: Record<string, ValidateFn> }
  >;
  schemaValidators: Record<string, ValidateFn>;
  describeValidation(fn: ValidateFn, location: 'path' | 'query' | 'header' | 'body' | 'response'): { field: string; description: string };
}

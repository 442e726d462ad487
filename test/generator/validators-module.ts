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
  validationError(
    fn: ValidateFn,
    location: 'path' | 'query' | 'header' | 'body' | 'response',
  ): { error: { code: string; description: string; field: string; source: string; step: string; reason: string; metadata: object } };
}

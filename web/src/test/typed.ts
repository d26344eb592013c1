/**
 * An API answer as a test writes it: the operation's result type (`ResultOf<typeof Doc>`), each
 * object allowed its `__typename` (the normalized cache stores it as the real answer would), so a
 * schema change that breaks a fixture breaks it at compile time.
 */
export type Answer<T> =
  T extends ReadonlyArray<infer U> ? Array<Answer<U>> : T extends object ? { [K in keyof T]: Answer<T[K]> } & { __typename?: string } : T;

/**
 * `true` only when A and B are the same type. Used as `const x: SameType<A, B> = true` next to
 * a schema, so a schema that drifts from the shared contract in types/api.ts fails to compile.
 */
export type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

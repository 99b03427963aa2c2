/**
 * The shape every other language must match: the same keys as English, any string values.
 * A missing or extra key in `es` then fails `tsc`.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * A contract shape as it is once the server has filled in the `default` of every property left out:
 * each property present, none undefined. The contract lets a client omit an optional field of an
 * employee section (it then reads as its default, null for none), and the server answers with every
 * field present, so what the server takes in and what a client reads back are both this shape.
 */
export type WithDefaults<T> = T extends readonly (infer Item)[]
  ? WithDefaults<Item>[]
  : T extends object
    ? { [Key in keyof T]-?: WithDefaults<Exclude<T[Key], undefined>> }
    : T;

/** An object whose optional properties stay optional, each filled in as WithDefaults says when present. */
export type SectionsWithDefaults<T> = { [Key in keyof T]: WithDefaults<T[Key]> };

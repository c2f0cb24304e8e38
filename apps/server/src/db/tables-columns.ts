/** Column kinds every table file of the database uses (tables.ts gathers the tables). */

/** Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite) in every table. */
export type Millis = number;

/** Bilingual text columns: `<name>_zh` and `<name>_en`. */
export type Bi<N extends string> = { [K in `${N}_zh` | `${N}_en`]: string };

import type { ColumnType } from 'kysely';

/** Column types shared by the table types. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** numeric columns arrive from pg as strings so that money keeps its exact decimals. */
export type Decimal = ColumnType<string, string | number | undefined, string | number>;

import { type Kysely, sql } from 'kysely';

/**
 * Counts the admin reads kept up to date by triggers as rows change, so reading them costs the
 * same whatever the size of the tables (docs/decisions.md, "Admin counts kept by triggers"):
 * documents by status, users by plan, and the totals of generated documents and referrals. A
 * count of a whole table has the value ''. A statement changing several counts locks their rows
 * in the order of the values, so two such statements never wait on each other in a cycle.
 */

interface CountedColumn {
  table: string;
  /** The column the rows are counted by; none for a table's total. */
  column?: string;
}

const COUNTED: CountedColumn[] = [
  { table: 'documents', column: 'status' },
  { table: 'users', column: 'plan' },
  { table: 'generated_documents' },
  { table: 'referrals' },
];

const countedName = ({ table, column }: CountedColumn) => (column ? `${table}.${column}` : table);
const functionName = ({ table }: CountedColumn) => `keep_${table}_row_counts`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table row_counts (
      counted text not null,
      value text not null,
      count bigint not null,
      primary key (counted, value)
    )`.execute(db);
  for (const counted of COUNTED) await keepCounted(db, counted);
}

/**
 * Statement triggers: a statement that writes a million rows changes each count once (a row
 * trigger would rewrite the same count row a million times in one transaction). An update that
 * leaves the counted column as it was writes nothing.
 */
async function keepCounted(db: Kysely<any>, counted: CountedColumn): Promise<void> {
  const name = sql.lit(countedName(counted));
  const table = sql.table(counted.table);
  const fn = sql.raw(functionName(counted));
  const value = counted.column ? sql.raw(`${counted.column}::text`) : sql.lit('');
  const addToCounts = sql`on conflict (counted, value) do update set count = existing.count + excluded.count`;
  await sql`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into row_counts as existing (counted, value, count)
        select ${name}, ${value}, count(*) from new_rows group by 2 order by 2
        ${addToCounts};
      elsif tg_op = 'DELETE' then
        insert into row_counts as existing (counted, value, count)
        select ${name}, ${value}, -count(*) from old_rows group by 2 order by 2
        ${addToCounts};
      elsif tg_op = 'UPDATE' then
        insert into row_counts as existing (counted, value, count)
        select ${name}, change.value, sum(change.delta)
          from (select ${value} as value, -1 as delta from old_rows
                union all
                select ${value}, 1 from new_rows) as change
         group by change.value
        having sum(change.delta) <> 0
         order by change.value
        ${addToCounts};
      else
        delete from row_counts where counted = ${name};
      end if;
      return null;
    end
    $$`.execute(db);
  const trigger = (suffix: string) => sql.raw(`${counted.table}_row_counts_${suffix}`);
  await sql`create trigger ${trigger('insert')} after insert on ${table}
    referencing new table as new_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${table}
    referencing old table as old_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('truncate')} after truncate on ${table}
    for each statement execute function ${fn}()`.execute(db);
  if (counted.column) {
    await sql`create trigger ${trigger('update')} after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`.execute(db);
  }
  // The triggers lock out writers until this migration commits, so the count starts exact.
  await sql`
    insert into row_counts (counted, value, count)
    select ${name}, ${value}, count(*) from ${table} group by 2`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const counted of COUNTED) {
    for (const suffix of ['insert', 'delete', 'truncate', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`${counted.table}_row_counts_${suffix}`)} on ${sql.table(counted.table)}`.execute(
        db,
      );
    }
    await sql`drop function ${sql.raw(functionName(counted))}()`.execute(db);
  }
  await sql`drop table row_counts`.execute(db);
}

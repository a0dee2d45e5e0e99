import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Counts the admin reads kept up to date by triggers as rows change, so reading them costs the
 * same whatever the size of the tables (docs/decisions.md, "Admin counts kept by triggers"):
 * documents by status and by day of creation, users by plan and by day of creation, and the
 * totals of generated documents and referrals. A count of a whole table has the value ''. A
 * statement changing several counts locks their rows in the order of the values, so two such
 * statements never wait on each other in a cycle.
 */

/** The day (UTC) a row was created, as the admin's activity figures name it. */
const CREATED_DAY = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;

interface Grouping {
  /** The name the counts are kept under: `documents.status`. */
  counted: string;
  /** What a row is counted by, as SQL over the row's columns; '' for the table's total. */
  value: string;
}

const COUNTED: Record<string, Grouping[]> = {
  documents: [
    { counted: 'documents.status', value: 'status' },
    { counted: 'documents.created_day', value: CREATED_DAY },
  ],
  users: [
    { counted: 'users.plan', value: 'plan' },
    { counted: 'users.created_day', value: CREATED_DAY },
  ],
  generated_documents: [{ counted: 'generated_documents', value: `''` }],
  referrals: [{ counted: 'referrals', value: `''` }],
};

const functionName = (table: string) => `keep_${table}_row_counts`;
const triggerName = (table: string, event: string) => `${table}_row_counts_${event}`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table row_counts (
      counted text not null,
      value text not null,
      count bigint not null,
      primary key (counted, value)
    )`.execute(db);
  for (const [table, groupings] of Object.entries(COUNTED)) await keepCounted(db, table, groupings);
}

/**
 * Statement triggers: a statement that writes a million rows changes each count once (a row
 * trigger would rewrite the same count row a million times in one transaction). An update that
 * leaves what a row is counted by as it was writes nothing.
 */
async function keepCounted(db: Kysely<any>, table: string, groupings: Grouping[]): Promise<void> {
  const fn = sql.raw(functionName(table));
  const addToCounts = sql`on conflict (counted, value) do update set count = existing.count + excluded.count`;
  const keep = (event: 'INSERT' | 'DELETE' | 'UPDATE', { counted, value }: Grouping): RawBuilder<unknown> => {
    const name = sql.lit(counted);
    const by = sql.raw(value);
    if (event === 'INSERT') {
      return sql`insert into row_counts as existing (counted, value, count)
        select ${name}, ${by}, count(*) from new_rows group by 2 order by 2 ${addToCounts};`;
    }
    if (event === 'DELETE') {
      return sql`insert into row_counts as existing (counted, value, count)
        select ${name}, ${by}, -count(*) from old_rows group by 2 order by 2 ${addToCounts};`;
    }
    return sql`insert into row_counts as existing (counted, value, count)
      select ${name}, change.value, sum(change.delta)
        from (select ${by} as value, -1 as delta from old_rows union all select ${by}, 1 from new_rows) as change
       group by change.value
      having sum(change.delta) <> 0
       order by change.value
      ${addToCounts};`;
  };
  const each = (event: 'INSERT' | 'DELETE' | 'UPDATE') =>
    sql.join(
      groupings.map((grouping) => keep(event, grouping)),
      sql`\n`,
    );
  const names = sql.join(groupings.map(({ counted }) => sql.lit(counted)));
  await sql`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${each('INSERT')}
      elsif tg_op = 'DELETE' then ${each('DELETE')}
      elsif tg_op = 'UPDATE' then ${each('UPDATE')}
      else delete from row_counts where counted in (${names});
      end if;
      return null;
    end
    $$`.execute(db);
  const target = sql.table(table);
  await sql`create trigger ${sql.raw(triggerName(table, 'insert'))} after insert on ${target}
    referencing new table as new_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${sql.raw(triggerName(table, 'delete'))} after delete on ${target}
    referencing old table as old_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${sql.raw(triggerName(table, 'truncate'))} after truncate on ${target}
    for each statement execute function ${fn}()`.execute(db);
  // A table counted only as a whole has no count an update could change (and some, like the
  // generated documents saved by their editor, are updated often).
  if (groupings.some(({ value }) => value !== "''")) {
    await sql`create trigger ${sql.raw(triggerName(table, 'update'))} after update on ${target}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`.execute(db);
  }
  // The triggers lock out writers until this migration commits, so the counts start exact.
  for (const { counted, value } of groupings) {
    await sql`
      insert into row_counts (counted, value, count)
      select ${sql.lit(counted)}, ${sql.raw(value)}, count(*) from ${target} group by 2`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(COUNTED)) {
    for (const event of ['insert', 'delete', 'truncate', 'update']) {
      await sql`drop trigger if exists ${sql.raw(triggerName(table, event))} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function ${sql.raw(functionName(table))}()`.execute(db);
  }
  await sql`drop table row_counts`.execute(db);
}

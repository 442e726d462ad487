/**
 * A PostgreSQL introspector that looks only at the current schema.
 *
 * Why: Kysely's Migrator asks the introspector whether its bookkeeping tables exist, and the
 * stock PostgresIntrospector lists the tables of every schema, calling
 * has_schema_privilege(<schema name>) on each. When another client drops a schema during that
 * query (another application, or a parallel test run cleaning up), PostgreSQL answers
 * `schema "..." does not exist` and the migration of an unrelated schema fails. Nothing here
 * needs more than "which tables exist in my schema".
 */
import { type DatabaseIntrospector, type Kysely, type SchemaMetadata, sql, type TableMetadata } from 'kysely';

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: introspection reads catalog tables outside the Database type
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((r) => ({ name: r.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v')`.execute(this.db);
    // the column names (store/migrations.ts compares them with the spec's lookups); types are not needed
    const columns = await sql<{ table: string; name: string; nullable: boolean }>`
      select table_name as "table", column_name as name, is_nullable = 'YES' as nullable
      from information_schema.columns where table_schema = current_schema()`.execute(this.db);
    const byTable = new Map<string, TableMetadata['columns'][number][]>();
    for (const c of columns.rows) {
      const list = byTable.get(c.table) ?? [];
      list.push({ name: c.name, dataType: '', isNullable: c.nullable, isAutoIncrementing: false, hasDefaultValue: false });
      byTable.set(c.table, list);
    }
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: byTable.get(r.name) ?? [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

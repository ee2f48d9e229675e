import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// Named prepared statements on PGlite. PGlite's own query() parses, describes and plans every call as the unnamed
// statement, in six protocol calls: a list page's statement spent ~9 ms of its ~12 ms being planned again each time.
// Here each distinct SQL text is parsed once into a named statement (kept per database, least recently used dropped
// past MAX_STATEMENTS), and a call is one protocol exchange: Bind + Describe + Execute + Sync. PostgreSQL's plan cache
// then plans the statement as it would for any prepared statement (custom plans first, a generic one when it is no
// worse). Statements are plain SQL texts from Drizzle: a text is always the same query, whatever its parameters.

const MAX_STATEMENTS = 256;
/** Statements worth keeping prepared: DML only (DDL runs once, in migrations). */
export const PREPARABLE_SQL = /^\s*(select|insert|update|delete|with)\b/i;
// "prepared statement does not exist" / "cached plan must not change result type": forget the statement, parse again next time.
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Runs SQL texts on one PGlite as named prepared statements. The caller holds the database exclusively (see db-gate). */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();
  private seq = 0;

  constructor(private readonly client: PGlite) {}

  /** How many named statements are kept now (tests). */
  get size(): number {
    return this.statements.size;
  }

  /** One statement with its parameters; `inTransaction` skips the file-system sync PGlite does after a statement outside one. */
  async run<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions, inTransaction = false): Promise<Results<T>> {
    const statement = await this.statementFor(text, options);
    const values = params.map((value, i) => this.serialize(value, statement.paramTypes[i], options));
    const messages = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    let results;
    try {
      results = await this.client.execProtocolStream(messages, { syncToFs: false });
    } catch (error) {
      if (STALE_STATEMENT_CODES.has(String((error as { code?: unknown }).code)) && statement.name !== '') this.statements.delete(text);
      throw Object.assign(error as object, { query: text, params });
    }
    if (!inTransaction) await this.client.syncToFs();
    return parse.parseResults(results, this.client.parsers, options)[0] as Results<T>;
  }

  private serialize(value: unknown, oid: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer = (oid !== undefined && (options?.serializers?.[oid] ?? this.client.serializers[oid])) || undefined;
    return serializer ? (serializer(value) as string) : String(value);
  }

  /**
   * The named statement for the text (parsed and described once), or — for texts not kept — the unnamed statement,
   * parsed now (it lives until the next Parse of the unnamed statement: Sync does not end it).
   */
  private async statementFor(text: string, options?: QueryOptions): Promise<Statement> {
    const known = this.statements.get(text);
    if (known) {
      // Map order is use order: move it to the end.
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const keep = PREPARABLE_SQL.test(text) && !options?.paramTypes;
    const name = keep ? `cairn_s${(this.seq += 1)}` : '';
    const described = await this.client.execProtocolStream(
      concat([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name: keep ? name : '', paramTypes: parse.parseDescribeStatementResults(described) };
    if (!keep) return statement;
    this.statements.set(text, statement);
    if (this.statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = this.statements.entries().next().value as [string, Statement];
      this.statements.delete(oldestText);
      await this.client.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]), { syncToFs: false });
    }
    return statement;
  }
}

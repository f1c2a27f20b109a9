/** Schema changes, append-only: a released migration is never edited, a new one is added. */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'form submissions',
    statements: [
      `CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        form text NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX submissions_form_created ON submissions (form, created_at DESC)',
    ],
  },
];

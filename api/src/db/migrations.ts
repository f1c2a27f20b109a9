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
  {
    version: 2,
    name: 'orders and payments',
    statements: [
      `CREATE TABLE orders (
        id uuid PRIMARY KEY,
        status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'paid')),
        payload jsonb NOT NULL,
        amount_paise integer NOT NULL CHECK (amount_paise >= 0),
        idempotency_key text UNIQUE,
        payment_mode text CHECK (payment_mode IN ('live', 'test')),
        razorpay_order_id text UNIQUE,
        payment_id text,
        paid_via text CHECK (paid_via IN ('verify', 'webhook')),
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`,
      'CREATE INDEX orders_created ON orders (created_at DESC)',
      // Webhook deliveries seen, so a replay is recognised (marking paid is idempotent anyway).
      `CREATE TABLE payment_events (
        id text PRIMARY KEY,
        event text NOT NULL,
        razorpay_order_id text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
      // Secrets the service makes for itself, e.g. the test-mode payment signing key.
      `CREATE TABLE service_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 3,
    name: 'shared rate limits and idempotency conflicts',
    statements: [
      // One row per caller and limit while its window runs, shared by every api instance.
      `CREATE TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`,
      // A hash of the request an idempotency key was first used with, to refuse its reuse for another one.
      'ALTER TABLE submissions ADD COLUMN request_hash text',
      'ALTER TABLE orders ADD COLUMN request_hash text',
    ],
  },
  {
    version: 4,
    name: 'order progress and the notification outbox',
    statements: [
      // An order is received (not paid yet) or paid, then the agency moves it on.
      'ALTER TABLE orders DROP CONSTRAINT orders_status_check',
      "UPDATE orders SET status = 'received' WHERE status = 'received'",
      "ALTER TABLE orders ALTER COLUMN status SET DEFAULT 'received'",
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check
        CHECK (status IN ('received', 'paid', 'in-progress', 'delivered', 'cancelled'))`,
      'ALTER TABLE orders ADD COLUMN status_changed_at timestamptz',
      // Messages to send, written in the same statement as the data they report; a worker sends them.
      `CREATE TABLE notifications (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        recipient text,
        subject_id uuid,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`,
      "CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE status = 'pending'",
    ],
  },
  {
    version: 5,
    name: 'order references and order page tokens',
    statements: [
      // The short reference a student reads out on the phone, and the secret of their order page's
      // address. Orders stored before this have neither (and no page).
      'ALTER TABLE orders ADD COLUMN reference text UNIQUE',
      'ALTER TABLE orders ADD COLUMN access_token text UNIQUE',
    ],
  },
  {
    version: 6,
    name: 'release health: field measurements of page views',
    statements: [
      // One row per sampled page view: its section and build, route pattern and device class. No
      // address, no IP. Kept VITALS_RETENTION_DAYS days.
      `CREATE TABLE vitals_views (
        id uuid PRIMARY KEY,
        section text NOT NULL,
        build text NOT NULL,
        route text NOT NULL,
        device text NOT NULL,
        render text NOT NULL,
        early_ms double precision,
        early_taps integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX vitals_views_created ON vitals_views (created_at)',
      // The latest value of each metric of a view, with the owner of the element behind it.
      `CREATE TABLE vitals_metrics (
        view_id uuid NOT NULL REFERENCES vitals_views (id) ON DELETE CASCADE,
        name text NOT NULL,
        section text NOT NULL,
        build text NOT NULL,
        value double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (view_id, name)
      )`,
      'CREATE INDEX vitals_metrics_created ON vitals_metrics (created_at)',
      // Errors, chunk failures and retries, hydration mismatches, counted per owner.
      `CREATE TABLE vitals_events (
        view_id uuid NOT NULL REFERENCES vitals_views (id) ON DELETE CASCADE,
        kind text NOT NULL,
        section text NOT NULL,
        build text NOT NULL,
        count integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX vitals_events_view ON vitals_events (view_id)',
      'CREATE INDEX vitals_events_created ON vitals_events (created_at)',
    ],
  },
  {
    version: 7,
    name: 'payment claims',
    statements: [
      // Who is opening the order's Razorpay order, and since when: a claim replaces a row lock,
      // so no connection stays busy while Razorpay answers. A claim older than a minute is void.
      'ALTER TABLE orders ADD COLUMN payment_claim uuid',
      'ALTER TABLE orders ADD COLUMN payment_claimed_at timestamptz',
    ],
  },
  {
    version: 8,
    name: 'the order page: brief, files, messages, cancelling',
    // order_id names an order (orders are never deleted); no foreign key, so the tables can be
    // emptied apart, as tests and a restore from backup do.
    statements: [
      // Instructions the student added on the order page, below those given in the wizard.
      `CREATE TABLE order_brief_additions (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX order_brief_additions_order ON order_brief_additions (order_id, created_at)',
      // A file of the brief. Its bytes are in \`content\` (the default store) or in the object store
      // under \`object_key\`; the media type is the one its content was recognised as.
      `CREATE TABLE order_files (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL,
        name text NOT NULL,
        media_type text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        storage text NOT NULL CHECK (storage IN ('database', 's3')),
        content bytea,
        object_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX order_files_order ON order_files (order_id, created_at)',
      // The thread between the student (order page) and the agency (admin view).
      `CREATE TABLE order_messages (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL,
        author text NOT NULL CHECK (author IN ('student', 'agency')),
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX order_messages_order ON order_messages (order_id, created_at)',
      // Who cancelled, and whether the agency owes a refund (never made automatically).
      "ALTER TABLE orders ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('student', 'agency'))",
      'ALTER TABLE orders ADD COLUMN refund_due boolean NOT NULL DEFAULT false',
    ],
  },
  {
    version: 9,
    name: "release health: sections' server code, as composition servers report it",
    statements: [
      // One row per report of a composition server, per section build: the pages its runtime
      // rendered, its runtime's crashes, the pages that missed their deadline in it and those it
      // left to the browser. Kept, and swept, with the field measurements.
      `CREATE TABLE vitals_server (
        section text NOT NULL,
        build text NOT NULL,
        renders integer NOT NULL,
        crashes integer NOT NULL,
        timeouts integer NOT NULL,
        errors integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX vitals_server_created ON vitals_server (created_at)',
    ],
  },
  {
    version: 10,
    name: 'order files in chunks, upload quotas',
    statements: [
      // The bytes of a file kept in the database, 256 KB a row, so that no statement carries
      // a whole file (files stored before this keep theirs in order_files.content). A chunk whose
      // file row never came (a refused or failed upload) is swept after an hour.
      `CREATE TABLE order_file_chunks (
        file_id uuid NOT NULL,
        seq integer NOT NULL CHECK (seq >= 0),
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (file_id, seq)
      )`,
      // Bytes uploaded per UTC day, per visitor (a keyed hash of the address, never the address)
      // and for everyone ('*'). Reserved before a body is read, settled once it is stored.
      `CREATE TABLE upload_usage (
        day date NOT NULL,
        visitor text NOT NULL,
        bytes bigint NOT NULL CHECK (bytes >= 0),
        PRIMARY KEY (day, visitor)
      )`,
    ],
  },
  {
    version: 11,
    name: 'release health: callers of page views',
    statements: [
      // A keyed hash of the beacon's address under a secret of that UTC day, deleted after it:
      // release health counts a few views per caller a day, and nobody can tell whose they were.
      'ALTER TABLE vitals_views ADD COLUMN caller text',
    ],
  },
  {
    version: 12,
    name: 'handled leads and messages, and finding a person by email',
    statements: [
      // When the agency marked a lead or contact message handled; null while it is still to do.
      'ALTER TABLE submissions ADD COLUMN handled_at timestamptz',
      // The admin view links a lead or message to the same person's orders, and back, by email.
      "CREATE INDEX submissions_email ON submissions (lower(payload->>'email'))",
      "CREATE INDEX orders_email ON orders (lower(payload->>'email'))",
    ],
  },
  {
    version: 13,
    name: "a section's agency forms found by email",
    statements: [
      // A section's form sent to the generic agency-form kind has no top-level email, only the
      // address to reply to: finding a person's submissions by email reads either.
      'DROP INDEX submissions_email',
      "CREATE INDEX submissions_email ON submissions (lower(coalesce(payload->>'email', payload->>'replyTo')))",
    ],
  },
];

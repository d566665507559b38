-- Work that runs outside a request (mail today; PDF generation and SMS later), enqueued in the
-- transaction of the change that causes it and claimed with FOR UPDATE SKIP LOCKED, so that
-- several server processes on one PostgreSQL share it and each job runs once (server/jobs/).
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- PENDING: waiting for run_at; RUNNING: claimed until locked_until; DONE; FAILED: out of tries.
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 6 CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL DEFAULT now(),
  -- A claim is a lease: a job whose worker died is claimed again once it runs out.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX job_due_idx ON job (run_at) WHERE status IN ('PENDING', 'RUNNING');
CREATE INDEX job_failed_idx ON job (type, created_at) WHERE status = 'FAILED';

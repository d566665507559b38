-- A second factor (TOTP, RFC 6238) for administrators, and optionally for customer admins
-- (docs/security.md, "Second factor"). The secret is sealed by the key vault, bound to its
-- account; confirmed_at is NULL while the enrolment waits for its first code. last_time_step is
-- the RFC 6238 step of the last code accepted: a code of that step or an older one is refused
-- (no replay within its window).
CREATE TABLE second_factor (
  user_kind text NOT NULL CHECK (user_kind IN ('ADMIN', 'CUSTOMER')),
  user_code text NOT NULL,
  secret_sealed bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_time_step bigint,
  PRIMARY KEY (user_kind, user_code)
);

-- Recovery codes: shown once at enrolment, stored as a keyed hash, each usable once.
CREATE TABLE second_factor_recovery_code (
  user_kind text NOT NULL,
  user_code text NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_kind, user_code, code_hash),
  FOREIGN KEY (user_kind, user_code) REFERENCES second_factor (user_kind, user_code) ON DELETE CASCADE
);

-- The sign-in between the password and the code: a short-lived, single-purpose token (stored as
-- its SHA-256), for one account, used once, void after a few wrong codes.
CREATE TABLE sign_in_challenge (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('CODE', 'ENROL')),
  user_kind text NOT NULL CHECK (user_kind IN ('ADMIN', 'CUSTOMER')),
  user_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sign_in_challenge_user_idx ON sign_in_challenge (user_kind, user_code);

-- Server-side sessions: every token names one; checked on every call (idle 30 min, absolute
-- 12 h, revocable at once by logout, password change or deactivation).
CREATE TABLE user_session (
  id text PRIMARY KEY,
  user_kind text NOT NULL CHECK (user_kind IN ('ADMIN', 'CUSTOMER')),
  user_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX user_session_user_idx ON user_session (user_kind, user_code, created_at);

-- One-time passwords: stored as a keyed hash, bound to their refCode, 10 minutes, 5 tries,
-- single use. user_code is NULL when the e-mail matched no account (the answer is the same).
CREATE TABLE otp_request (
  ref_code text PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('RESET_PASSWORD', 'SET_PASSWORD')),
  user_kind text NOT NULL CHECK (user_kind IN ('ADMIN', 'CUSTOMER')),
  user_code text,
  otp_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  used_at timestamptz,
  ip text
);
CREATE INDEX otp_request_email_idx ON otp_request (lower(email), created_at DESC);

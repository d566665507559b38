// Per-file setup for server tests (the prepared database comes from support/global-setup.ts).
export {};

import { createInlineIcon } from '../inline-icon';

/** ri:eye-line (Remix Icon, Apache-2.0) — the sign-in page's "show password" toggle. */
export const EyeIcon = /* @__PURE__ */ createInlineIcon(
  'M12 3c5.392 0 9.878 3.88 10.819 9c-.94 5.12-5.427 9-10.819 9s-9.878-3.88-10.818-9C2.122 6.88 6.608 3 12 3m0 16a9.005 9.005 0 0 0 8.778-7a9.005 9.005 0 0 0-17.555 0A9.005 9.005 0 0 0 12 19m0-2.5a4.5 4.5 0 1 1 0-9a4.5 4.5 0 0 1 0 9m0-2a2.5 2.5 0 1 0 0-5a2.5 2.5 0 0 0 0 5',
);

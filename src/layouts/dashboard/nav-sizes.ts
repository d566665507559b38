/** Height of the horizontal menu bar under the header (lg+, horizontal layout). */
export const NAV_HORIZONTAL_HEIGHT = 56;

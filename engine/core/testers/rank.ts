// Named rank tiers for widget testers (JSON Forms style): the highest rank wins.
export const RANK = {
  /** Chosen by JSON type alone (string -> text). */
  DEFAULT: 1,
  /** Chosen by a format or a shape (format: email, enum -> select). */
  FORMAT: 2,
  /** Named by the form file (`ui:widget`). */
  EXPLICIT: 3,
  /** Registered by a screen for its own form. */
  SCREEN_OVERRIDE: 4,
} as const;

export const NOT_APPLICABLE = -1;

export type Rank = (typeof RANK)[keyof typeof RANK];

/**
 * Making Bots' fixed numbers, in one place so the form, the preview, the server's checks and the
 * scheduler agree: how short and long a schedule may be, how often price orders are looked at,
 * the wash-trading window and the per-user limits.
 */

/** The shortest time between two fills of one order (DCA interval, TWAP step). */
export const BOT_MIN_INTERVAL_SECONDS = 10;
/** The longest interval, TWAP duration or time to expiry: a year. */
export const BOT_MAX_INTERVAL_SECONDS = 365 * 24 * 60 * 60;
/** The most fills one DCA order may have. */
export const BOT_MAX_FILLS = 1_000;

/**
 * A TWAP is cut into fills about this far apart (at least 2 fills, at most `BOT_TWAP_MAX_FILLS`):
 * often enough that the average follows the market, rarely enough that each fill is worth its fee.
 */
export const BOT_TWAP_TARGET_INTERVAL_SECONDS = 60;
export const BOT_TWAP_MAX_FILLS = 100;
/** The shortest TWAP: two fills `BOT_MIN_INTERVAL_SECONDS` apart. */
export const BOT_TWAP_MIN_DURATION_SECONDS = 2 * BOT_MIN_INTERVAL_SECONDS;

/** Limit, stop-loss and take-profit orders read the pool on chain this often. */
export const BOT_PRICE_CHECK_SECONDS = 10;

/** Another wallet of the same user trading the opposite side of a pool this recently blocks a fill. */
export const BOT_WASH_WINDOW_SECONDS = 10 * 60;

/** Per-user limits. */
export const BOT_MAX_ACTIVE_ORDERS = 20;
/**
 * The most fills a user's active orders may make in a minute, counted from their schedules: a
 * DCA or TWAP makes 60 / interval a minute, a price order at most one per price check.
 */
export const BOT_MAX_FILLS_PER_MINUTE = 30;

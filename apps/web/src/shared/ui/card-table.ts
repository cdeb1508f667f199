/**
 * Tables that become cards on a phone: below the `sm` width the header hides, each row
 * is a bordered card, and each cell shows its column's name from its `data-label`. No sideways
 * scroll at 360 to 430 px, and nothing to re-render: the same rows, restyled.
 */
export const CARD_TABLE = 'w-full text-sm max-sm:block';
export const CARD_HEAD = 'max-sm:hidden';
export const CARD_BODY = 'max-sm:flex max-sm:flex-col max-sm:gap-3';
export const CARD_ROW = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:p-3';
export const CARD_CELL =
  'max-sm:min-w-0 max-sm:p-0 max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

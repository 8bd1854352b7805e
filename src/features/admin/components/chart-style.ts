/**
 * The look both admin charts share (recharts props), so the usage bars and the trend lines read as
 * one family: small labels in the text colour, faint horizontal grid lines, the same tooltip box.
 */

/** Both axes: small labels in the text colour, no tick marks, no axis line. */
export const AXIS = {
  tick: { fontSize: 12, fill: 'currentColor' },
  tickLine: false,
  axisLine: false,
} as const;

/** Dashed horizontal lines only, faint in either theme (the text colour at 12 %). */
export const GRID = {
  strokeDasharray: '3 3',
  stroke: 'currentColor',
  strokeOpacity: 0.12,
  vertical: false,
} as const;

/** The tooltip box: dark text on recharts' white tooltip background, in either theme. */
export const TOOLTIP_STYLE = { borderRadius: 12, fontSize: 12, color: '#0f172a' } as const;

export const LEGEND_STYLE = { fontSize: 12 } as const;

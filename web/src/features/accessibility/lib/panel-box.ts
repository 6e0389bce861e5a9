// The button sits 32 px from the bottom and right; the panel is 320 px wide
// and at most 450 px tall, always 20 px clear of the viewport's edges.
export const WIDGET = { offset: 32, margin: 20, button: 56, gap: 12, panelWidth: 320, panelMaxHeight: 450 } as const;

/** Below this much room above the button, the panel covers the button instead (it has its own Close). */
const MIN_HEIGHT_ABOVE = 200;

/** Below this width (a phone) the panel opens as a sheet over the whole screen (issue 47). */
export const SHEET_BELOW = 640;

/** `sheet`: the whole viewport, its own Close on top; else the floating pop-up SPEC describes. */
type PanelBox = { right: number; bottom: number; width: number; maxHeight: number; sheet: boolean };

export function panelBox(viewport: { width: number; height: number }): PanelBox {
  const { offset, margin, button, gap, panelWidth, panelMaxHeight } = WIDGET;
  // On a phone the 320 by 450 pop-up showed about eight lines at 200 % text: a full-height sheet
  // shows every setting a screen's worth at a time, as a phone's own settings do.
  if (viewport.width < SHEET_BELOW) return { right: 0, bottom: 0, width: viewport.width, maxHeight: viewport.height, sheet: true };
  const width = Math.max(0, Math.min(panelWidth, viewport.width - 2 * margin));
  // Line up with the button when there is room, else slide right but never past the margin.
  const right = Math.max(margin, Math.min(offset, viewport.width - margin - width));
  const aboveButton = offset + button + gap;
  const roomAbove = viewport.height - aboveButton - margin;
  if (roomAbove >= MIN_HEIGHT_ABOVE)
    return { right, bottom: aboveButton, width, maxHeight: Math.min(panelMaxHeight, roomAbove), sheet: false };
  return { right, bottom: margin, width, maxHeight: Math.max(0, Math.min(panelMaxHeight, viewport.height - 2 * margin)), sheet: false };
}

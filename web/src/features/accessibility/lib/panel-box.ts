// The button sits 32 px from the bottom and right; the panel is 320 px wide
// and at most 450 px tall, always 20 px clear of the viewport's edges.
export const WIDGET = { offset: 32, margin: 20, button: 56, gap: 12, panelWidth: 320, panelMaxHeight: 450 } as const;

/** Below this much room above the button, the panel covers the button instead (it has its own Close). */
const MIN_HEIGHT_ABOVE = 200;

type PanelBox = { right: number; bottom: number; width: number; maxHeight: number };

export function panelBox(viewport: { width: number; height: number }): PanelBox {
  const { offset, margin, button, gap, panelWidth, panelMaxHeight } = WIDGET;
  const width = Math.max(0, Math.min(panelWidth, viewport.width - 2 * margin));
  // Line up with the button when there is room, else slide right but never past the margin.
  const right = Math.max(margin, Math.min(offset, viewport.width - margin - width));
  const aboveButton = offset + button + gap;
  const roomAbove = viewport.height - aboveButton - margin;
  if (roomAbove >= MIN_HEIGHT_ABOVE) return { right, bottom: aboveButton, width, maxHeight: Math.min(panelMaxHeight, roomAbove) };
  return { right, bottom: margin, width, maxHeight: Math.max(0, Math.min(panelMaxHeight, viewport.height - 2 * margin)) };
}

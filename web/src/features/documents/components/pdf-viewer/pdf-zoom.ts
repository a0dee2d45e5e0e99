export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
const ZOOM_STEP = 1.25;

function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

export function zoomedIn(scale: number): number {
  return clampZoom(scale * ZOOM_STEP);
}

export function zoomedOut(scale: number): number {
  return clampZoom(scale / ZOOM_STEP);
}

/** The scale at which a page of `pageWidth` fills `availableWidth`: the viewer's starting zoom. */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return clampZoom(availableWidth / pageWidth);
}

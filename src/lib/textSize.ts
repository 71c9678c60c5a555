/** Text size is a percentage of the browser's base font size (spec §9: 50–200 in steps of 10). */
export const TEXT_SIZE_MIN = 50;
export const TEXT_SIZE_MAX = 200;
export const TEXT_SIZE_STEP = 10;
export const TEXT_SIZE_DEFAULT = 100;

export function clampTextSize(value: number): number {
  if (!Number.isFinite(value)) return TEXT_SIZE_DEFAULT;
  const stepped = Math.round(value / TEXT_SIZE_STEP) * TEXT_SIZE_STEP;
  return Math.min(TEXT_SIZE_MAX, Math.max(TEXT_SIZE_MIN, stepped));
}

export function stepTextSize(value: number, direction: 1 | -1): number {
  return clampTextSize(clampTextSize(value) + direction * TEXT_SIZE_STEP);
}

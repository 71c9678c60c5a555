/**
 * Choice lists written as value → label maps: each value is named once, the map's order is the
 * order people see, and the values' type comes with it.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The options a select or radio group shows, in the map's order. */
export function optionsOf<V extends string>(labels: Record<V, string>): Option<V>[] {
  return valuesOf(labels).map((value) => ({ value, label: labels[value] }));
}

/** The map's values, as `z.enum` takes them. */
export function valuesOf<V extends string>(labels: Record<V, string>): [V, ...V[]] {
  return Object.keys(labels) as [V, ...V[]];
}

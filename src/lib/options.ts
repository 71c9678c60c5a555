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

/**
 * A stored value (a category, a branch, a kind of work) as people read it: `ids` gives each value
 * its message id, looked up on each call in the page's language, which is decided at run time;
 * `t` is the area's, so its catalog is registered. A value with no message yet is shown as stored.
 * A Map, not an object: a value such as "constructor" must not find the prototype's.
 */
export function valueLabel(ids: ReadonlyMap<string, string>, t: (id: string) => string) {
  return (value: string): string => {
    const id = ids.get(value);
    return id ? t(id) : value;
  };
}

/** A select's choices led by the empty one ("All states", "Choose a topic"), which sets no value. */
export function withEmptyChoice(label: string, options: readonly Option[]): Option[] {
  return [{ value: '', label }, ...options];
}

/** A record's values as a select or a radio group offers them, labelled by `label`. */
export function labelledOptions(
  values: readonly { value: string }[],
  label: (value: string) => string,
): Option[] {
  return values.map(({ value }) => ({ value, label: label(value) }));
}

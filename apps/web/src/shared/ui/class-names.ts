/** Joins the truthy class names with spaces. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .join(' ');
}

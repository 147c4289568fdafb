/** The id of a path such as `product/{id}`: a positive whole number, else null (not found). */
export function parseId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

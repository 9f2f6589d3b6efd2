// A select that embeds deeper at each level, for the tests of what one anonymous request may
// ask of the REST layer (backend/test/request-limits.test.ts and the attack suite's bounds).

/**
 * categories → articles → categories → …, `depth` embeds deep, two branches per articles level
 * (2^(depth/2) rows).
 */
export function nestedSelect(depth: number): string {
  let select = 'slug';
  for (let level = depth; level >= 1; level--) {
    select =
      level % 2 === 1 ? `slug,a:articles(${select}),b:articles(${select})` : `slug,categories(${select})`;
  }
  return select;
}

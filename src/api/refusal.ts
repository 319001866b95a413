/**
 * Calls whose answer is `true` when done and `false` when the shop refused (staff §7.1 and §7.5: "a false
 * response means failure"): the moderation calls of comments, replies, questions and answers.
 */
export class ShopRefused extends Error {
  override readonly name: string = 'ShopRefused';
}

/** Resolves when the call answered `true`; rejects with `Refused` (a {@link ShopRefused}) on `false`. */
export async function expectTrue(
  result: Promise<boolean>,
  what: string,
  Refused: new (message: string) => ShopRefused = ShopRefused,
): Promise<void> {
  if (!(await result)) throw new Refused(`${what} was refused`);
}

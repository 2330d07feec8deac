/**
 * Where a customer's picture (`UserInfo.image`) is served: /img/{image} on the API host (spec section 2), which the
 * store's host proxies. Its own module: the header's profile menu, on every page, needs this line only.
 */
export function avatarUrl(image: string): string {
  return `/img/${image}`;
}

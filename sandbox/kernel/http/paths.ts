/** Path prefixes that belong to the platform (and the sandbox), never to the site. */
export const apiPrefixes = ['/services', '/api', '/content', '/sandbox'] as const;

export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

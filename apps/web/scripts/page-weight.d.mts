export interface PageWeight {
  /** gzip bytes of the JavaScript the page loads up front. */
  js: number;
  /** gzip bytes of its stylesheets. */
  css: number;
  /** Every file counted, heaviest first. */
  files: { name: string; gzip: number }[];
}

export function pageWeight(
  clientDir: string,
  route: string,
  options?: { started?: boolean },
): PageWeight | undefined;

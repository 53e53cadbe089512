/** What a page that sends a guest to /login passes along: where to return once they sign in. */
export type LoginRedirectState = { from?: string };

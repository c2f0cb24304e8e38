/** The nginx starter moved to the server package, shared with the bench (`--scale-out`). */
export * from '@seuiot/server/testing/stack';

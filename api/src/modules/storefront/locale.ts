/** The visitor's language: the rules live in common/locale.ts, shared with GraphQL, REST and mail. */
export * from '../../common/locale';

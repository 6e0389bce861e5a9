export * from './users';
export * from './content';
export * from './community';
export * from './cms';
export * from './donations';
export * from './passkeys';
export * from './messages';
export * from './notifications';

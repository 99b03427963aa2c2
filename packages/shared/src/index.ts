export * from './api/auth.ts';
export * from './api/envelope.ts';
export * from './api/messages.ts';
export * from './api/profile.ts';
export * from './api/reference.ts';
export * from './constants.ts';
export * from './messages/index.ts';
export * from './rules.ts';

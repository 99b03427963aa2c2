export * from './contracts.ts';
export * from './mail.ts';
export * from './members.ts';
export * from './messages.ts';
export * from './reference.ts';
export * from './reservations.ts';
export * from './sessions.ts';
export * from './users.ts';

export * from './accounts';
export * from './mail';
export * from './rateLimits';
export * from './shops';

export * from './accounts';
export * from './catalogue';
export * from './mail';
export * from './orders';
export * from './rateLimits';
export * from './shops';
export * from './uploads';

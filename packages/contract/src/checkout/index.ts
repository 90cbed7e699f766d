export * from './details';
export * from './orders';
export * from './payment';
export * from './shipping';

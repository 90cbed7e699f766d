// The rules forms check while a person types, with their translatable message keys.
export * from './email';
export * from './messageKeys';
export * from './messageValues';
export * from './password';
export * from './personName';
export * from './phoneNumber';
export * from './requiredString';
export * from './vatNumber';

export * from './accounts';
export * from './money';
export * from './relations';
export * from './notifications';
export * from './uploads';
export * from './reports';
export * from './feeds';
export * from './chat';

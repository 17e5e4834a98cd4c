export * from './accounts';
export * from './money';

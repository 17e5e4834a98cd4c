export { useIsOperator } from './operator.queries';

export { ColumnForm } from './column-form';

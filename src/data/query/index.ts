/** The read API for features: filter models, the two executors and the chooser. */
export * from './filters';
export type { QueryResult } from './plan';
export { runOnMirror } from './runOnMirror';
export { runOnServer, ServerQueryError } from './runOnServer';
export { runQuery, type QueryAnswer, type QuerySource } from './runQuery';
export { getRecord } from './getRecord';
export { useRecord, type RecordState } from './useRecord';
export { useTableQuery, type TableQueryState } from './useTableQuery';
export { useCategoryMap } from './useCategoryMap';
export type { CategoryMap } from './serviceCategories';
export {
  parseRows,
  useParsedQuery,
  useParsedRecord,
  type ParsedListState,
  type ParsedRecordState,
} from './useParsedQuery';

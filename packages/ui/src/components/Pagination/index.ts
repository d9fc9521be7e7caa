export { Pagination, paginationLabels, type PaginationLabels, type PaginationProps } from './Pagination';

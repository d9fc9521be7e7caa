export { Breadcrumbs, type Breadcrumb, type BreadcrumbsProps } from './Breadcrumbs';

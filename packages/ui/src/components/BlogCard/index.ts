export { BlogCard, BlogCardList, type BlogCardListProps, type BlogCardProps } from './BlogCard';

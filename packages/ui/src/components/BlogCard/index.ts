export { BlogCard, BlogCardList, type BlogCardProps } from './BlogCard';

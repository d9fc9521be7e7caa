export { Header, NavBar, type HeaderProps, type NavBarProps, type NavItem } from './Header';
